/**
 * npm run load:epc -w @wattwise/server -- FILE.csv[.gz] …
 * Loads bulk CSV files of the EPB register (certificates.csv of the domestic, non-domestic or
 * display downloads at https://epc.opendatacommunities.org/) into the server's database.
 * `--sample` marks the rows as synthetic samples.
 */
import { loadCertificates } from '../../adapters/epcRegister/loadCertificates';
import { openServerDatabase, textChunks } from './loaderFiles';

const args = process.argv.slice(2);
const sample = args.includes('--sample');
const files = args.filter((arg) => !arg.startsWith('--'));
if (files.length === 0) {
  console.error('Usage: npm run load:epc -w @wattwise/server -- [--sample] FILE.csv[.gz] …');
  process.exit(2);
}
const database = await openServerDatabase();
try {
  for (const file of files) {
    const report = await loadCertificates(database.db, textChunks(file), { sample });
    console.log(
      `${file}: ${report.register} register, ${report.read} rows read, ${report.stored} stored, ${report.skipped} skipped`,
    );
  }
} finally {
  await database.close();
}
