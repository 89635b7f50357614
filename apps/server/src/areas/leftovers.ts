import type { Kysely } from 'kysely';
import { fileBlobStore, removePartialWrites } from '../adapters/blobs/index';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { removeUnreferencedLogos } from './account/logos';
import { removeExpiredMeterChecks } from './meter/meterFiles';
import { removeExpiredCertificates } from './registration/anonymousUploads';

/**
 * Removes what a crash or time leaves in $DATA_DIR: temporary files of interrupted writes, logos
 * and certificates no row refers to, the certificates of anonymous registrations past their
 * lifetime, and checked meter files never stored. Run at start (app.ts) and hourly (main.ts); answers how many files were removed.
 */
export async function removeLeftovers(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'dataDir'>,
): Promise<number> {
  const blobs = fileBlobStore(config.dataDir);
  const partial = await removePartialWrites(config.dataDir);
  const logos = await removeUnreferencedLogos(db, blobs);
  const certificates = await removeExpiredCertificates(db, blobs);
  const meterChecks = await removeExpiredMeterChecks(blobs);
  return partial + logos + certificates + meterChecks;
}
