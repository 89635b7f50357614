import type { Kysely, Selectable } from 'kysely';
import { deepFreeze } from '../db/readCache';
import type { BuildingsTable, Database, SitesTable } from '../db/schema';
import { analysisNotFound } from './analysisErrors';
import type { ModelResults } from './modelResults';

/**
 * energyModelRunning of analysis §3/§4.5: 'TRUE' while the building's latest model run is queued
 * or running, 'ERROR' when it failed, 'FALSE' otherwise.
 */
export type ModelRunningState = 'TRUE' | 'ERROR' | 'FALSE';

export interface AnalysedBuilding {
  building: Selectable<BuildingsTable>;
  /** Stored engine results of the latest COMPLETE model run; null before the first one ends. */
  results: ModelResults | null;
  /** The id of that run (its results never change), null before the first one ends. */
  runId: string | null;
  running: ModelRunningState;
}

export interface AnalysedSite {
  site: Selectable<SitesTable>;
  buildings: AnalysedBuilding[];
}

/**
 * A site and its buildings (or the one asked for) with the stored results of each one's latest
 * complete model run and the state of its latest run. The caller's right to see the site is
 * checked before (contract routes).
 */
export async function analysedSite(
  db: Kysely<Database>,
  siteId: string,
  buildingId?: string,
): Promise<AnalysedSite> {
  const site = await db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirst();
  if (!site) throw analysisNotFound('No site with this id is visible to you.');
  const rows = await db
    .selectFrom('buildings')
    .selectAll('buildings')
    // One round trip: each building with the state of its latest model run and the id of its
    // latest complete one (issue 14, throughput).
    .select((eb) => [
      eb
        .selectFrom('model_runs')
        .select('model_runs.status')
        .whereRef('model_runs.building_id', '=', 'buildings.id')
        .where('model_runs.kind', '=', 'MODEL')
        .orderBy('model_runs.created_at', 'desc')
        .limit(1)
        .as('latest_status'),
      eb
        .selectFrom('model_runs')
        .select('model_runs.id')
        .whereRef('model_runs.building_id', '=', 'buildings.id')
        .where('model_runs.kind', '=', 'MODEL')
        .where('model_runs.status', '=', 'COMPLETE')
        .orderBy('model_runs.created_at', 'desc')
        .limit(1)
        .as('complete_run_id'),
    ])
    .where('buildings.site_id', '=', siteId)
    .$if(buildingId !== undefined, (query) => query.where('buildings.id', '=', buildingId ?? ''))
    .orderBy('buildings.created_at')
    .orderBy('buildings.id')
    .execute();
  if (buildingId !== undefined && rows.length === 0) {
    throw analysisNotFound(`No building '${buildingId}' in this site.`);
  }
  const results = await runResults(
    db,
    rows.flatMap((row) => (row.complete_run_id ? [row.complete_run_id] : [])),
  );
  return {
    site,
    buildings: rows.map(({ latest_status: status, complete_run_id: runId, ...building }) => ({
      building,
      results: (runId ? results.get(runId) : undefined) ?? null,
      runId: runId && results.has(runId) ? runId : null,
      running:
        status === 'QUEUED' || status === 'RUNNING'
          ? 'TRUE'
          : status === 'FAILED'
            ? 'ERROR'
            : 'FALSE',
    })),
  };
}

/**
 * Stored results of complete model runs, by run id. A run's results never change once it is
 * complete, so they are kept in memory by run id (every replica reads the same for the same id)
 * and read from the database only once per replica (issue 14, throughput). Shared: never change
 * them.
 */
const resultsByDatabase = new WeakMap<Kysely<Database>, Map<string, ModelResults>>();
/** Runs whose results are kept (designed; a few hundred kB each at most). */
const RESULTS_CACHE_SIZE = 200;

async function runResults(
  db: Kysely<Database>,
  runIds: readonly string[],
): Promise<Map<string, ModelResults>> {
  let resultsByRun = resultsByDatabase.get(db);
  if (!resultsByRun) {
    resultsByRun = new Map();
    resultsByDatabase.set(db, resultsByRun);
  }
  const found = new Map<string, ModelResults>();
  const missing: string[] = [];
  for (const id of runIds) {
    const known = resultsByRun.get(id);
    if (known) found.set(id, known);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const rows = await db
    .selectFrom('model_runs')
    .select(['id', 'results'])
    .where('id', 'in', missing)
    .where('status', '=', 'COMPLETE')
    .execute();
  for (const row of rows) {
    if (!row.results) continue;
    const results = deepFreeze(row.results) as unknown as ModelResults;
    if (resultsByRun.size >= RESULTS_CACHE_SIZE) resultsByRun.clear();
    resultsByRun.set(row.id, results);
    found.set(row.id, results);
  }
  return found;
}

/** The site's running state: TRUE if any building is being modelled, else ERROR if any failed. */
export function siteRunningState(buildings: readonly AnalysedBuilding[]): ModelRunningState {
  if (buildings.some((b) => b.running === 'TRUE')) return 'TRUE';
  if (buildings.some((b) => b.running === 'ERROR')) return 'ERROR';
  return 'FALSE';
}

/**
 * The building a spatial path belongs to (analysis §7.1 paths: a building's path is its id,
 * floors and spaces lie under it in the spatial tree).
 */
export async function buildingOfPath(
  db: Kysely<Database>,
  siteId: string,
  path: string,
): Promise<string> {
  const node = await db
    .selectFrom('spatial_nodes')
    .select('building_id')
    .where('site_id', '=', siteId)
    .where('path', '=', path)
    .executeTakeFirst();
  if (node) return node.building_id;
  const building = await db
    .selectFrom('buildings')
    .select('id')
    .where('site_id', '=', siteId)
    .where('id', '=', path.split('/')[0] ?? '')
    .executeTakeFirst();
  if (!building) throw analysisNotFound(`No building at '${path}' in this site.`);
  return building.id;
}
