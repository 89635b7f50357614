import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { buildingFactsOf } from './buildingFacts';
import { inputHash } from './modelResults';
import { modelBuildingInThread } from './modelThreads';
import { completeRun, failRun, startRun } from './modelRuns';
import type { JobHandlerContext } from '../../platform/queue/queue';

/** Pause inside every job, for crash tests and demos (JOB_PAUSE_MS; 0 in production). */
export interface ModelJobOptions {
  pauseMs?: number;
  log?: (message: string) => void;
}

/**
 * Job "model building": the engine's estimate, diagnose per scheme, scenarios and EPC targets of
 * one building, stored in its model run with the input hash and engine version; the site's lights
 * follow; the ENERGY_MODEL event moves RUNNING → COMPLETE, or FAILED with the error text after
 * the last retry. Running it twice is harmless (a finished run is left alone).
 */
export async function runModelBuildingJob(
  db: Kysely<Database>,
  runId: string,
  context: JobHandlerContext,
  options: ModelJobOptions = {},
): Promise<void> {
  try {
    if (!(await startRun(db, runId))) return;
    options.log?.(`model-building job ${runId} started`);
    if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    const run = await db
      .selectFrom('model_runs')
      .innerJoin('buildings', 'buildings.id', 'model_runs.building_id')
      .selectAll('buildings')
      .where('model_runs.id', '=', runId)
      .executeTakeFirstOrThrow();
    const facts = buildingFactsOf(run);
    const results = await modelBuildingInThread(facts);
    await completeRun(db, runId, results as unknown as Record<string, unknown>, inputHash(facts));
    options.log?.(`model-building job ${runId} complete`);
  } catch (error) {
    if (!context.lastAttempt) throw error;
    await failRun(db, runId, error instanceof Error ? error.message : String(error));
  }
}
