import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { certificateReader, csvRecords } from './bulkCsv';
import type { RegisterCertificate, RegisterKind } from './register';
import { storeCertificates } from './registerTable';

export interface CertificateLoadReport {
  register: RegisterKind;
  read: number;
  stored: number;
  /** Rows without a key, post code, band or lodgement date. */
  skipped: number;
}

/**
 * Streams one bulk CSV file of the register (domestic, non-domestic or DEC: the header says
 * which) into the certificates table, 5,000 rows at a time. Rows are replaced by LMK key, so a
 * file can be loaded again.
 */
export async function loadCertificates(
  db: Kysely<Database>,
  chunks: AsyncIterable<string> | Iterable<string>,
  options: { sample?: boolean } = {},
): Promise<CertificateLoadReport> {
  let reader: ReturnType<typeof certificateReader> | undefined;
  let batch: RegisterCertificate[] = [];
  const report = { read: 0, stored: 0, skipped: 0 };
  for await (const record of csvRecords(chunks)) {
    if (!reader) {
      reader = certificateReader(record, { sample: options.sample ?? false });
      continue;
    }
    report.read += 1;
    const certificate = reader.read(record);
    if (!certificate) {
      report.skipped += 1;
      continue;
    }
    batch.push(certificate);
    if (batch.length >= 5000) {
      await storeCertificates(db, batch);
      report.stored += batch.length;
      batch = [];
    }
  }
  if (!reader) throw new Error('The file is empty: no header row.');
  await storeCertificates(db, batch);
  report.stored += batch.length;
  return { register: reader.register, ...report };
}
