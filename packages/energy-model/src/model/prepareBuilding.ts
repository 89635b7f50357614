/**
 * Everything the engine derives from a building's facts before estimating: validated type,
 * resolved model inputs, prices, the uncertainty spread of each parameter group given what is
 * known, and the multipliers after fitting to an entered EPC rating and to bills.
 */
import type { BuildingTypeInfo } from '../building/buildingTypes';
import { validateBuildingFacts, type BuildingFacts } from '../building/facts';
import { DEFAULT_FUEL_PRICES } from '../building/fuels';
import { calibrateToBills, type BillCalibration } from './billCalibration';
import { fitFabricToEnteredRating, type EnteredRatingFit } from './enteredRatingFit';
import {
  NEUTRAL_MULTIPLIERS,
  resolveModelInputs,
  type ModelInputs,
  type ModelMultipliers,
} from './modelInputs';
import type { FuelPrices } from './summariseRun';
import { applyBuildingOverrides, factsForModel } from '../parameters/overrides';

/** Relative spread (±, one "standard" step) of each uncertain parameter group. */
export interface ParameterSpreads {
  heatLoss: number;
  infiltration: number;
  efficiency: number;
  activity: number;
  hotWater: number;
  geometry: number;
  /** Kelvin. */
  externalTempOffsetK: number;
}

export interface PreparedBuilding {
  facts: BuildingFacts;
  type: BuildingTypeInfo;
  inputs: ModelInputs;
  /** Multipliers for operation (after bill calibration). */
  multipliers: ModelMultipliers;
  /** Multipliers for asset ratings (fabric fitted to an entered EPC, no operational calibration). */
  ratingMultipliers: ModelMultipliers;
  prices: FuelPrices;
  spreads: ParameterSpreads;
  calibration: BillCalibration | null;
  enteredRatingFit: EnteredRatingFit | null;
  /** Share of the registration facts supplied, 0–1 (the spec's informationCompletePercentage / 100). */
  informationComplete: number;
}

/**
 * Spreads are assumptions: they say how far an archetype default may sit from the real building
 * and shrink as each fact arrives (year, outline, location, room breakdown, fuel, EPC, bills).
 */
export function parameterSpreads(
  facts: BuildingFacts,
  calibratedFuels: readonly string[],
  enteredRating: boolean,
): ParameterSpreads {
  const billsOn = (f: string): boolean => calibratedFuels.includes(f);
  const anyBill = calibratedFuels.length > 0;
  return {
    heatLoss: anyBill
      ? 0.08
      : enteredRating
        ? 0.12
        : facts.yearOfConstruction !== undefined
          ? 0.22
          : 0.35,
    infiltration: anyBill ? 0.1 : facts.yearOfConstruction !== undefined ? 0.3 : 0.4,
    efficiency: facts.heatingFuel !== undefined && facts.heatingFuel !== 'None' ? 0.1 : 0.18,
    activity: billsOn('electricity') ? 0.06 : facts.spatialStructure?.length ? 0.2 : 0.35,
    hotWater: anyBill ? 0.15 : 0.3,
    geometry: facts.coordinates && facts.coordinates.length >= 3 ? 0.08 : 0.2,
    externalTempOffsetK: facts.location || facts.coordinates ? 0.5 : 1.0,
  };
}

function completeness(facts: BuildingFacts): number {
  const known = [
    facts.yearOfConstruction !== undefined,
    facts.heatingFuel !== undefined && facts.heatingFuel !== 'None',
    facts.coolingSystem !== undefined,
    facts.epcRating !== undefined,
    Boolean(facts.coordinates && facts.coordinates.length >= 3),
    Boolean(facts.location || facts.coordinates),
    Boolean(facts.spatialStructure?.length),
    Boolean(facts.bills?.electricity),
    Boolean(facts.bills?.gas) ||
      (facts.heatingFuel !== undefined && facts.heatingFuel !== 'NATURAL_GAS'),
  ];
  return (2 + known.filter(Boolean).length) / (2 + known.length);
}

export function prepareBuilding(facts: BuildingFacts): PreparedBuilding {
  const type = validateBuildingFacts(facts);
  // Hook (additive): parameter overrides and schedules (src/parameters, src/schedules).
  const inputs = applyBuildingOverrides(resolveModelInputs(factsForModel(facts), type), facts);
  const prices: FuelPrices = { ...DEFAULT_FUEL_PRICES };
  const e = facts.bills?.electricity;
  const g = facts.bills?.gas;
  if (e?.unitRate !== undefined && e.unitRate > 0)
    prices.electricity = {
      unitRate: e.unitRate,
      standingCharge: e.dayRate ?? prices.electricity.standingCharge,
    };
  if (g?.unitRate !== undefined && g.unitRate > 0)
    prices.gas = { unitRate: g.unitRate, standingCharge: g.dayRate ?? prices.gas.standingCharge };
  const enteredRatingFit = facts.epcRating
    ? fitFabricToEnteredRating(inputs, facts.buildingType, facts.epcRating)
    : null;
  const k = enteredRatingFit?.heatLossMultiplier ?? 1;
  const ratingMultipliers = { ...NEUTRAL_MULTIPLIERS, heatLoss: k, infiltration: k };
  const calibration = facts.bills
    ? calibrateToBills(inputs, ratingMultipliers, facts.bills, prices)
    : null;
  const multipliers = calibration?.multipliers ?? ratingMultipliers;
  return {
    facts,
    type,
    inputs,
    multipliers,
    ratingMultipliers,
    prices,
    spreads: parameterSpreads(
      facts,
      calibration?.fuels.map((f) => f.fuel) ?? [],
      Boolean(enteredRatingFit),
    ),
    calibration,
    enteredRatingFit,
    informationComplete: completeness(facts),
  };
}
