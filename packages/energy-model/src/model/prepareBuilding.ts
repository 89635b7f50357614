/**
 * Everything the engine derives from a building's facts before estimating: validated type,
 * resolved model inputs, prices, the uncertainty spread of each parameter group given what is
 * known, and the multipliers after fitting to an entered EPC rating and to bills.
 */
import type { BuildingTypeInfo } from '../building/buildingTypes';
import {
  DEFAULT_YEAR_OF_CONSTRUCTION,
  validateBuildingFacts,
  type BuildingFacts,
} from '../building/facts';
import { recentShareOfCondensing, stockPriors } from '../building/stock';
import { describeAssumptions, type AssumedCharacteristic } from './assumptions';
import { beliefSpreads, heatingBillEvidence, inferCharacteristics } from './stockInference';
import { DEFAULT_FUEL_PRICES } from '../building/fuels';
import { calibrateToBills, type BillCalibration } from './billCalibration';
import { fitFabricToEnteredRating, type EnteredRatingFit } from './enteredRatingFit';
import { beliefsGivenBand, solarPvForBand } from './enteredBand';
import {
  NEUTRAL_MULTIPLIERS,
  locationOf,
  priorBeliefs,
  resolveModelInputs,
  type CharacteristicBeliefs,
  type ModelInputs,
  type ModelMultipliers,
} from './modelInputs';
import type { FuelPrices } from './summariseRun';
import {
  DEMAND_TEMPERATURE,
  MEASURED_OPERATION,
  demandTemperatureOffsetK,
  epcGapShare,
} from './demandTemperature';
import { runModel } from './runModel';
import { designFabricRatio } from './newBuildRating';
import { householdDensityFactor } from './householdDensity';
import { regionalElectricityFactor } from './regionalElectricity';
import { sapCostGbp } from '../ratings/assetRating';
import { sapEnergyCostFactor, sapRating, sapRatingFromEcf } from '../ratings/sapRating';
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
  /** Kelvin: how warm the home is kept (operation only). */
  demandTempOffsetK: number;
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
  /** Probabilities of the uncertain characteristics (stock priors, or posteriors after bills). */
  beliefs: CharacteristicBeliefs;
  /** 'What we assumed', for the screens. */
  assumptions: AssumedCharacteristic[];
}

/**
 * Spreads are assumptions: they say how far an archetype default may sit from the real building
 * and shrink as each fact arrives (year, outline, location, room breakdown, fuel, EPC, bills).
 */
function parameterSpreads(
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
    demandTempOffsetK: anyBill ? 0.3 : DEMAND_TEMPERATURE.spreadK,
  };
}

/** Adds the stock's spread of fabric and boiler states in quadrature (independent groups). */
function withStockSpread(
  s: ParameterSpreads,
  stock: { heatLoss: number; efficiency: number } | null,
): ParameterSpreads {
  if (!stock) return s;
  return {
    ...s,
    heatLoss: Math.hypot(s.heatLoss, stock.heatLoss),
    efficiency: Math.hypot(s.efficiency, stock.efficiency),
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

export interface PrepareOptions {
  /** Update the stock's priors from the heating-fuel bill (default true; false scales only). */
  inferFromBills?: boolean;
}

/**
 * Multipliers for a building in use: dwellings are heated as English homes are measured to be
 * (demandTemperature.ts MEASURED_OPERATION) unless the user gave a set-point or schedules, and use
 * the share of the modelled space heating that metered homes of their SAP rating use (Few et al.
 * 2023, epcGapShare: the gap persists where homes are heated as modelled); ratings keep `rating`.
 */
function measuredOperation(
  i: ModelInputs,
  rating: ModelMultipliers,
  heatingGiven = false,
): ModelMultipliers {
  if (!i.domestic) return { ...rating, demandTempOffsetK: demandTemperatureOffsetK(i) };
  return {
    ...rating,
    demandTempOffsetK: heatingGiven ? 0 : demandTemperatureOffsetK(i),
    weekendsLikeWeekdays: !heatingGiven && MEASURED_OPERATION.weekendsLikeWeekdays,
    spaceHeatingFactor: heatingShareInUse(i, rating),
  };
}

/** Whether the user gave a building parameter (any target path). */
function parameterGiven(facts: BuildingFacts, id: string): boolean {
  return Object.values(facts.parameters ?? {}).some((v) => v?.[id] !== undefined && v[id] !== null);
}

/** Whether the user told us how the building is heated (a set-point override or schedules). */
function heatingGivenIn(facts: BuildingFacts): boolean {
  if (facts.schedules?.length) return true;
  return Object.values(facts.parameters ?? {}).some(
    (v) => v?.heatingSetpointC !== undefined && v.heatingSetpointC !== null,
  );
}

/**
 * The metered share of the modelled space heating, by the home's SAP rating without its solar PV:
 * the gap lies in how the home's heating is modelled, and PV earns SAP points without changing it
 * (a home rated B for its panels is heated like the C home it otherwise is).
 */
function heatingShareInUse(i: ModelInputs, rating: ModelMultipliers): number {
  const heating = i.pvKwp > 0 ? { ...i, pvKwp: 0 } : i;
  return (
    1 - epcGapShare(sapRating(sapCostGbp(runModel(heating, rating), heating), heating.floorAreaM2))
  );
}

/**
 * The same share on the unrounded rating, for comparing a building before and after measures: a
 * measure that saves a little must not gain a whole SAP point of gap from rounding.
 */
function heatingShareUnrounded(i: ModelInputs, rating: ModelMultipliers): number {
  const ecf = sapEnergyCostFactor(sapCostGbp(runModel(i, rating), i), i.floorAreaM2);
  return 1 - epcGapShare(sapRatingFromEcf(ecf));
}
const shareOfPrepared = new WeakMap<ModelInputs, number>();

/**
 * Operation multipliers of a building after measures.
 *
 * The metered-to-modelled share of space heating follows the SAP rating of `fabric`: the building
 * with its fabric changes only (insulation, glazing, air-tightness). The gap is the model's
 * over-statement of heat loss in poorly rated homes, which persists when homes are heated as the
 * model assumes (Few et al. 2023), so better fabric narrows it (a home lifted from band E to B
 * loses its gap), while a new heating system, PV, lighting or a change in operation, which leave
 * the heat loss as it was, do not move it: PV's better band never feeds back into heating.
 *
 * `electricGainsW`: the lighting and equipment gains of the building before the measures
 * (runModel's electricGainsMonthlyW), so removed electric heat raises heating only by its
 * utilised part (ModelMultipliers.intermittencyElectricGainsW).
 */
export function multipliersAfterMeasures(
  p: PreparedBuilding,
  fabric: ModelInputs,
  electricGainsW?: ArrayLike<number>,
): ModelMultipliers {
  const m = electricGainsW
    ? { ...p.multipliers, intermittencyElectricGainsW: electricGainsW }
    : p.multipliers;
  if (!fabric.domestic || fabric === p.inputs) return m;
  let before = shareOfPrepared.get(p.inputs);
  if (before === undefined) {
    before = heatingShareUnrounded(p.inputs, p.ratingMultipliers);
    shareOfPrepared.set(p.inputs, before);
  }
  const ratio = heatingShareUnrounded(fabric, p.ratingMultipliers) / before;
  return { ...m, spaceHeatingFactor: p.multipliers.spaceHeatingFactor * ratio };
}

export function prepareBuilding(
  facts: BuildingFacts,
  options: PrepareOptions = {},
): PreparedBuilding {
  const type = validateBuildingFacts(facts);
  const year = facts.yearOfConstruction ?? DEFAULT_YEAR_OF_CONSTRUCTION;
  const priors = stockPriors(year);
  const prior = priorBeliefs(priors);
  const heatingGiven = heatingGivenIn(facts);
  // In use a home holds the people homes of its size hold where it is, unless the user said.
  const occupancy =
    type.domestic && !parameterGiven(facts, 'occupants')
      ? householdDensityFactor(locationOf(facts))
      : 1;
  // ...and uses the household electricity homes use where it is (NEED 2026 LA2 by region).
  const householdElectricity =
    type.domestic && !parameterGiven(facts, 'occupants')
      ? regionalElectricityFactor(locationOf(facts))
      : 1;
  const operationFor = (i: ModelInputs): ModelMultipliers => ({
    ...measuredOperation(i, NEUTRAL_MULTIPLIERS, heatingGiven),
    occupancy,
    householdElectricity,
  });
  // Parameter overrides and schedules (src/parameters, src/schedules) apply on top of the stock.
  const inputsFor = (b: CharacteristicBeliefs) =>
    applyBuildingOverrides(resolveModelInputs(factsForModel(facts), type, b), facts);
  let inputs = inputsFor(prior);
  // Bills inform the building: the heating-fuel bill updates the stock's priors (dwellings).
  let beliefs = prior;
  const evidence =
    type.domestic && options.inferFromBills !== false
      ? heatingBillEvidence(inputs, operationFor(inputs), facts.bills)
      : null;
  if (evidence) {
    beliefs = inferCharacteristics(facts, type, prior, operationFor, evidence);
    inputs = inputsFor(beliefs);
  }
  // An entered EPC band is evidence too: a dwelling takes the characteristics most likely to give
  // that band (enteredBand.ts), on top of what the bills said.
  if (facts.epcRating && type.domestic) {
    beliefs = beliefsGivenBand(beliefs, inputsFor, facts.epcRating, recentShareOfCondensing(year));
    inputs = inputsFor(beliefs);
    const pvKwp = solarPvForBand(inputs, facts.epcRating);
    if (pvKwp !== inputs.pvKwp) {
      beliefs = { ...beliefs, pvKwp };
      inputs = inputsFor(beliefs);
    }
  }
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
  // A home built since 2012 is rated on the fabric it was designed with (newBuildRating.ts);
  // in use it loses heat as the model's survey defaults say.
  const design = designFabricRatio(inputs, facts);
  const ratingMultipliers = { ...NEUTRAL_MULTIPLIERS, heatLoss: k * design, infiltration: k };
  const operation = {
    ...measuredOperation(inputs, ratingMultipliers, heatingGiven),
    heatLoss: k,
    occupancy,
    householdElectricity,
  };
  const calibration = facts.bills ? calibrateToBills(inputs, operation, facts.bills, prices) : null;
  const multipliers = calibration?.multipliers ?? operation;
  const notices: AssumedCharacteristic[] = [];
  if (facts.bills?.gas && !calibration?.fuels.some((f) => f.fuel === 'gas'))
    notices.push({
      field: 'bills.gas',
      label: 'Gas bill',
      text: `A gas bill was given but this building is modelled with ${inputs.heating.name.toLowerCase()} and no gas use, so the gas bill could not be used; check the heating fuel`,
      options: [],
      basis: 'NOTICE',
      source: 'Bills given',
    });
  // A bill the model cannot reproduce does not narrow the ranges.
  const pinnedFuels =
    calibration && calibration.reproduced ? calibration.fuels.map((f) => f.fuel) : [];
  return {
    facts,
    type,
    inputs,
    multipliers,
    ratingMultipliers,
    prices,
    spreads: withStockSpread(
      parameterSpreads(facts, pinnedFuels, Boolean(enteredRatingFit)),
      pinnedFuels.length > 0 ? null : beliefSpreads(inputs, beliefs),
    ),
    calibration,
    enteredRatingFit,
    informationComplete: completeness(facts),
    beliefs,
    assumptions: describeAssumptions(
      facts,
      type,
      inputs,
      priors,
      beliefs,
      evidence !== null,
      notices,
      operation.demandTempOffsetK,
    ),
  };
}
