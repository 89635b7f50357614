/** Types of the improvement-measure catalogue (analysis spec §3 Scenario / Scenario edit data). */
import type { ModelInputs } from '../model/modelInputs';
import type { MeasureContext } from './measureContext';

type ParameterType = 'BOOLEAN' | 'NUMBER' | 'STRING' | 'ENUM';
export type ParameterValue = boolean | number | string;

export interface MeasureParameter {
  property: string;
  label: string;
  type: ParameterType;
  optional: boolean;
  /** ENUM: allowed values; displayValues (same order) are what the user sees. */
  possibleValues?: readonly string[];
  displayValues?: readonly string[];
  min?: number;
  max?: number;
  unit?: string;
  /** Default for this building (may depend on it and on how the model operates it). */
  defaultValue: (inputs: ModelInputs, ctx: MeasureContext) => ParameterValue;
}

type MeasureCategory = 'FABRIC' | 'SYSTEMS' | 'RENEWABLES' | 'OPERATIONAL';

/**
 * The physical path by which a measure changes energy (package README, "How each measure acts"):
 *  - FABRIC: less heat lost through walls, roof, floor, windows, doors and air leakage;
 *  - HEATING_CONTROLS: the same heating system run to a lower mean temperature or fewer hours;
 *  - HEATING_PLANT: a better heat generator burning the same fuel;
 *  - FUEL_SWITCH: heat from another fuel (heat pump, biomass): each fuel changes;
 *  - HOT_WATER: less heat for hot water;
 *  - ELECTRIC_GAINS: less electricity for lighting or equipment, and so less heat given off;
 *  - GENERATION: electricity made on site (PV), used on site or exported;
 *  - OPERATION: set-points and hours of heating or cooling.
 */
export type EnergyPath =
  | 'FABRIC'
  | 'HEATING_CONTROLS'
  | 'HEATING_PLANT'
  | 'FUEL_SWITCH'
  | 'HOT_WATER'
  | 'ELECTRIC_GAINS'
  | 'GENERATION'
  | 'OPERATION';

/** An installed cost, £ low–high at today's prices, with where it comes from. */
export interface MeasureCost {
  lowGbp: number;
  highGbp: number;
  /** Source, price year, the quantity priced and the index that brought it to today. */
  source: string;
  /** Year of the prices in the source (before indexing). */
  priceYear: number;
}

export type MeasureParams = Readonly<Record<string, ParameterValue>>;

/**
 * Where a measure applies (an empty cavity, a loft below 150 mm, single glazing, an old boiler):
 * its saving is computed for a building in that state, shown with the chance that a building
 * like this is in it, and the building parameter that settles it.
 */
export interface MeasureCondition {
  /** What must hold, in words after 'where': 'the cavity is still empty'. */
  where: string;
  /** The words after 'about 4 in 10 homes like this still have': 'an empty cavity'. */
  stillHave: string;
  /** The building parameter that settles it. */
  parameterId: string;
  parameterName: string;
  /**
   * Probability that it holds for this building: 1 or 0 once settled (a building parameter
   * given, or the building's own data), the stock's share (after bills, the posterior), or null
   * where no survey says (non-domestic buildings).
   */
  probability: (inputs: ModelInputs, ctx: MeasureContext) => ProbabilityOfCondition;
  /** The building with the element in that state, from which the saving is computed. */
  settle: (inputs: ModelInputs, ctx: MeasureContext) => ModelInputs;
}

export interface ProbabilityOfCondition {
  probability: number | null;
  /** The user's building parameter settles it. */
  settledByParameter: boolean;
}

export interface Measure {
  id: string;
  title: string;
  description: string;
  category: MeasureCategory;
  /** Spec scenarioType: OPERATIONAL for operational measures, else the category. */
  scenarioType: string;
  path: EnergyPath;
  parameters: readonly MeasureParameter[];
  mutuallyExclusiveWith: readonly string[];
  /** Fabric, systems and renewables change the EPC asset rating; operational measures do not. */
  affectsAssetRating: boolean;
  lifetimeYears: number;
  lifetimeSource: string;
  /**
   * Why the measure is not offered to this building (null: it is offered). Whether it still
   * applies to the element (MeasureCondition) is checked apart.
   */
  notOffered: (inputs: ModelInputs, ctx: MeasureContext) => string | null;
  /** Why it is offered where that is not plain (a roof measure for a top-floor flat), or null. */
  offeredBecause?: (inputs: ModelInputs, ctx: MeasureContext) => string | null;
  condition?: MeasureCondition;
  apply: (inputs: ModelInputs, params: MeasureParams, ctx: MeasureContext) => ModelInputs;
  /** Installed cost for this building at today's prices, £ low–high, with its source. */
  cost: (inputs: ModelInputs, params: MeasureParams, ctx: MeasureContext) => MeasureCost;
}
