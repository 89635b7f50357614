import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { estateFiguresOf } from './runEstateFigures';
import { buildingFactsOf } from './buildingFacts';
import { moveEvent, openEvent } from './events';
import { siteLights, type LightFigures } from '@wattwise/energy-model';
import { ENGINE_VERSION, inputHash } from './modelResults';

/**
 * Records a QUEUED model run with its ENERGY_MODEL event (OPEN), inside the caller's
 * transaction; the job is sent after commit (platform/queue/queue.ts) and again on start for any run
 * still QUEUED, so a crash between commit and send loses nothing.
 */
export async function queueModelRun(
  db: Kysely<Database>,
  run: { siteId: string; buildingId: string; kind?: 'MODEL' | 'CALIBRATION' },
): Promise<string> {
  const building = await db
    .selectFrom('buildings')
    .selectAll()
    .where('id', '=', run.buildingId)
    .executeTakeFirstOrThrow();
  const kind = run.kind ?? 'MODEL';
  const eventId = await openEvent(db, {
    siteId: run.siteId,
    path: run.buildingId,
    type: kind === 'MODEL' ? 'ENERGY_MODEL' : 'AUTOML_GENERATION',
  });
  const id = randomUUID();
  await db
    .insertInto('model_runs')
    .values({
      id,
      site_id: run.siteId,
      building_id: run.buildingId,
      kind,
      status: 'QUEUED',
      input_hash: inputHash(buildingFactsOf(building)),
      engine_version: ENGINE_VERSION,
      results: null,
      error: null,
      event_id: eventId,
      started_at: null,
      finished_at: null,
    })
    .execute();
  return id;
}

/** Marks a run RUNNING (and its event); returns false when it is already finished. */
export async function startRun(db: Kysely<Database>, runId: string): Promise<boolean> {
  const run = await db
    .updateTable('model_runs')
    .set({ status: 'RUNNING', started_at: sql<Date>`now()` })
    .where('id', '=', runId)
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .returning(['event_id'])
    .executeTakeFirst();
  if (!run) return false;
  await moveEvent(db, run.event_id, 'RUNNING');
  return true;
}

/**
 * The estate page's small row of a run (runEstateFigures.ts), taken now, while the results
 * are in memory, so the estate of 1,000 sites never reads 1,000 runs' results. Results the
 * estate's reader refuses are left for it to leave out, as it does.
 */
async function storeEstateFigures(
  db: Kysely<Database>,
  runId: string,
  siteId: string,
  results: Record<string, unknown>,
) {
  let figures;
  try {
    figures = estateFiguresOf(results, ENGINE_VERSION);
  } catch {
    return;
  }
  await db
    .insertInto('estate_figures')
    .values({ run_id: runId, site_id: siteId, figures: JSON.stringify(figures) })
    .onConflict((conflict) =>
      conflict.column('run_id').doUpdateSet({ figures: JSON.stringify(figures) }),
    )
    .execute();
}

/** Stores the results, refreshes the site's lights and completes the event, in one transaction. */
export async function completeRun(
  db: Kysely<Database>,
  runId: string,
  results: Record<string, unknown>,
  hash: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const run = await trx
      .updateTable('model_runs')
      .set({
        status: 'COMPLETE',
        results: JSON.stringify(results),
        input_hash: hash,
        engine_version: ENGINE_VERSION,
        error: null,
        finished_at: sql<Date>`now()`,
      })
      .where('id', '=', runId)
      .returning(['site_id', 'event_id', 'kind'])
      .executeTakeFirstOrThrow();
    if (run.kind === 'MODEL') {
      await refreshSiteSummary(trx, run.site_id);
      await storeEstateFigures(trx, runId, run.site_id, results);
    }
    await moveEvent(trx, run.event_id, 'COMPLETE');
  });
}

/** Marks a run FAILED with the error text (after its last retry). */
export async function failRun(db: Kysely<Database>, runId: string, error: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const run = await trx
      .updateTable('model_runs')
      .set({ status: 'FAILED', error, finished_at: sql<Date>`now()` })
      .where('id', '=', runId)
      .returning(['event_id'])
      .executeTakeFirst();
    await moveEvent(trx, run?.event_id ?? null, 'FAILED', error);
  });
}

/** The latest COMPLETE model run of each building of a site. */
export async function latestModelRuns(db: Kysely<Database>, siteId: string) {
  const rows = await db
    .selectFrom('model_runs')
    .select(['id', 'building_id', 'results', 'finished_at', 'engine_version'])
    .where('site_id', '=', siteId)
    .where('kind', '=', 'MODEL')
    .where('status', '=', 'COMPLETE')
    .orderBy('finished_at', 'desc')
    .execute();
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.building_id)) latest.set(row.building_id, row);
  return [...latest.values()];
}

/** Copies the lights of the site's stored engine results into its summary (one source). */
export async function refreshSiteSummary(db: Kysely<Database>, siteId: string): Promise<void> {
  const runs = await latestModelRuns(db, siteId);
  const lights = siteLights(
    runs.map((run) => (run.results?.lightFigures as LightFigures | null | undefined) ?? null),
  );
  await db
    .updateTable('sites')
    .set({
      summary: sql`summary || ${JSON.stringify({ ...lights, modelRunIds: runs.map((r) => r.id) })}::jsonb`,
    })
    .where('id', '=', siteId)
    .execute();
}

/**
 * The API's energyModelRunning (analysis spec): 'TRUE' while a run of the site is queued or
 * running, 'ERROR' when its latest run failed, else 'FALSE'.
 */
export async function energyModelRunning(
  db: Kysely<Database>,
  siteId: string,
): Promise<'TRUE' | 'FALSE' | 'ERROR'> {
  const latest = await db
    .selectFrom('model_runs')
    .select(['status'])
    .where('site_id', '=', siteId)
    .where('kind', '=', 'MODEL')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const busy = await db
    .selectFrom('model_runs')
    .select('id')
    .where('site_id', '=', siteId)
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .limit(1)
    .executeTakeFirst();
  if (busy) return 'TRUE';
  return latest?.status === 'FAILED' ? 'ERROR' : 'FALSE';
}

/** Runs that still wait for a job (sent again on start: a crash between commit and send). */
export async function unfinishedRuns(db: Kysely<Database>) {
  return db
    .selectFrom('model_runs')
    .select(['id', 'kind'])
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .execute();
}
