/** The catalogue filled in for one building: current values and defaults, in the contract's shape. */
import type { BuildingFacts } from '../building/facts';
import { SPACE_TYPES, SPACE_TYPE_KEYS } from '../building/spaceTypes';
import { resolveModelInputs } from '../model/modelInputs';
import { prepareBuilding } from '../model/prepareBuilding';
import {
  BUILDING_TARGET_PATH,
  FLOOR_AREA_PERCENTAGE_PREFIX,
  PARAMETER_DEFINITIONS,
  PARAMETER_GROUPS,
  parameterRange,
  type BuildingParameterType,
  type BuildingParameterValue,
} from './catalogue';
import { factsForModel, floorAreaPercentages } from './overrides';

/** The contract's BuildingParameter. */
interface BuildingParameterView {
  id: string;
  name: string;
  type: BuildingParameterType;
  targetPath: string;
  value: BuildingParameterValue;
  defaultValue: BuildingParameterValue;
  unit: string | null;
  optional: boolean;
  possibleValuesKey?: string | null;
  possibleValuesText?: string | null;
  /** The range a NUMBER must lie in for this building (checked by the form and the engine). */
  min?: number | null;
  max?: number | null;
}

/** The contract's ParameterGroup. */
export interface ParameterGroupView {
  categoryName: string;
  description: string;
  order: number;
  parameters: BuildingParameterView[];
}

const round = (v: BuildingParameterValue): BuildingParameterValue =>
  typeof v === 'number' ? Math.round(v * 1000) / 1000 : v;

/** Area shares (%) of the room breakdown, one decimal, totalling 100; null without a breakdown. */
function breakdownShares(facts: BuildingFacts): Record<string, number> | null {
  const area: Record<string, number> = {};
  let total = 0;
  for (const f of facts.spatialStructure ?? [])
    for (const key of SPACE_TYPE_KEYS) {
      const a = (f.spaces[key] ?? 0) * SPACE_TYPES[key].typicalAreaM2;
      if (a > 0) {
        area[key] = (area[key] ?? 0) + a;
        total += a;
      }
    }
  if (!(total > 0)) return null;
  // Largest remainder in tenths of a percent, so the shares shown total exactly 100 (the rule of
  // analysis §5 holds for the defaults too: three equal rooms are 33.4 + 33.3 + 33.3, not 99.9).
  const tenths = Object.entries(area).map(([k, a]) => {
    const exact = (a / total) * 1000;
    return { k, whole: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let missing = 1000 - tenths.reduce((sum, t) => sum + t.whole, 0);
  for (const t of [...tenths].sort((a, b) => b.rest - a.rest)) {
    if (missing <= 0) break;
    t.whole += 1;
    missing -= 1;
  }
  return Object.fromEntries(tenths.map((t) => [t.k, t.whole / 10]));
}

/**
 * The building-parameter groups of a building, ordered, with the values in use (overrides and
 * schedules applied) and the defaults (without them). Throws EnergyModelInputError on bad facts.
 */
export function buildingParameters(
  facts: BuildingFacts,
  targetPath: string = BUILDING_TARGET_PATH,
): ParameterGroupView[] {
  const p = prepareBuilding(facts);
  const plain = { ...facts, parameters: undefined, schedules: undefined };
  const defaults = resolveModelInputs(factsForModel(plain), p.type);
  const givenShares = floorAreaPercentages(facts);
  const defaultShares = breakdownShares(facts);
  return PARAMETER_GROUPS.map((g) => ({
    ...g,
    parameters: PARAMETER_DEFINITIONS.filter(
      (d) =>
        d.group === g.categoryName &&
        (d.domestic === undefined || d.domestic === p.inputs.domestic) &&
        (d.buildingTypes === undefined || d.buildingTypes.includes(p.type.key)),
    ).map((d): BuildingParameterView => {
      const space = d.id.startsWith(FLOOR_AREA_PERCENTAGE_PREFIX)
        ? d.id.slice(FLOOR_AREA_PERCENTAGE_PREFIX.length)
        : null;
      const defaultValue = space ? (defaultShares?.[space] ?? null) : round(d.read(defaults));
      const value = space
        ? givenShares
          ? ((givenShares as Record<string, number>)[space] ?? null)
          : defaultValue
        : round(d.read(p.inputs));
      return {
        id: d.id,
        name: d.name,
        type: d.type,
        targetPath,
        value,
        defaultValue,
        unit: d.unit,
        optional: d.optional,
        ...(d.type === 'NUMBER'
          ? {
              min: parameterRange(d, p.inputs).min ?? null,
              max: parameterRange(d, p.inputs).max ?? null,
            }
          : {}),
        ...(d.type === 'ENUM'
          ? { possibleValuesKey: d.keys!.join(','), possibleValuesText: d.labels!.join(',') }
          : {}),
      };
    }),
  }));
}
