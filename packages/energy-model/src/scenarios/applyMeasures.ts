/** Resolving a selection of measures (with parameters) and applying them together to a building. */
import { EnergyModelInputError, requireFinite } from '../errors';
import type { ModelInputs } from '../model/modelInputs';
import type { PreparedBuilding } from '../model/prepareBuilding';
import { MEASURE_CATALOGUE, measureById } from './catalogue';
import { midCost } from './costBasis';
import { measureContext, type MeasureContext } from './measureContext';
import type { Measure, MeasureParams, ParameterValue } from './measureTypes';
import { offerOf } from './offers';

export interface MeasureSelection {
  id: string;
  /** Parameter values by property; missing ones take the building's defaults. */
  parameters?: Readonly<Record<string, ParameterValue>>;
  /**
   * Capital cost entered by the user (the 'Update Cost' action, or the cost a 'Set ROI' implies,
   * see costForPayback), £; replaces the catalogue's cost estimate.
   */
  capitalCostGbp?: number;
}

export interface ResolvedMeasure {
  measure: Measure;
  params: MeasureParams;
  costLowGbp: number;
  costHighGbp: number;
  costGbp: number;
  costSource: string;
  /** Year of the source's prices (today's year for a cost the user entered). */
  costPriceYear: number;
}

function paramsOf(
  m: Measure,
  given: MeasureSelection['parameters'],
  inputs: ModelInputs,
  ctx: MeasureContext,
  field: string,
): Record<string, ParameterValue> {
  const params: Record<string, ParameterValue> = {};
  for (const p of m.parameters) {
    const value = given?.[p.property];
    const f = `${field}.parameters.${p.property}`;
    if (value === undefined || value === null || value === '') {
      params[p.property] = p.defaultValue(inputs, ctx);
      continue;
    }
    if (p.type === 'NUMBER')
      params[p.property] = requireFinite(f, value, p.min ?? -Infinity, p.max ?? Infinity);
    else if (p.type === 'BOOLEAN') {
      if (typeof value !== 'boolean') throw new EnergyModelInputError(f, 'must be true or false');
      params[p.property] = value;
    } else if (p.type === 'ENUM') {
      if (typeof value !== 'string' || !p.possibleValues?.includes(value))
        throw new EnergyModelInputError(f, `must be one of ${p.possibleValues?.join(', ')}`);
      params[p.property] = value;
    } else params[p.property] = String(value);
  }
  return params;
}

/** Checks ids, applicability, exclusions and parameter types; fills in defaults. */
export function resolveSelection(
  p: PreparedBuilding,
  selection: readonly MeasureSelection[],
  field = 'selectedScenarios',
): ResolvedMeasure[] {
  const inputs = p.inputs;
  const ctx = measureContext(p);
  const ids = new Set<string>();
  const out: ResolvedMeasure[] = [];
  selection.forEach((sel, k) => {
    const m = measureById(sel.id);
    if (!m) throw new EnergyModelInputError(`${field}[${k}]`, `unknown measure "${sel.id}"`);
    if (ids.has(m.id))
      throw new EnergyModelInputError(`${field}[${k}]`, `"${m.id}" is selected twice`);
    const offer = offerOf(m, inputs, ctx);
    if (!offer.offered)
      throw new EnergyModelInputError(
        `${field}[${k}]`,
        `"${m.id}" does not apply to this building: ${offer.reason}`,
      );
    for (const other of m.mutuallyExclusiveWith) {
      if (ids.has(other))
        throw new EnergyModelInputError(
          `${field}[${k}]`,
          `"${m.id}" cannot be combined with "${other}"`,
        );
    }
    ids.add(m.id);
    const params = paramsOf(m, sel.parameters, inputs, ctx, `${field}[${k}]`);
    const entered = sel.capitalCostGbp;
    const c =
      entered === undefined || entered === null
        ? m.cost(inputs, params, ctx)
        : {
            lowGbp: requireFinite(`${field}[${k}].capitalCostGbp`, entered, 0, 1e9),
            highGbp: entered,
            source: 'Entered by the user',
            priceYear: new Date().getUTCFullYear(),
          };
    out.push({
      measure: m,
      params,
      costLowGbp: c.lowGbp,
      costHighGbp: c.highGbp,
      costGbp: midCost(c),
      costSource: c.source,
      costPriceYear: c.priceYear,
    });
  });
  return sortByCatalogue(out);
}

const ORDER = new Map(MEASURE_CATALOGUE.map((m, i) => [m.id, i]));
/** Catalogue order, so results do not depend on the order of a selection. */
export function sortByCatalogue<T extends { measure: Measure }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => ORDER.get(a.measure.id)! - ORDER.get(b.measure.id)!);
}

export function applyResolved(
  inputs: ModelInputs,
  resolved: readonly ResolvedMeasure[],
  ctx: MeasureContext,
): ModelInputs {
  let cur = inputs;
  for (const r of resolved) cur = r.measure.apply(cur, r.params, ctx);
  return cur;
}

/**
 * The building as the selected measures need it: each conditional measure's element in the state
 * where the measure applies (MeasureCondition.settle), so the saving is the saving where it
 * applies. Unchanged when no measure is conditional or every state is already settled.
 */
export function conditionedBase(
  inputs: ModelInputs,
  resolved: readonly ResolvedMeasure[],
  ctx: MeasureContext,
): ModelInputs {
  let cur = inputs;
  for (const r of resolved) if (r.measure.condition) cur = r.measure.condition.settle(cur, ctx);
  return cur;
}
