import type { Kysely, Selectable } from 'kysely';
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
  const buildings = await db
    .selectFrom('buildings')
    .selectAll()
    .where('site_id', '=', siteId)
    .$if(buildingId !== undefined, (query) => query.where('id', '=', buildingId ?? ''))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (buildingId !== undefined && buildings.length === 0) {
    throw analysisNotFound(`No building '${buildingId}' in this site.`);
  }
  const ids = buildings.map((b) => b.id);
  if (ids.length === 0) return { site, buildings: [] };
  const latest = await db
    .selectFrom('model_runs')
    .select(['building_id', 'status'])
    .distinctOn('building_id')
    .where('building_id', 'in', ids)
    .where('kind', '=', 'MODEL')
    .orderBy('building_id')
    .orderBy('created_at', 'desc')
    .execute();
  const complete = await db
    .selectFrom('model_runs')
    .select(['building_id', 'results'])
    .distinctOn('building_id')
    .where('building_id', 'in', ids)
    .where('kind', '=', 'MODEL')
    .where('status', '=', 'COMPLETE')
    .orderBy('building_id')
    .orderBy('created_at', 'desc')
    .execute();
  const statusOf = new Map(latest.map((run) => [run.building_id, run.status]));
  const resultsOf = new Map(complete.map((run) => [run.building_id, run.results]));
  return {
    site,
    buildings: buildings.map((building) => {
      const status = statusOf.get(building.id);
      return {
        building,
        results: (resultsOf.get(building.id) ?? null) as ModelResults | null,
        running:
          status === 'QUEUED' || status === 'RUNNING'
            ? 'TRUE'
            : status === 'FAILED'
              ? 'ERROR'
              : 'FALSE',
      };
    }),
  };
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
