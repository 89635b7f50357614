import type { Kysely } from 'kysely';
import {
  defaultSpaceSchedules,
  EnergyModelInputError,
  prepareBuilding,
  scheduleEffects,
  type Schedule,
} from '@wattwise/energy-model';
import type { Database, SpaceSchedulesRow } from '../../db/schema';
import { buildingOfPath } from '../diagnose/analysisBuildings';
import { analysisNotFound, badAnalysisRequest } from '../../platform/errors/analysisErrors';
import { buildingFactsOf } from '../registration/buildingFacts';
import { queueModelRun } from '../registration/modelRuns';

/** The spaces of the building at a path that have schedules (analysis §7.4): every SPACE node. */
export async function scheduleSpaces(db: Kysely<Database>, siteId: string, path: string) {
  const buildingId = await buildingOfPath(db, siteId, path);
  const rows = await db
    .selectFrom('spatial_nodes')
    .select(['name', 'path', 'type'])
    .where('site_id', '=', siteId)
    .where('building_id', '=', buildingId)
    .where('type', '=', 'SPACE')
    .orderBy('parent_path')
    .orderBy('sort_order')
    .orderBy('path')
    .execute();
  return rows.map((row) => ({ name: row.name, path: row.path, type: row.type }));
}

async function spaceOf(db: Kysely<Database>, siteId: string, path: string) {
  const node = await db
    .selectFrom('spatial_nodes')
    .select(['building_id', 'type'])
    .where('site_id', '=', siteId)
    .where('path', '=', path)
    .executeTakeFirst();
  if (!node || node.type !== 'SPACE') throw analysisNotFound(`No space at '${path}' in this site.`);
  return db
    .selectFrom('buildings')
    .selectAll()
    .where('id', '=', node.building_id)
    .executeTakeFirstOrThrow();
}

/** The engine's schedules as plain (mutable) contract values. */
function copies(schedules: readonly Schedule[]): SpaceSchedulesRow['schedules'] {
  return schedules.map((schedule) => ({
    ...schedule,
    presets: schedule.presets.map((preset) => ({ ...preset })),
    weekdays: schedule.weekdays.map((block) => ({ ...block })),
    weekends: schedule.weekends.map((block) => ({ ...block })),
    holidays: schedule.holidays.map((block) => ({ ...block })),
  }));
}

/**
 * The schedules of a space (analysis §7.4): the saved ones, else the engine's defaults from the
 * building's activity (heating set-point in CELSIUS, occupancy in PERCENT).
 */
export async function schedulesOf(
  db: Kysely<Database>,
  siteId: string,
  path: string,
): Promise<SpaceSchedulesRow['schedules']> {
  const row = await spaceOf(db, siteId, path);
  const saved = row.schedules?.find((space) => space.path === path);
  if (saved) return saved.schedules;
  const facts = { ...buildingFactsOf(row), schedules: undefined };
  const { inputs } = prepareBuilding(facts);
  return copies(
    defaultSpaceSchedules(
      path,
      inputs.domestic,
      inputs.heatingSetpointC,
      inputs.occupiedHoursPerWeek,
    ).schedules,
  );
}

/**
 * Saves the schedules of a space and queues a model run of its building, so the figures follow
 * (the engine turns schedules into heating hours, set-point and occupied hours). A preset index
 * outside the presets is refused with the engine's message (400), and nothing is stored.
 */
export async function saveSchedules(
  db: Kysely<Database>,
  siteId: string,
  path: string,
  schedules: SpaceSchedulesRow['schedules'],
): Promise<string[]> {
  const row = await spaceOf(db, siteId, path);
  const space: SpaceSchedulesRow = { path, schedules };
  try {
    scheduleEffects([space]);
  } catch (error) {
    if (error instanceof EnergyModelInputError) throw badAnalysisRequest(error.message);
    throw error;
  }
  const others = (row.schedules ?? []).filter((saved) => saved.path !== path);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('buildings')
      .set({ schedules: JSON.stringify([...others, space]) })
      .where('id', '=', row.id)
      .execute();
    return [await queueModelRun(trx, { siteId, buildingId: row.id })];
  });
}
