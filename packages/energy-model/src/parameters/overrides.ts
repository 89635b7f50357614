/**
 * Building-parameter overrides and schedules applied to the model inputs. Overrides arrive as the
 * contract's ParameterUpdate (target path → parameter id → value; null removes an override) in
 * `facts.parameters`; errors come back keyed by id, then target path (the contract's
 * ParameterUpdateResponse). Schedules act first, explicit parameters win over them.
 */
import type { BuildingFacts } from '../building/facts';
import { SPACE_TYPE_KEYS, type FloorSpaces, type SpaceType } from '../building/spaceTypes';
import { EnergyModelInputError } from '../errors';
import type { ModelInputs } from '../model/modelInputs';
import { scheduleEffects } from '../schedules/schedules';
import {
  FLOOR_AREA_PERCENTAGES,
  FLOOR_AREA_PERCENTAGE_PREFIX,
  parameterDefinition,
  parameterRange,
  typicalSpaceAreaM2,
  type BuildingParameterValue,
} from './catalogue';

/** Errors keyed by parameter id, then target path. */
export type ParameterErrors = Record<string, Record<string, string>>;

/** The spec's message when the floor area percentages do not total 100 (analysis §5). */
export const FLOOR_AREA_TOTAL_MESSAGE = 'The total must equal 100%';
/**
 * The total must be exactly 100 (analysis §5); the tolerance only absorbs binary floating point
 * (85.7 + 14.3), as the web's check (packages/domain validateFloorAreaPercentages) does.
 */
const TOTAL_TOLERANCE = 1e-9;

function checkValue(
  id: string,
  value: BuildingParameterValue,
  domestic: boolean,
  buildingType?: string,
  inputs?: ModelInputs,
): string | null {
  const def = parameterDefinition(id);
  if (!def) return 'unknown parameter';
  if (def.domestic !== undefined && def.domestic !== domestic)
    return domestic ? 'applies only to non-domestic buildings' : 'applies only to dwellings';
  if (buildingType && def.buildingTypes && !def.buildingTypes.includes(buildingType))
    return `applies only to ${def.buildingTypes.map((t) => t.toLowerCase().replace(/_/g, ' ')).join(', ')}s`;
  if (value === null) return null;
  switch (def.type) {
    case 'NUMBER': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
      const { min, max } = parameterRange(def, inputs);
      if ((min !== undefined && value < min) || (max !== undefined && value > max))
        return `must be ${min} to ${max}${def.unit ? ` ${def.unit}` : ''}`;
      return null;
    }
    case 'ENUM':
      return typeof value === 'string' && def.keys?.includes(value)
        ? null
        : `must be one of ${def.keys?.join(', ')}`;
    case 'BOOLEAN':
      return typeof value === 'boolean' ? null : 'must be true or false';
    default:
      return typeof value === 'string' ? null : 'must be text';
  }
}

/**
 * Every problem of the overrides (empty when all can be applied). With the building's resolved
 * inputs, a range that depends on the building (heating efficiency by heating fuel) is its own.
 */
export function validateParameterOverrides(
  facts: Pick<BuildingFacts, 'parameters'> & { buildingType?: string },
  domestic: boolean,
  inputs?: ModelInputs,
): ParameterErrors {
  const errors: ParameterErrors = {};
  const add = (id: string, path: string, message: string) => {
    (errors[id] ??= {})[path] = message;
  };
  const overrides = facts.parameters ?? {};
  if (typeof overrides !== 'object' || Array.isArray(overrides)) {
    add('parameters', '', 'must map target paths to parameter values');
    return errors;
  }
  for (const [path, values] of Object.entries(overrides)) {
    let total = 0;
    let given = 0;
    for (const [id, value] of Object.entries(values ?? {})) {
      const problem = checkValue(id, value, domestic, facts.buildingType, inputs);
      if (problem) add(id, path, problem);
      if (id.startsWith(FLOOR_AREA_PERCENTAGE_PREFIX) && typeof value === 'number') {
        total += value;
        given++;
      }
    }
    if (given > 0 && Math.abs(total - 100) > TOTAL_TOLERANCE)
      add(FLOOR_AREA_PERCENTAGES, path, FLOOR_AREA_TOTAL_MESSAGE);
  }
  return errors;
}

/** Floor-area shares (%) by space type given in the overrides, or null. */
export function floorAreaPercentages(
  facts: BuildingFacts,
): Partial<Record<SpaceType, number>> | null {
  let out: Partial<Record<SpaceType, number>> | null = null;
  for (const values of Object.values(facts.parameters ?? {})) {
    for (const [id, value] of Object.entries(values ?? {})) {
      if (!id.startsWith(FLOOR_AREA_PERCENTAGE_PREFIX) || typeof value !== 'number') continue;
      const key = id.slice(FLOOR_AREA_PERCENTAGE_PREFIX.length) as SpaceType;
      if (SPACE_TYPE_KEYS.includes(key)) (out ??= {})[key] = value;
    }
  }
  return out;
}

/**
 * The facts the archetype resolution sees: floor area percentages become a room breakdown (the
 * share of the floor area divided by each type's typical room size), so the activity mix follows.
 */
export function factsForModel(facts: BuildingFacts): BuildingFacts {
  const shares = floorAreaPercentages(facts);
  if (!shares) return facts;
  const spaces: FloorSpaces['spaces'] = {};
  for (const [key, pct] of Object.entries(shares) as [SpaceType, number][])
    if (pct > 0) spaces[key] = ((pct / 100) * facts.floorArea) / typicalSpaceAreaM2(key);
  return { ...facts, spatialStructure: [{ floor: 'All floors', spaces }] };
}

/**
 * Schedules, then parameter overrides, applied to resolved inputs. Throws EnergyModelInputError
 * (field `parameters.<path>.<id>`) on the first invalid override.
 */
export function applyBuildingOverrides(inputs: ModelInputs, facts: BuildingFacts): ModelInputs {
  let out = inputs;
  if (facts.schedules?.length) {
    const e = scheduleEffects(facts.schedules);
    out = {
      ...out,
      ...(e.heatingSetpointC !== null ? { heatingSetpointC: e.heatingSetpointC } : {}),
      ...(e.heatingHoursFraction !== null ? { heatingHoursFraction: e.heatingHoursFraction } : {}),
      ...(e.occupiedHoursPerWeek !== null ? { occupiedHoursPerWeek: e.occupiedHoursPerWeek } : {}),
    };
  }
  if (!facts.parameters) return out;
  const errors = validateParameterOverrides(facts, inputs.domestic, inputs);
  for (const [id, byPath] of Object.entries(errors))
    for (const [path, message] of Object.entries(byPath))
      throw new EnergyModelInputError(`parameters.${path}.${id}`, message);
  for (const values of Object.values(facts.parameters)) {
    for (const [id, value] of Object.entries(values ?? {})) {
      if (value === null) continue;
      const def = parameterDefinition(id);
      if (def?.write) out = def.write(out, value);
    }
  }
  return out;
}
