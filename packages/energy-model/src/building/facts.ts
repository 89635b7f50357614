/**
 * What registration collects about a building, and its validation. Field names follow the
 * registration payload of the shell spec §3 where one exists.
 */
import { EnergyModelInputError, requireFinite } from '../errors';
import { buildingTypeInfo, type BuildingTypeInfo, type BuildingTypeKey } from './buildingTypes';
import {
  BILL_PERIODS,
  BILL_VALUE_TYPES,
  COOLING_SYSTEMS,
  EPC_RATINGS,
  HEATING_FUELS,
  type BillPeriod,
  type BillValueType,
  type CoolingSystem,
  type EpcRating,
  type HeatingFuel,
} from './enums';
import { SPACE_TYPE_KEYS, type FloorSpaces } from './spaceTypes';
import {
  MAX_FLOORS,
  MAX_FLOOR_AREA_M2,
  MIN_DWELLING_FLOOR_AREA_M2,
  MIN_STOREY_AREA_M2,
} from './factLimits';
import type { SpaceSchedules } from '../schedules/schedules';

/** One bill: an annual or monthly figure in kWh or £; monthly bills may give all 12 months. */
export interface EnergyBill {
  period: BillPeriod;
  /** 1–12, required when period is MONTHLY and `monthlyValues` is absent. */
  month?: number;
  valueType: BillValueType;
  value?: number;
  /** Twelve monthly values (Jan–Dec), null for unknown months. */
  monthlyValues?: readonly (number | null)[];
  /** Unit rate, pence per kWh. */
  unitRate?: number;
  /** Standing charge ("day rate"), pence per day. */
  dayRate?: number;
}

export interface BuildingFacts {
  buildingType: BuildingTypeKey | string;
  /** Gross internal floor area, m². */
  floorArea: number;
  noFloors: number;
  /** Outline ring as [lon, lat] pairs. */
  coordinates?: readonly (readonly [number, number])[];
  yearOfConstruction?: number;
  heatingFuel?: HeatingFuel | 'None';
  coolingSystem?: CoolingSystem;
  epcRating?: EpcRating;
  spatialStructure?: readonly FloorSpaces[];
  location?: { lat: number; lon: number };
  bills?: { electricity?: EnergyBill; gas?: EnergyBill };
  /** Weekly occupied hours, if known (used by TM46 occupancy adjustment and the model). */
  occupiedHoursPerWeek?: number;
  /**
   * Building-parameter overrides, keyed by target path then parameter id (the contract's
   * ParameterUpdate; catalogue in src/parameters). Checked and applied by prepareBuilding.
   */
  parameters?: Readonly<Record<string, Readonly<Record<string, string | number | boolean | null>>>>;
  /** Schedules of the building's spaces (src/schedules): heating hours, set-points, gains. */
  schedules?: readonly SpaceSchedules[];
}

/** Default year when none is given (shell spec §9: building defaults year 2010). */
export const DEFAULT_YEAR_OF_CONSTRUCTION = 2010;

function oneOf<T extends string>(
  field: string,
  value: unknown,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    throw new EnergyModelInputError(field, `must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

function validateBill(field: string, bill: EnergyBill | undefined): void {
  if (!bill) return;
  oneOf(`${field}.period`, bill.period, BILL_PERIODS);
  oneOf(`${field}.valueType`, bill.valueType, BILL_VALUE_TYPES);
  if (bill.unitRate !== undefined) requireFinite(`${field}.unitRate`, bill.unitRate, 0, 1000);
  if (bill.dayRate !== undefined) requireFinite(`${field}.dayRate`, bill.dayRate, 0, 10000);
  if (bill.monthlyValues) {
    if (bill.monthlyValues.length !== 12)
      throw new EnergyModelInputError(`${field}.monthlyValues`, 'must hold 12 months');
    bill.monthlyValues.forEach(
      (v, i) => v !== null && requireFinite(`${field}.monthlyValues[${i}]`, v, 0, 1e9),
    );
    return;
  }
  requireFinite(`${field}.value`, bill.value, 0, 1e10);
  if (bill.period === 'MONTHLY') requireFinite(`${field}.month`, bill.month, 1, 12);
  if (bill.valueType === 'ENERGY_COST' && !(bill.unitRate! > 0)) {
    throw new EnergyModelInputError(
      `${field}.unitRate`,
      'a positive unit rate is needed to turn a cost into kWh',
    );
  }
}

export { MIN_STOREY_AREA_M2 } from './factLimits';

/**
 * Whether a point lies in the United Kingdom, approximately: the box from the Scilly Isles to
 * Shetland, less the Republic of Ireland west of the Irish Sea outside Northern Ireland.
 */
export function isInUnitedKingdom(lat: number, lon: number): boolean {
  if (lat < 49.8 || lat > 60.95 || lon < -8.75 || lon > 1.8) return false;
  const westOfIrishSea = lon < -5.45 && lat >= 50.3 && lat < 55.4;
  const northernIreland = lat >= 54.0 && lon >= -8.2;
  return !(westOfIrishSea && !northernIreland);
}

/** Validates facts and returns the building type; throws EnergyModelInputError naming the field. */
export function validateBuildingFacts(facts: BuildingFacts): BuildingTypeInfo {
  if (!facts || typeof facts !== 'object' || Array.isArray(facts))
    throw new EnergyModelInputError(
      'building',
      'must be one building: an object of facts, not a list or a value',
    );
  const type = buildingTypeInfo(facts.buildingType);
  if (!type)
    throw new EnergyModelInputError(
      'buildingType',
      facts.buildingType === undefined
        ? 'is required'
        : `unknown building type "${String(facts.buildingType)}"`,
    );
  const minArea = type.domestic ? MIN_DWELLING_FLOOR_AREA_M2 : MIN_STOREY_AREA_M2;
  if (typeof facts.floorArea === 'number' && facts.floorArea < minArea)
    throw new EnergyModelInputError(
      'floorArea',
      `${facts.floorArea} m² is too small for a ${type.label.toLowerCase()}: at least ${minArea} m²`,
    );
  requireFinite('floorArea', facts.floorArea, 1, MAX_FLOOR_AREA_M2);
  requireFinite('noFloors', facts.noFloors, 1, MAX_FLOORS);
  if (!Number.isInteger(facts.noFloors))
    throw new EnergyModelInputError('noFloors', 'must be a whole number');
  if (facts.floorArea / facts.noFloors < MIN_STOREY_AREA_M2)
    throw new EnergyModelInputError(
      'noFloors',
      `${facts.noFloors} floors on ${facts.floorArea} m² leaves ${(facts.floorArea / facts.noFloors).toFixed(1)} m² per floor: at least ${MIN_STOREY_AREA_M2} m² per floor`,
    );
  if (facts.yearOfConstruction !== undefined) {
    const thisYear = new Date().getUTCFullYear();
    requireFinite('yearOfConstruction', facts.yearOfConstruction, 1000, Infinity);
    if (facts.yearOfConstruction > thisYear)
      throw new EnergyModelInputError(
        'yearOfConstruction',
        `${facts.yearOfConstruction} is in the future: at most ${thisYear}`,
      );
  }
  if (facts.heatingFuel !== 'None') oneOf('heatingFuel', facts.heatingFuel, HEATING_FUELS);
  oneOf('coolingSystem', facts.coolingSystem, COOLING_SYSTEMS);
  oneOf('epcRating', facts.epcRating, EPC_RATINGS);
  if (facts.location) {
    requireFinite('location.lat', facts.location.lat, -90, 90);
    requireFinite('location.lon', facts.location.lon, -180, 180);
    if (!isInUnitedKingdom(facts.location.lat, facts.location.lon))
      throw new EnergyModelInputError(
        'location',
        'must be in the United Kingdom (the engine uses UK climate and housing-stock data)',
      );
  }
  if (facts.coordinates) {
    facts.coordinates.forEach((p, i) => {
      requireFinite(`coordinates[${i}][0]`, p?.[0], -180, 180);
      requireFinite(`coordinates[${i}][1]`, p?.[1], -90, 90);
    });
    const n = facts.coordinates.length;
    if (n > 0) {
      const lon = facts.coordinates.reduce((s, p) => s + p[0], 0) / n;
      const lat = facts.coordinates.reduce((s, p) => s + p[1], 0) / n;
      if (!isInUnitedKingdom(lat, lon))
        throw new EnergyModelInputError(
          'coordinates',
          'the outline must be in the United Kingdom (the engine uses UK climate and housing-stock data)',
        );
    }
  }
  if (facts.occupiedHoursPerWeek !== undefined)
    requireFinite('occupiedHoursPerWeek', facts.occupiedHoursPerWeek, 1, 168);
  facts.spatialStructure?.forEach((f, i) => {
    for (const [k, v] of Object.entries(f.spaces ?? {})) {
      if (!SPACE_TYPE_KEYS.includes(k as never))
        throw new EnergyModelInputError(`spatialStructure[${i}].spaces.${k}`, 'unknown space type');
      requireFinite(`spatialStructure[${i}].spaces.${k}`, v, 0, 100_000);
    }
  });
  validateBill('bills.electricity', facts.bills?.electricity);
  validateBill('bills.gas', facts.bills?.gas);
  return type;
}
