import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { serverPackageDir } from '../../config';
import type { Database } from '../../db/schema';

/**
 * The bundled outdoor temperature series: London (Northolt) hourly dry-bulb 2003, BRE via the
 * Home Energy Model repository (data/hem-london-weather/SOURCE.md). One series per climate
 * region is enough for the demo area; it stands for SAP region 1 (Thames).
 */
const LONDON_REGION = '1';
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

/** An outdoor temperature at an instant; `typicalYear` when it stands in for the real date. */
export interface OutdoorTemperature {
  at: number;
  tempC: number;
  typicalYear: boolean;
}

const HOUR_MS = 3_600_000;

/**
 * Outdoor temperatures over [fromMs, toMs) for a site's weather region (sites.weather_region:
 * observed or reanalysis values stored for that place), else the bundled London series as a
 * typical year: each hour takes the same month, day and hour of 2003 (29 February the 28th).
 */
export async function outdoorTemperaturesBetween(
  db: Kysely<Database>,
  region: string | null,
  fromMs: number,
  toMs: number,
): Promise<OutdoorTemperature[]> {
  if (region) {
    const rows = await db
      .selectFrom('outdoor_temperatures')
      .select(['observed_at', 'temperature_c'])
      .where('region', '=', region)
      .where('observed_at', '>=', new Date(fromMs))
      .where('observed_at', '<', new Date(toMs))
      .orderBy('observed_at')
      .execute();
    return rows.map((row) => ({
      at: row.observed_at.getTime(),
      tempC: row.temperature_c,
      typicalYear: false,
    }));
  }
  await loadOutdoorTemperatures(db);
  const rows = await db
    .selectFrom('outdoor_temperatures')
    .select(['observed_at', 'temperature_c'])
    .where('region', '=', LONDON_REGION)
    .execute();
  const byHour = new Map<string, number>();
  for (const row of rows) byHour.set(row.observed_at.toISOString().slice(5, 13), row.temperature_c);
  const out: OutdoorTemperature[] = [];
  for (let t = Math.ceil(fromMs / HOUR_MS) * HOUR_MS; t < toMs; t += HOUR_MS) {
    const key = new Date(t)
      .toISOString()
      .slice(5, 13)
      .replace(/^02-29/, '02-28');
    const tempC = byHour.get(key);
    if (tempC !== undefined) out.push({ at: t, tempC, typicalYear: true });
  }
  return out;
}
