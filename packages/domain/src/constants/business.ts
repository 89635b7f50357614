import { SPEC_ENERGY_PRICES } from '@wattwise/energy-model/bands';
import type {
  EpcRating,
  HeatingFuelChoice,
  CoolingSystem,
  UsagePeriod,
  ValueType,
} from '../enums/registrationEnums';

/**
 * Predict Premium pricing (spec shell §1, §9; analysis §9): £800 one-off, then £50 per month
 * billed annually, £1400 in total over two payments; payment type ANNUAL.
 */
export const PREMIUM_PRICING = {
  oneOffGbp: 800,
  monthlyGbp: 50,
  billedMonthsPerYear: 12,
  totalGbp: 1400,
  payments: 2,
  paymentType: 'ANNUAL',
} as const;

/** Energy defaults in pence (the engine's SPEC_ENERGY_PRICES), period and value type (spec shell §9). */
export const ENERGY_DEFAULTS: {
  elecDayRate: number;
  elecUnitRate: number;
  gasDayRate: number;
  gasUnitRate: number;
  period: UsagePeriod;
  valueType: ValueType;
} = {
  elecDayRate: SPEC_ENERGY_PRICES.electricity.standingCharge,
  elecUnitRate: SPEC_ENERGY_PRICES.electricity.unitRate,
  gasDayRate: SPEC_ENERGY_PRICES.gas.standingCharge,
  gasUnitRate: SPEC_ENERGY_PRICES.gas.unitRate,
  period: 'ANNUAL',
  valueType: 'ENERGY_USAGE',
};

/** Building defaults (spec shell §9): 1 floor, year 2010, NATURAL_VENTILATION, heating None. */
export const BUILDING_DEFAULTS: {
  noFloors: number;
  yearOfConstruction: number;
  coolingSystem: CoolingSystem;
  heatingFuel: HeatingFuelChoice;
} = {
  noFloors: 1,
  yearOfConstruction: 2010,
  coolingSystem: 'NATURAL_VENTILATION',
  heatingFuel: 'None',
};

/** EPC shown when none is given (spec shell §9, analysis §2.2). */
export const DEFAULT_EPC_RATING: EpcRating = 'G';

/** Rates sent default to 0 when empty (spec shell §3 "Rates sent default to 0 when empty"). */
export function rateForPayload(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** Default diagnose scheme (spec analysis §2.2, §9). */
export const DEFAULT_SCHEME = 'CIBSE';

/** Scheme names show underscores as spaces (spec analysis §2.2): 'NET_ZERO' → 'NET ZERO'. */
export function schemeLabel(scheme: string): string {
  return scheme.replace(/_/g, ' ');
}

/** Scenario-step generation takes about 20 seconds, as stated to the user (spec analysis §4.4). */
export const SCENARIO_STEPS_SECONDS = 20;
