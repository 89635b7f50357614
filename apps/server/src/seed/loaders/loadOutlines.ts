/**
 * npm run load:outlines -w @wattwise/server -- FILE.geojson[.gz] …
 * Loads building outlines from OpenStreetMap GeoJSON extracts (e.g. `osmium export` of a
 * Geofabrik extract, or Overpass + osmtogeojson) into the server's database. Files ending in
 * .geojsonl, .geojsonseq or .ndjson (optionally .gz) are read one feature per line.
 * The data stays under the ODbL: keep '© OpenStreetMap contributors' wherever it is shown.
 */
import { loadOutlines } from '../../adapters/outlines/loadOutlines';
import { openServerDatabase, textChunks, textLines } from './loaderFiles';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Usage: npm run load:outlines -w @wattwise/server -- FILE.geojson[.gz] …');
  process.exit(2);
}
const database = await openServerDatabase();
try {
  for (const file of files) {
    const sequence = /\.(geojsonl|geojsonseq|ndjson)(\.gz)?$/.test(file);
    const report = await loadOutlines(database.db, sequence ? textLines(file) : textChunks(file), {
      sequence,
    });
    console.log(
      `${file}: ${report.read} features read, ${report.stored} buildings stored, ${report.skipped} skipped`,
    );
  }
} finally {
  await database.close();
}
