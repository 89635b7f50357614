/** Resolving a selection of measures (with parameters) and applying them together to a building. */
import { EnergyModelInputError, requireFinite } from '../errors';
import type { ModelInputs } from '../model/modelInputs';
import { measureById } from './catalogue';
import { midCost } from './costBasis';
import type { Measure, MeasureParams, ParameterValue } from './measureTypes';
import { MEASURE_CATALOGUE } from './catalogue';

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
}

/** Checks ids, applicability, exclusions and parameter types; fills in defaults. */
export function resolveSelection(
  inputs: ModelInputs,
  selection: readonly MeasureSelection[],
  field = 'selectedScenarios',
): ResolvedMeasure[] {
  const ids = new Set<string>();
  const out: ResolvedMeasure[] = [];
  selection.forEach((sel, k) => {
    const m = measureById(sel.id);
    if (!m) throw new EnergyModelInputError(`${field}[${k}]`, `unknown measure "${sel.id}"`);
    if (ids.has(m.id))
      throw new EnergyModelInputError(`${field}[${k}]`, `"${m.id}" is selected twice`);
    if (!m.applicable(inputs))
      throw new EnergyModelInputError(
        `${field}[${k}]`,
        `"${m.id}" does not apply to this building`,
      );
    for (const other of m.mutuallyExclusiveWith) {
      if (ids.has(other))
        throw new EnergyModelInputError(
          `${field}[${k}]`,
          `"${m.id}" cannot be combined with "${other}"`,
        );
    }
    ids.add(m.id);
    const params: Record<string, ParameterValue> = {};
    for (const p of m.parameters) {
      const given = sel.parameters?.[p.property];
      const f = `${field}[${k}].parameters.${p.property}`;
      if (given === undefined || given === null || given === '') {
        params[p.property] = p.defaultValue(inputs);
        continue;
      }
      if (p.type === 'NUMBER')
        params[p.property] = requireFinite(f, given, p.min ?? -Infinity, p.max ?? Infinity);
      else if (p.type === 'BOOLEAN') {
        if (typeof given !== 'boolean') throw new EnergyModelInputError(f, 'must be true or false');
        params[p.property] = given;
      } else if (p.type === 'ENUM') {
        if (typeof given !== 'string' || !p.possibleValues?.includes(given))
          throw new EnergyModelInputError(f, `must be one of ${p.possibleValues?.join(', ')}`);
        params[p.property] = given;
      } else params[p.property] = String(given);
    }
    const entered = sel.capitalCostGbp;
    const c =
      entered === undefined || entered === null
        ? m.cost(inputs, params)
        : {
            lowGbp: requireFinite(`${field}[${k}].capitalCostGbp`, entered, 0, 1e9),
            highGbp: entered,
            source: 'Entered by the user',
          };
    out.push({
      measure: m,
      params,
      costLowGbp: c.lowGbp,
      costHighGbp: c.highGbp,
      costGbp: midCost(c),
      costSource: c.source,
    });
  });
  // Apply in catalogue order so results do not depend on selection order.
  const order = new Map(MEASURE_CATALOGUE.map((m, i) => [m.id, i]));
  return out.sort((a, b) => order.get(a.measure.id)! - order.get(b.measure.id)!);
}

export function applyResolved(
  inputs: ModelInputs,
  resolved: readonly ResolvedMeasure[],
): ModelInputs {
  let cur = inputs;
  for (const r of resolved) cur = r.measure.apply(cur, r.params);
  return cur;
}
