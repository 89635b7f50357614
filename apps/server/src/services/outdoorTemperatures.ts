import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { serverPackageDir } from '../config';
import type { Database } from '../db/schema';

/**
 * The bundled outdoor temperature series: London (Northolt) hourly dry-bulb 2003, BRE via the
 * Home Energy Model repository (data/hem-london-weather/SOURCE.md). One series per climate
 * region is enough for the demo area; it stands for SAP region 1 (Thames).
 */
export const LONDON_REGION = '1';
const FILE = path.join(
  serverPackageDir,
  'data/hem-london-weather/london-northolt-2003-hourly-dbt.csv',
);

/** Loads the bundled series once (skipped when the region already has rows). */
export async function loadOutdoorTemperatures(db: Kysely<Database>): Promise<void> {
  const present = await db
    .selectFrom('outdoor_temperatures')
    .select('region')
    .where('region', '=', LONDON_REGION)
    .limit(1)
    .executeTakeFirst();
  if (present) return;
  const rows = readFileSync(FILE, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [at, celsius] = line.split(',');
      return {
        region: LONDON_REGION,
        observed_at: new Date(at ?? ''),
        temperature_c: Number(celsius),
      };
    });
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 2000) {
      await trx
        .insertInto('outdoor_temperatures')
        .values(rows.slice(start, start + 2000))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  });
}
