import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { unfinishedRuns } from './registration/modelRuns';
import {
  ENGINE_UPDATE_PRIORITY,
  startEngineUpdate,
  type EngineUpdate,
  type EngineUpdateOptions,
} from './registration/engineUpdate';
import type { BlobStore } from '../adapters/blobs/index';
import type { MeterReadingsSources } from './meter/readings';
import { runCalibrateJob, runIngestJob, type IngestJobData } from './meter/meterJobs';
import { runModelBuildingJob, type ModelJobOptions } from './registration/modelBuildingJob';
import { JOB_NAMES, type JobQueue } from '../platform/queue/queue';

/** Sends the job of a queued model run (after its transaction committed). */
export async function sendModelRun(
  queue: JobQueue,
  runId: string,
  options: { priority?: number } = {},
): Promise<void> {
  await queue.send(JOB_NAMES.modelBuilding, { runId }, runId, options);
}

/**
 * On start, after the unfinished runs are sent again: every site whose figures another engine
 * made is modelled again, a few sites at a time, its jobs below new registrations' in priority
 * (registration/engineUpdate.ts).
 */
export function updateEngineResults(
  db: Kysely<Database>,
  queue: JobQueue,
  options: EngineUpdateOptions = {},
): EngineUpdate {
  return startEngineUpdate(
    db,
    (runId) => sendModelRun(queue, runId, { priority: ENGINE_UPDATE_PRIORITY }),
    options,
  );
}

/** Sends the job of a queued calibration run. */
export async function sendCalibration(queue: JobQueue, runId: string): Promise<void> {
  await queue.send(JOB_NAMES.calibrate, { runId }, runId);
}

/** Sends an ingest job (its DATA_INGESTION event is opened by queueMeterIngest). */
export async function sendIngest(queue: JobQueue, data: IngestJobData): Promise<void> {
  await queue.send(JOB_NAMES.ingestMeterData, { ...data }, data.eventId);
}

/**
 * Sends again the job of every run still QUEUED or RUNNING: a crash between a registration's
 * commit and its send, or a lost pg-boss row, is healed on start. The job id is the run id, so a
 * job that still exists is not duplicated.
 */
export async function resendUnfinishedRuns(db: Kysely<Database>, queue: JobQueue): Promise<number> {
  const runs = await unfinishedRuns(db);
  for (const run of runs) {
    await (run.kind === 'MODEL' ? sendModelRun(queue, run.id) : sendCalibration(queue, run.id));
  }
  return runs.length;
}

/** Starts the workers of every job in this process (in-process default, or `npm run worker`). */
export async function startWorkers(
  db: Kysely<Database>,
  queue: JobQueue,
  options: ModelJobOptions & { sources: MeterReadingsSources; blobs: BlobStore },
): Promise<void> {
  await queue.work(JOB_NAMES.modelBuilding, async (data, context) => {
    const runId = String(data.runId ?? '');
    await runModelBuildingJob(db, runId, context, options);
  });
  await queue.work(JOB_NAMES.ingestMeterData, async (data, context) => {
    const runId = await runIngestJob(db, data as unknown as IngestJobData, context, options);
    if (runId) await sendCalibration(queue, runId);
  });
  await queue.work(JOB_NAMES.calibrate, async (data, context) => {
    const modelRunId = await runCalibrateJob(db, String(data.runId ?? ''), context);
    if (modelRunId) await sendModelRun(queue, modelRunId);
  });
}
