/** Types of the improvement-measure catalogue (analysis spec §3 Scenario / Scenario edit data). */
import type { ModelInputs } from '../model/modelInputs';

export const PARAMETER_TYPES = ['BOOLEAN', 'NUMBER', 'STRING', 'ENUM'] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];
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
  /** Default for this building (may depend on it). */
  defaultValue: (inputs: ModelInputs) => ParameterValue;
}

export type MeasureCategory = 'FABRIC' | 'SYSTEMS' | 'RENEWABLES' | 'OPERATIONAL';

export interface MeasureCost {
  lowGbp: number;
  highGbp: number;
  source: string;
}

export type MeasureParams = Readonly<Record<string, ParameterValue>>;

export interface Measure {
  id: string;
  title: string;
  description: string;
  category: MeasureCategory;
  /** Spec scenarioType: OPERATIONAL for operational measures, else the category. */
  scenarioType: string;
  parameters: readonly MeasureParameter[];
  mutuallyExclusiveWith: readonly string[];
  /** Fabric, systems and renewables change the EPC asset rating; operational measures do not. */
  affectsAssetRating: boolean;
  lifetimeYears: number;
  lifetimeSource: string;
  applicable: (inputs: ModelInputs) => boolean;
  apply: (inputs: ModelInputs, params: MeasureParams) => ModelInputs;
  /** Typical installed cost for this building, £ low–high, with its source. */
  cost: (inputs: ModelInputs, params: MeasureParams) => MeasureCost;
}
