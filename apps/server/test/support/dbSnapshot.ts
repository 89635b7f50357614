import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/** Every table a request could write, as one digest: equal digests mean nothing was stored. */
const TABLES = [
  'accounts',
  'sites',
  'site_permissions',
  'buildings',
  'spatial_nodes',
  'meters',
  'interval_readings',
  'model_runs',
  'events',
  'registration_keys',
  'building_types',
] as const;

export async function snapshot(db: Kysely<Database>): Promise<string> {
  const hash = createHash('sha256');
  for (const table of TABLES) {
    const rows = await sql<{
      row: string;
    }>`select t::text as row from ${sql.table(table)} t order by 1`.execute(db);
    hash.update(table);
    for (const { row } of rows.rows) hash.update(row);
  }
  return hash.digest('hex');
}
