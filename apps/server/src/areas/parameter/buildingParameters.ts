import type { Kysely, Selectable } from 'kysely';
import {
  FLOOR_AREA_PERCENTAGES,
  FLOOR_AREA_PERCENTAGE_PREFIX,
  buildingParameters,
  prepareBuilding,
  validateParameterOverrides,
  type ParameterGroupView,
} from '@wattwise/energy-model';
import type { BuildingsTable, Database, ParameterOverridesRow } from '../../db/schema';
import { buildingOfPath } from '../diagnose/analysisBuildings';
import { analysisNotFound, badAnalysisRequest } from '../../platform/errors/analysisErrors';
import { buildingFactsOf } from '../registration/buildingFacts';
import { queueModelRun } from '../registration/modelRuns';

type BuildingRow = Selectable<BuildingsTable>;
type ParameterValue = string | number | boolean | null;
/** Errors keyed by parameter id, then target path (analysis §7.4). */
export type ParameterErrors = Record<string, Record<string, string>>;

/**
 * Adds an error as own properties only: ids and paths come from the request, and a key such as
 * 'constructor' must not reach an inherited object.
 */
function addError(errors: ParameterErrors, id: string, path: string, message: string) {
  if (!Object.hasOwn(errors, id))
    Object.defineProperty(errors, id, { value: {}, enumerable: true, writable: true });
  Object.defineProperty(errors[id], path, { value: message, enumerable: true, writable: true });
}

async function buildingRow(db: Kysely<Database>, siteId: string, path: string) {
  const id = await buildingOfPath(db, siteId, path);
  return db.selectFrom('buildings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * The building-parameter groups of the building at a path (analysis §7.4): the engine's catalogue
 * with the values in use (stored overrides applied) and the defaults. The target path of every
 * parameter is the building's id, which is where overrides are saved.
 */
export async function parametersOf(
  db: Kysely<Database>,
  siteId: string,
  path: string,
): Promise<ParameterGroupView[]> {
  const row = await buildingRow(db, siteId, path);
  return buildingParameters(buildingFactsOf(row), row.id);
}

/** The stored overrides with the changes applied; null removes an override. */
function merged(
  stored: ParameterOverridesRow | null,
  targetPath: string,
  changes: Record<string, ParameterValue>,
): ParameterOverridesRow {
  const values: Record<string, ParameterValue> = { ...(stored?.[targetPath] ?? {}) };
  for (const [id, value] of Object.entries(changes)) {
    if (value === null) delete values[id];
    else values[id] = value;
  }
  const out: ParameterOverridesRow = { ...(stored ?? {}), [targetPath]: values };
  if (Object.keys(values).length === 0) delete out[targetPath];
  return out;
}

/**
 * The screen sends only the shares the user changed, but 'Floor Area Percentages' must total 100
 * as the whole group shows it (analysis §2.8, §5): when a change touches a share, the group's
 * other shares in use (the defaults of the room breakdown, or the ones saved before) join it, so
 * the engine checks and models the same total the screen checked.
 */
function withWholeShareGroup(
  changes: Record<string, ParameterValue>,
  groups: ParameterGroupView[],
): Record<string, ParameterValue> {
  if (!Object.keys(changes).some((id) => id.startsWith(FLOOR_AREA_PERCENTAGE_PREFIX)))
    return changes;
  const shares = groups.find((group) => group.categoryName === FLOOR_AREA_PERCENTAGES);
  const whole: Record<string, ParameterValue> = {};
  for (const share of shares?.parameters ?? [])
    if (typeof share.value === 'number' && share.value > 0) whole[share.id] = share.value;
  return { ...whole, ...changes };
}

/**
 * Saves parameter changes keyed by target path (a building of the site), all or nothing: every
 * problem comes back keyed by id and target path (the engine's rules, e.g. 'The total must equal
 * 100%' for the floor area percentages) and nothing is stored; otherwise the overrides are stored
 * and a model run of each changed building is queued (energyModelRunning is TRUE until it ends).
 * Returns the errors and the runs to send once the transaction has committed.
 */
export async function saveParameters(
  db: Kysely<Database>,
  siteId: string,
  changes: Record<string, Record<string, ParameterValue>>,
): Promise<{ errors: ParameterErrors; runIds: string[] }> {
  const errors: ParameterErrors = {};
  const updates: { row: BuildingRow; parameters: ParameterOverridesRow }[] = [];
  for (const [targetPath, values] of Object.entries(changes)) {
    const row = await db
      .selectFrom('buildings')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('id', '=', targetPath)
      .executeTakeFirst();
    if (!row) {
      for (const id of Object.keys(values)) addError(errors, id, targetPath, 'unknown building');
      continue;
    }
    const facts = buildingFactsOf(row);
    const groups = buildingParameters(facts, row.id);
    // Only the building's own parameters reach the engine's rules (its catalogue, by type).
    const known = new Set(groups.flatMap((group) => group.parameters.map((p) => p.id)));
    const unknown = Object.keys(values).filter((id) => !known.has(id));
    for (const id of unknown) addError(errors, id, targetPath, 'unknown parameter');
    if (unknown.length > 0) continue;
    const parameters = merged(row.parameters, targetPath, withWholeShareGroup(values, groups));
    // The building's own ranges (heating efficiency by its heating fuel), as the form shows them.
    const { inputs } = prepareBuilding(facts);
    const problems = validateParameterOverrides({ parameters }, inputs.domestic, inputs);
    for (const [id, byPath] of Object.entries(problems))
      for (const [path, message] of Object.entries(byPath)) addError(errors, id, path, message);
    updates.push({ row, parameters });
  }
  if (Object.keys(errors).length > 0) return { errors, runIds: [] };
  const runIds = await db.transaction().execute(async (trx) => {
    const ids: string[] = [];
    for (const { row, parameters } of updates) {
      await trx
        .updateTable('buildings')
        .set({ parameters: JSON.stringify(parameters) })
        .where('id', '=', row.id)
        .execute();
      ids.push(await queueModelRun(trx, { siteId, buildingId: row.id }));
    }
    return ids;
  });
  return { errors, runIds };
}

/**
 * Removes an optional parameter's override from the building at a path (analysis §7.4) and
 * queues a model run; required parameters cannot be deleted (400).
 */
export async function deleteParameter(
  db: Kysely<Database>,
  siteId: string,
  parameterId: string,
  path: string,
): Promise<string[]> {
  const row = await buildingRow(db, siteId, path);
  const definition = buildingParameters(buildingFactsOf(row), row.id)
    .flatMap((group) => group.parameters)
    .find((parameter) => parameter.id === parameterId);
  if (!definition) throw analysisNotFound(`No parameter '${parameterId}' on this building.`);
  if (!definition.optional)
    throw badAnalysisRequest(`'${definition.name}' is required and cannot be deleted.`);
  const parameters = merged(row.parameters, row.id, { [parameterId]: null });
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('buildings')
      .set({ parameters: Object.keys(parameters).length ? JSON.stringify(parameters) : null })
      .where('id', '=', row.id)
      .execute();
    return [await queueModelRun(trx, { siteId, buildingId: row.id })];
  });
}
