import { sql, type Kysely } from 'kysely';
import { parseToUkWallClock, parseUsageCsv } from '@wattwise/energy-model';
import type { Database } from '../db/schema';

/** One stored interval reading (interval_readings). */
export interface ReadingRow {
  startAt: Date;
  kwh: number;
  /** ACTUAL, SANDBOX, ESTIMATED, or a quality-report flag. */
  quality: string;
}

/**
 * Where readings come from, for the ingest job: CSV text (upload) or a meter provider (sandbox or
 * production). The CSV parser with its quality report and the sandbox generator live in
 * adapters/smartMeters (server-adapters); until they are wired, `defaultCsvReadings` parses with
 * the engine's parseUsageCsv and there is no sandbox provider.
 */
export interface MeterReadingsSources {
  csv(text: string): Promise<{ readings: ReadingRow[]; qualityReport?: unknown }>;
  provider?: (meter: { id: string; number: string; sandbox: boolean }) => Promise<ReadingRow[]>;
}

/** UK wall-clock ms (the engine's time base) → the instant it names (BST resolved). */
export function instantOfUkWallClock(wallMs: number): Date {
  const summer = wallMs - 3_600_000;
  return parseToUkWallClock(new Date(summer).toISOString()) === wallMs
    ? new Date(summer)
    : new Date(wallMs);
}

export const defaultReadingsSources: MeterReadingsSources = {
  csv: async (text) => ({
    readings: parseUsageCsv(text).map((reading) => ({
      startAt: instantOfUkWallClock(reading.wallMs),
      kwh: reading.kwh,
      quality: 'ACTUAL',
    })),
  }),
};

/** Stores readings (a repeated start replaces the earlier value) and the meter's last time. */
export async function storeReadings(
  db: Kysely<Database>,
  meterId: string,
  readings: readonly ReadingRow[],
): Promise<number> {
  if (readings.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < readings.length; start += 1000) {
      await trx
        .insertInto('interval_readings')
        .values(
          readings.slice(start, start + 1000).map((reading) => ({
            meter_id: meterId,
            start_at: reading.startAt,
            kwh: reading.kwh,
            quality: reading.quality,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['meter_id', 'start_at']).doUpdateSet((eb) => ({
            kwh: eb.ref('excluded.kwh'),
            quality: eb.ref('excluded.quality'),
          })),
        )
        .execute();
    }
    const meter = await trx
      .selectFrom('meters')
      .select(['site_id', 'node_path'])
      .where('id', '=', meterId)
      .executeTakeFirstOrThrow();
    const last = await trx
      .selectFrom('interval_readings')
      .select(sql<Date>`max(start_at)`.as('last'))
      .where('meter_id', '=', meterId)
      .executeTakeFirstOrThrow();
    const minutes = intervalMinutes(readings);
    await trx
      .updateTable('spatial_nodes')
      .set({
        last_metering_at: last.last,
        data_frequency: minutes <= 60 ? 'HOURLY' : 'DAILY',
      })
      .where('site_id', '=', meter.site_id)
      .where('path', '=', meter.node_path)
      .execute();
    await trx
      .updateTable('sites')
      .set({ last_metering_at: last.last })
      .where('id', '=', meter.site_id)
      .execute();
  });
  return readings.length;
}

function intervalMinutes(readings: readonly ReadingRow[]): number {
  const times = readings.map((r) => r.startAt.getTime()).sort((a, b) => a - b);
  let smallest = Number.POSITIVE_INFINITY;
  for (let i = 1; i < times.length; i += 1) {
    const gap = times[i]! - times[i - 1]!;
    if (gap > 0 && gap < smallest) smallest = gap;
  }
  return Number.isFinite(smallest) ? smallest / 60_000 : 1440;
}
