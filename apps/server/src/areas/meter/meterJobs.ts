import type { Kysely } from 'kysely';
import { calibrate, parseToUkWallClock, validationSeries } from '@wattwise/energy-model';
import type { BlobStore } from '../../adapters/blobs/index';
import type { Database } from '../../db/schema';
import type { EventType } from '@wattwise/domain';
import { moveEvent, openEvent } from '../registration/events';
import { completeRun, failRun, queueModelRun, startRun } from '../registration/modelRuns';
import { outdoorTemperaturesBetween } from '../data/outdoorTemperatures';
import { storeReadings, type MeterReadingsSources } from './readings';
import { meteredBillsOf } from './meteredMonths';
import { ENGINE_VERSION } from '../registration/modelResults';
import type { JobHandlerContext } from '../../platform/queue/queue';

/** The event of a meter's readings being stored (the domain's event types, analysis §3). */
const DATA_INGESTION: EventType = 'DATA_INGESTION';

export interface IngestJobData {
  meterId: string;
  eventId: string;
  source: 'csv' | 'provider';
  /** The uploaded CSV (adapters/blobs key) when source is csv. */
  blobKey?: string;
}

/** Opens the DATA_INGESTION event of a meter's readings; send the job with the answer. */
export async function queueMeterIngest(
  db: Kysely<Database>,
  request: Omit<IngestJobData, 'eventId'>,
): Promise<IngestJobData> {
  const meter = await db
    .selectFrom('meters')
    .select(['site_id', 'node_path'])
    .where('id', '=', request.meterId)
    .executeTakeFirstOrThrow();
  const eventId = await openEvent(db, {
    siteId: meter.site_id,
    path: meter.node_path,
    type: DATA_INGESTION,
  });
  return { ...request, eventId };
}

/**
 * Opens a DATA_INGESTION event for every readable electricity meter of a site (ACCESSIBLE, with
 * consent) that has no readings and no ingestion under way; answers the jobs to send. Called
 * after a registration or a connected meter committed.
 */
export async function queueNewMeterIngests(
  db: Kysely<Database>,
  siteId: string,
): Promise<IngestJobData[]> {
  const meters = await db
    .selectFrom('meters')
    .select(['id', 'node_path'])
    .where('site_id', '=', siteId)
    .where('fuel', '=', 'ELECTRICITY')
    .where('state', '=', 'ACCESSIBLE')
    .where('consent', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('interval_readings')
            .select('meter_id')
            .whereRef('interval_readings.meter_id', '=', 'meters.id'),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('events')
            .select('events.id')
            .whereRef('events.site_id', '=', 'meters.site_id')
            .whereRef('events.path', '=', 'meters.node_path')
            .where('events.type', '=', DATA_INGESTION)
            .where('events.status', 'in', ['OPEN', 'RUNNING']),
        ),
      ),
    )
    .execute();
  const jobs: IngestJobData[] = [];
  for (const meter of meters) {
    jobs.push(await queueMeterIngest(db, { meterId: meter.id, source: 'provider' }));
  }
  return jobs;
}

/**
 * Job "ingest meter data": stores the readings of a meter (CSV upload or provider, sandbox
 * flagged), moves its DATA_INGESTION event, then queues a calibration of the meter's building.
 * Answers the calibration run id to send.
 */
export async function runIngestJob(
  db: Kysely<Database>,
  data: IngestJobData,
  context: JobHandlerContext,
  deps: {
    sources: MeterReadingsSources;
    blobs?: BlobStore;
    /** A pause inside the job, for crash tests and demos (JOB_PAUSE_MS), and its log lines. */
    pauseMs?: number;
    log?: (message: string) => void;
  },
): Promise<string | undefined> {
  try {
    await moveEvent(db, data.eventId, 'RUNNING');
    deps.log?.(`meter ingest job ${data.eventId} started`);
    if (deps.pauseMs) await new Promise((resolve) => setTimeout(resolve, deps.pauseMs));
    const meter = await db
      .selectFrom('meters')
      .select(['id', 'number', 'sandbox', 'site_id', 'node_path'])
      .where('id', '=', data.meterId)
      .executeTakeFirstOrThrow();
    let readings;
    let qualityReport: unknown;
    if (data.source === 'csv') {
      const bytes = data.blobKey ? await deps.blobs?.get(data.blobKey) : undefined;
      if (!bytes) throw new Error('The uploaded readings file is missing.');
      ({ readings, qualityReport } = await deps.sources.csv(bytes.toString('utf8')));
    } else {
      if (!deps.sources.provider) throw new Error('No meter data provider is configured.');
      readings = await deps.sources.provider(meter);
    }
    if (meter.sandbox) readings = readings.map((reading) => ({ ...reading, quality: 'SANDBOX' }));
    await storeReadings(db, meter.id, readings);
    const building = await db
      .selectFrom('spatial_nodes')
      .select('building_id')
      .where('site_id', '=', meter.site_id)
      .where('path', '=', meter.node_path)
      .executeTakeFirstOrThrow();
    const runId = await db.transaction().execute(async (trx) => {
      await moveEvent(trx, data.eventId, 'COMPLETE');
      if (qualityReport !== undefined) {
        await trx
          .updateTable('events')
          .set({ quality_report: JSON.stringify(qualityReport) })
          .where('id', '=', data.eventId)
          .execute();
      }
      return queueModelRun(trx, {
        siteId: meter.site_id,
        buildingId: building.building_id,
        kind: 'CALIBRATION',
      });
    });
    deps.log?.(`meter ingest job ${data.eventId} complete`);
    return runId;
  } catch (error) {
    if (!context.lastAttempt) throw error;
    await moveEvent(
      db,
      data.eventId,
      'FAILED',
      error instanceof Error ? error.message : String(error),
    );
    return undefined;
  }
}

const HOUR = 3_600_000;

/**
 * The outdoor temperatures of a site's weather (sites.weather_region), else the bundled London
 * series as a typical year (areas/data/outdoorTemperatures.ts), on the engine's UK wall clock.
 */
async function siteTemperatures(
  db: Kysely<Database>,
  siteId: string,
  fromMs: number,
  toMs: number,
) {
  const site = await db
    .selectFrom('sites')
    .select('weather_region')
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow();
  const temperatures = await outdoorTemperaturesBetween(db, site.weather_region, fromMs, toMs);
  return temperatures.map((t) => ({
    wallMs: parseToUkWallClock(new Date(t.at).toISOString()),
    tempC: t.tempC,
  }));
}

/**
 * Job "calibrate": the engine's calibration (energy-model calibrate) of a building's electricity
 * readings against outdoor temperatures, stored as a CALIBRATION run with the engine's observed
 * and predicted day series for validate; AUTOML_GENERATION event. Then the building's last year of
 * readings by fuel and month (metered_bills) replaces its entered bills as the evidence the model
 * is calibrated on: a new model run is queued when they changed. Answers that run's id to send.
 */
export async function runCalibrateJob(
  db: Kysely<Database>,
  runId: string,
  context: JobHandlerContext,
): Promise<string | undefined> {
  let buildingId: string | undefined;
  try {
    if (!(await startRun(db, runId))) return undefined;
    const run = await db
      .selectFrom('model_runs')
      .select(['site_id', 'building_id'])
      .where('id', '=', runId)
      .executeTakeFirstOrThrow();
    buildingId = run.building_id;
    const readings = await db
      .selectFrom('interval_readings')
      .innerJoin('meters', 'meters.id', 'interval_readings.meter_id')
      .innerJoin('spatial_nodes', (join) =>
        join
          .onRef('spatial_nodes.site_id', '=', 'meters.site_id')
          .onRef('spatial_nodes.path', '=', 'meters.node_path'),
      )
      .select(['interval_readings.start_at', 'interval_readings.kwh'])
      .where('spatial_nodes.building_id', '=', run.building_id)
      .where('meters.fuel', '=', 'ELECTRICITY')
      .orderBy('interval_readings.start_at')
      .execute();
    if (readings.length === 0) throw new Error('The building has no stored readings.');
    const first = readings[0]!.start_at.getTime();
    const last = readings.at(-1)!.start_at.getTime();
    const input = {
      readings: readings.map((r) => ({
        wallMs: parseToUkWallClock(r.start_at.toISOString()),
        kwh: r.kwh,
      })),
      temperatures: await siteTemperatures(db, run.site_id, first - 24 * HOUR, last + 24 * HOUR),
      baseline: {
        start: parseToUkWallClock(new Date(first).toISOString()),
        end: parseToUkWallClock(new Date(last + HOUR).toISOString()),
      },
    };
    const result = calibrate(input);
    // The validate screen's observed and predicted days (analysis §2.5), predicted by the engine.
    const validation = validationSeries(input.readings, input.temperatures, result.model);
    // Queued before this run completes, so a site never looks finished between the two.
    const modelRun = await remodelOnMeters(db, run.building_id);
    await completeRun(
      db,
      runId,
      { calibration: result, validation, readings: readings.length, engineVersion: ENGINE_VERSION },
      `readings:${readings.length}:${first}:${last}`,
    );
    return modelRun;
  } catch (error) {
    if (!context.lastAttempt) throw error;
    // A gas-only building has no electricity to calibrate, but its gas still calibrates its model.
    const modelRun = buildingId ? await remodelOnMeters(db, buildingId) : undefined;
    await failRun(db, runId, error instanceof Error ? error.message : String(error));
    return modelRun;
  }
}

/**
 * Stores a building's metered months (meteredBillsOf) and, when they changed, queues the model
 * run that calibrates the building on them. Answers the run's id to send.
 */
async function remodelOnMeters(
  db: Kysely<Database>,
  buildingId: string,
): Promise<string | undefined> {
  const bills = await meteredBillsOf(db, buildingId);
  return db.transaction().execute(async (trx) => {
    const building = await trx
      .selectFrom('buildings')
      .select(['site_id', 'metered_bills'])
      .where('id', '=', buildingId)
      .executeTakeFirstOrThrow();
    if (JSON.stringify(building.metered_bills ?? null) === JSON.stringify(bills)) return undefined;
    await trx
      .updateTable('buildings')
      .set({ metered_bills: bills ? JSON.stringify(bills) : null })
      .where('id', '=', buildingId)
      .execute();
    return queueModelRun(trx, { siteId: building.site_id, buildingId });
  });
}
