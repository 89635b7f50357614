import type { Kysely, Selectable } from 'kysely';
import { compiledOnce } from '../../db/compiledOnce';
import { deepFreeze } from '../../db/readCache';
import type { BuildingsTable, Database, SitesTable } from '../../db/schema';
import { analysisNotFound } from '../../platform/errors/analysisErrors';
import type { ModelResults } from '../registration/modelResults';
import { readModelResults, type ReadResults } from '../registration/storedResults';

/**
 * energyModelRunning of analysis §3/§4.5: 'TRUE' while the building's latest model run is queued
 * or running, or while its figures were made by an earlier engine and wait to be made again;
 * 'ERROR' when it failed, 'FALSE' otherwise.
 */
export type ModelRunningState = 'TRUE' | 'ERROR' | 'FALSE';

export interface AnalysedBuilding {
  building: Selectable<BuildingsTable>;
  /** Stored engine results of the latest COMPLETE model run; null before the first one ends. */
  results: ModelResults | null;
  /** The id of that run (its results never change), null before the first one ends. */
  runId: string | null;
  /** The results were made by the engine this server runs (false: shown while being updated). */
  current: boolean;
  running: ModelRunningState;
}

export interface AnalysedSite {
  site: Selectable<SitesTable>;
  buildings: AnalysedBuilding[];
}

/**
 * A site with each of its buildings (or the one asked for), the state of each building's latest
 * model run and the id of its latest complete one, in ONE round trip (issue 14, throughput: on a
 * loaded PostgreSQL every round trip waits for a backend to be scheduled). One row per building;
 * a site without buildings gives one row whose building columns are null. The site's columns
 * are prefixed `site__` (buildings have a `site_id` of their own).
 */
function siteWithBuildings(db: Kysely<Database>, siteId: string, buildingId: string | null) {
  return db
    .selectFrom('sites')
    .leftJoin('buildings', (join) => {
      const ofSite = join.onRef('buildings.site_id', '=', 'sites.id');
      return buildingId === null ? ofSite : ofSite.on('buildings.id', '=', buildingId);
    })
    .select([
      'sites.id as site__id',
      'sites.name as site__name',
      'sites.product as site__product',
      'sites.paid as site__paid',
      'sites.building_type as site__building_type',
      'sites.created_at as site__created_at',
      'sites.demo as site__demo',
      'sites.sandbox as site__sandbox',
      'sites.summary as site__summary',
      'sites.last_metering_at as site__last_metering_at',
      'sites.logo_blob as site__logo_blob',
      'sites.weather_region as site__weather_region',
    ])
    .selectAll('buildings')
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
    .where('sites.id', '=', siteId)
    .orderBy('buildings.created_at')
    .orderBy('buildings.id');
}

const siteRows = compiledOnce((db: Kysely<Database>, siteId: string) =>
  siteWithBuildings(db, siteId, null),
);
const siteRowsOfBuilding = compiledOnce(
  (db: Kysely<Database>, siteId: string, buildingId: string) =>
    siteWithBuildings(db, siteId, buildingId),
);

type SiteWithBuildingRow = Awaited<ReturnType<typeof siteRows>>[number];

function siteOf(row: SiteWithBuildingRow): Selectable<SitesTable> {
  return {
    id: row.site__id,
    name: row.site__name,
    product: row.site__product,
    paid: row.site__paid,
    building_type: row.site__building_type,
    created_at: row.site__created_at,
    demo: row.site__demo,
    sandbox: row.site__sandbox,
    summary: row.site__summary,
    last_metering_at: row.site__last_metering_at,
    logo_blob: row.site__logo_blob,
    weather_region: row.site__weather_region,
  };
}

function buildingOf(row: SiteWithBuildingRow): Selectable<BuildingsTable> | undefined {
  const {
    site__id: _id,
    site__name: _name,
    site__product: _product,
    site__paid: _paid,
    site__building_type: _buildingType,
    site__created_at: _createdAt,
    site__demo: _demo,
    site__sandbox: _sandbox,
    site__summary: _summary,
    site__last_metering_at: _lastMeteringAt,
    site__logo_blob: _logoBlob,
    site__weather_region: _weatherRegion,
    latest_status: _status,
    complete_run_id: _runId,
    ...building
  } = row;
  // The left join's building columns are all null for a site without (that) building.
  return building.id === null ? undefined : (building as Selectable<BuildingsTable>);
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
  const joined =
    buildingId === undefined
      ? await siteRows(db, siteId)
      : await siteRowsOfBuilding(db, siteId, buildingId);
  const first = joined[0];
  if (!first) throw analysisNotFound('No site with this id is visible to you.');
  const rows = joined.flatMap((row) => {
    const building = buildingOf(row);
    return building ? [{ building, status: row.latest_status, runId: row.complete_run_id }] : [];
  });
  if (buildingId !== undefined && rows.length === 0) {
    throw analysisNotFound(`No building '${buildingId}' in this site.`);
  }
  const results = await runResults(
    db,
    rows.flatMap((row) => (row.runId ? [row.runId] : [])),
  );
  return {
    site: siteOf(first),
    buildings: rows.map(({ building, status, runId }) => {
      const read = runId ? results.get(runId) : undefined;
      const current = read?.current ?? true;
      return {
        building,
        results: read?.results ?? null,
        runId: runId && read ? runId : null,
        current,
        running:
          status === 'QUEUED' || status === 'RUNNING'
            ? 'TRUE'
            : status === 'FAILED'
              ? 'ERROR'
              : current
                ? 'FALSE'
                : 'TRUE',
      };
    }),
  };
}

/**
 * Stored results of complete model runs, by run id, read with the engine's readers and checked
 * for the engine version that made them (registration/storedResults.ts). A run's results never
 * change once it is complete, so they are kept in memory by run id (every replica reads the same
 * for the same id) and read from the database only once per replica (issue 14, throughput).
 * Results that cannot be read count as none. Shared: never change them.
 */
const resultsByDatabase = new WeakMap<Kysely<Database>, Map<string, ReadResults>>();
/** Runs whose results are kept (designed; a few hundred kB each at most). */
const RESULTS_CACHE_SIZE = 200;

async function runResults(
  db: Kysely<Database>,
  runIds: readonly string[],
): Promise<Map<string, ReadResults>> {
  let resultsByRun = resultsByDatabase.get(db);
  if (!resultsByRun) {
    resultsByRun = new Map();
    resultsByDatabase.set(db, resultsByRun);
  }
  const found = new Map<string, ReadResults>();
  const missing: string[] = [];
  for (const id of runIds) {
    const known = resultsByRun.get(id);
    if (known) found.set(id, known);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const rows = await db
    .selectFrom('model_runs')
    .select(['id', 'results', 'engine_version'])
    .where('id', 'in', missing)
    .where('status', '=', 'COMPLETE')
    .execute();
  for (const row of rows) {
    if (!row.results) continue;
    let results: ReadResults;
    try {
      results = deepFreeze(readModelResults(row.results, row.engine_version));
    } catch {
      continue;
    }
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
