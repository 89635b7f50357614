import { sql, type Kysely } from 'kysely';
import { parseMeterCsv } from '../../adapters/smartMeters/meterCsv';
import type { SmartMeterProvider } from '../../adapters/smartMeters/provider';
import { sandboxReadings } from '../../adapters/smartMeters/sandboxReadings';
import type { Database } from '../../db/schema';
import { buildingFactsOf } from '../registration/buildingFacts';

/** One stored interval reading (interval_readings). */
export interface ReadingRow {
  startAt: Date;
  kwh: number;
  /** ACTUAL, SANDBOX, ESTIMATED, or a quality-report flag. */
  quality: string;
}

/**
 * Where readings come from, for the ingest job: CSV text (upload, parsed by the smart-meter
 * adapter's parseMeterCsv with its data-quality report) or a meter provider (sandbox or
 * production).
 */
export interface MeterReadingsSources {
  csv(text: string): Promise<{ readings: ReadingRow[]; qualityReport?: unknown }>;
  provider?: (meter: { id: string; number: string; sandbox: boolean }) => Promise<ReadingRow[]>;
}

/** The engine's meter-file reader: readings flagged ACTUAL, ESTIMATED or by the quality report. */
export async function csvReadings(text: string) {
  const parsed = parseMeterCsv(text);
  return {
    readings: parsed.readings.map((reading): ReadingRow => ({
      startAt: new Date(reading.start),
      kwh: reading.kwh,
      quality: reading.quality,
    })),
    qualityReport: parsed.quality,
  };
}

/** The building facts of the building a meter hangs on (its node's building). */
async function factsOfMetersBuilding(db: Kysely<Database>, meterId: string) {
  const row = await db
    .selectFrom('meters')
    .innerJoin('spatial_nodes', (join) =>
      join
        .onRef('spatial_nodes.site_id', '=', 'meters.site_id')
        .onRef('spatial_nodes.path', '=', 'meters.node_path'),
    )
    .innerJoin('buildings', 'buildings.id', 'spatial_nodes.building_id')
    .selectAll('buildings')
    .where('meters.id', '=', meterId)
    .executeTakeFirstOrThrow();
  return buildingFactsOf(row);
}

/**
 * The ingest job's sources: CSV through parseMeterCsv; a sandbox meter's readings from
 * sandboxReadings (the engine's estimate of its building, 13 months before `now`). A production
 * DCC provider does not serve readings yet: such a meter's ingest fails with that text.
 */
export function meterReadingsSources(
  db: Kysely<Database>,
  smartMeters: SmartMeterProvider,
  now: () => Date = () => new Date(),
): MeterReadingsSources {
  return {
    csv: csvReadings,
    provider: async (meter) => {
      if (!meter.sandbox || !smartMeters.sandbox) {
        throw new Error('The metering provider does not serve half-hourly readings yet.');
      }
      const facts = await factsOfMetersBuilding(db, meter.id);
      return sandboxReadings(facts, meter.number, now()).map((reading) => ({
        startAt: new Date(reading.start),
        kwh: reading.kwh,
        quality: 'SANDBOX',
      }));
    },
  };
}

/** Stores readings (a repeated start replaces the earlier value) and the meter's last time. */
export async function storeReadings(
  db: Kysely<Database>,
  meterId: string,
  readings: readonly ReadingRow[],
): Promise<number> {
  if (readings.length === 0) return 0;
  await db.transaction().execute((trx) => storeReadingsIn(trx, meterId, readings));
  return readings.length;
}

/** How many readings one insert carries. */
const READINGS_PER_INSERT = 1000;

/**
 * storeReadings inside the caller's transaction (an upload stores its meter, readings and event
 * together): a failure part-way leaves the transaction to roll back, never half a file stored.
 */
export async function storeReadingsIn(
  trx: Kysely<Database>,
  meterId: string,
  readings: readonly ReadingRow[],
): Promise<void> {
  if (readings.length === 0) return;
  for (let start = 0; start < readings.length; start += READINGS_PER_INSERT) {
    await trx
      .insertInto('interval_readings')
      .values(
        readings.slice(start, start + READINGS_PER_INSERT).map((reading) => ({
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
