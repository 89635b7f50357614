import { sql, type Kysely } from 'kysely';
import { measureById, type ParameterValue } from '@wattwise/energy-model';
import { parameterMessages, requiredParameter, validateScenarioEdit } from '@wattwise/domain';
import type { Database } from '../../db/schema';
import {
  analysisForbidden,
  analysisNotFound,
  badAnalysisRequest,
} from '../../platform/errors/analysisErrors';

/** The property of the capital cost override in the edit form and its save body (analysis §2.3 'Update Cost'). */
export const CAPITAL_COST_PROPERTY = 'capitalCost';
export const CAPITAL_COST_LABEL = 'Capital cost';

export interface ScenarioStateRow {
  scenario_id: string;
  hidden: boolean;
  completed: boolean;
  deleted: boolean;
  parameters: Record<string, ParameterValue>;
  capital_cost: number | null;
  /** In the user's selection (analysis §4.1 'previously selected'). */
  selected: boolean;
}

/** A user's state of every scenario of a building, by scenario id. */
export async function scenarioStates(
  db: Kysely<Database>,
  accountId: string,
  buildingId: string,
): Promise<Map<string, ScenarioStateRow>> {
  const rows = await db
    .selectFrom('scenario_states')
    .select([
      'scenario_id',
      'hidden',
      'completed',
      'deleted',
      'parameters',
      'capital_cost',
      'selected',
    ])
    .where('account_id', '=', accountId)
    .where('building_id', '=', buildingId)
    .execute();
  return new Map(rows.map((row) => [row.scenario_id, row]));
}

/** Hidden, completed and deleted scenarios leave the list for good (analysis §4.1, §2.3). */
export const isGone = (state: ScenarioStateRow | undefined) =>
  Boolean(state && (state.hidden || state.completed || state.deleted));

/**
 * Demo sites cannot be changed (analysis §6, shell §6), with the spec's text. Seeing a site that
 * is not a demo already means owning it (contract routes check that first).
 */
export async function refuseDemoSite(db: Kysely<Database>, siteId: string): Promise<void> {
  const site = await db
    .selectFrom('sites')
    .select('demo')
    .where('id', '=', siteId)
    .executeTakeFirst();
  if (!site) throw analysisNotFound('No site with this id is visible to you.');
  if (site.demo) throw analysisForbidden(parameterMessages.demoReadOnly);
}

type Mark = 'hidden' | 'completed' | 'deleted';

/** Hide, complete or delete a scenario for the user, permanently (analysis §4.1, §2.3). */
export async function markScenario(
  db: Kysely<Database>,
  key: { accountId: string; siteId: string; buildingId: string; scenarioId: string },
  mark: Mark,
): Promise<void> {
  await db
    .insertInto('scenario_states')
    .values({
      account_id: key.accountId,
      site_id: key.siteId,
      building_id: key.buildingId,
      scenario_id: key.scenarioId,
      [mark]: true,
    })
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'building_id', 'scenario_id'])
        .doUpdateSet({ [mark]: true, updated_at: sql<Date>`now()` }),
    )
    .execute();
}

interface EditError {
  property: string;
  message: string;
}

/**
 * Checks a scenario edit against the measure's parameter definitions (types, ranges, listed
 * ENUM keys, required fields with the domain's 'Please fill in the required field: {label}')
 * and returns the values to store. The capital cost override is a number of pounds, 0 or more.
 */
export function checkScenarioEdit(
  scenarioId: string,
  body: Record<string, unknown>,
): { parameters: Record<string, ParameterValue>; capitalCost: number | null | undefined } {
  const measure = measureById(scenarioId);
  if (!measure) throw analysisNotFound(`No scenario '${scenarioId}'.`);
  const errors: EditError[] = [];
  const parameters: Record<string, ParameterValue> = {};
  let capitalCost: number | null | undefined;
  for (const [property, value] of Object.entries(body)) {
    if (property === 'id') continue;
    if (property === CAPITAL_COST_PROPERTY) {
      if (value === null || value === '') capitalCost = null;
      else if (typeof value === 'number' && Number.isFinite(value) && value >= 0)
        capitalCost = value;
      else
        errors.push({
          property,
          message: `${CAPITAL_COST_LABEL} must be a number of pounds, 0 or more.`,
        });
      continue;
    }
    const definition = measure.parameters.find((p) => p.property === property);
    if (!definition) {
      errors.push({ property, message: `'${property}' is not a parameter of '${measure.title}'.` });
      continue;
    }
    const required = validateScenarioEdit([
      {
        property,
        label: definition.label,
        type: definition.type,
        value,
        optional: definition.optional,
      },
    ]);
    if (!required.ok) {
      errors.push({ property, message: requiredParameter(definition.label) });
      continue;
    }
    if (value === null || value === '') continue;
    if (definition.type === 'NUMBER') {
      const n = typeof value === 'number' ? value : Number.NaN;
      const min = definition.min ?? -Infinity;
      const max = definition.max ?? Infinity;
      if (!Number.isFinite(n) || n < min || n > max)
        errors.push({
          property,
          message: `${definition.label} must be a number${Number.isFinite(min) ? ` from ${min}` : ''}${Number.isFinite(max) ? ` to ${max}` : ''}.`,
        });
      else parameters[property] = n;
    } else if (definition.type === 'BOOLEAN') {
      if (typeof value !== 'boolean')
        errors.push({ property, message: `${definition.label} must be true or false.` });
      else parameters[property] = value;
    } else if (definition.type === 'ENUM') {
      if (typeof value !== 'string' || !definition.possibleValues?.includes(value))
        errors.push({ property, message: parameterMessages.enumNotListed });
      else parameters[property] = value;
    } else parameters[property] = String(value);
  }
  if (errors.length > 0) {
    throw badAnalysisRequest(errors.map((e) => e.message).join(' '), { errors });
  }
  return { parameters, capitalCost };
}

/** Stores an edit: the parameters merge into the saved ones; the cost override is replaced when given. */
export async function saveScenarioEdit(
  db: Kysely<Database>,
  key: { accountId: string; siteId: string; buildingId: string; scenarioId: string },
  edit: { parameters: Record<string, ParameterValue>; capitalCost: number | null | undefined },
): Promise<void> {
  const saved = (await scenarioStates(db, key.accountId, key.buildingId)).get(key.scenarioId);
  const parameters = JSON.stringify({ ...(saved?.parameters ?? {}), ...edit.parameters });
  const capitalCost =
    edit.capitalCost === undefined ? (saved?.capital_cost ?? null) : edit.capitalCost;
  await db
    .insertInto('scenario_states')
    .values({
      account_id: key.accountId,
      site_id: key.siteId,
      building_id: key.buildingId,
      scenario_id: key.scenarioId,
      parameters,
      capital_cost: capitalCost,
    })
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'building_id', 'scenario_id'])
        .doUpdateSet({ parameters, capital_cost: capitalCost, updated_at: sql<Date>`now()` }),
    )
    .execute();
}
