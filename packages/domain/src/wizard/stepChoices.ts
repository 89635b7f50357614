import {
  COOLING_SYSTEM_NAMES,
  COOLING_SYSTEMS,
  HEATING_FUEL_NAMES,
  HEATING_FUELS,
  MANUAL_EPC_RATINGS,
  NO_HEATING_FUEL,
  USAGE_PERIODS,
  VALUE_TYPE_UNITS,
  VALUE_TYPES,
  type HeatingFuelChoice,
  type UsagePeriod,
  type ValueType,
} from '../enums/registrationEnums';
import type { ValidationResult } from '../validation/result';

/** A choice offered by a wizard select or radio group: the stored id and the shown label. */
export interface StepChoice<Id extends string | number = string> {
  id: Id;
  label: string;
}

/** Display names of the usage periods MONTHLY / ANNUAL (spec shell §3; wording ours). */
const USAGE_PERIOD_NAMES: Readonly<Record<UsagePeriod, string>> = {
  MONTHLY: 'Monthly',
  ANNUAL: 'Annual',
};

/**
 * Display names of the value types with their unit: ENERGY_USAGE in kWh, ENERGY_COST in pounds
 * (spec shell §3; wording ours).
 */
const VALUE_TYPE_NAMES: Readonly<Record<ValueType, string>> = {
  ENERGY_USAGE: `Energy usage (${VALUE_TYPE_UNITS.ENERGY_USAGE})`,
  ENERGY_COST: `Energy cost (${VALUE_TYPE_UNITS.ENERGY_COST})`,
};

/** Month names for the month picker shown when the period is MONTHLY (spec shell §2). */
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Period choices, in the order of USAGE_PERIODS. */
export const USAGE_PERIOD_CHOICES: readonly StepChoice<UsagePeriod>[] = USAGE_PERIODS.map((id) => ({
  id,
  label: USAGE_PERIOD_NAMES[id],
}));

/** Value-type choices, in the order of VALUE_TYPES. */
export const VALUE_TYPE_CHOICES: readonly StepChoice<ValueType>[] = VALUE_TYPES.map((id) => ({
  id,
  label: VALUE_TYPE_NAMES[id],
}));

/** Month choices: ids 1 (January) to 12 (December), stored as elecPeriodMonth / gasPeriodMonth. */
export const MONTH_CHOICES: readonly StepChoice<number>[] = MONTH_NAMES.map((label, i) => ({
  id: i + 1,
  label,
}));

/** Heating fuel choices: 'None' first (the default, spec shell §9), then the fuels of §3. */
export const HEATING_FUEL_CHOICES: readonly StepChoice[] = (
  [NO_HEATING_FUEL, ...HEATING_FUELS] as HeatingFuelChoice[]
).map((id) => ({ id, label: HEATING_FUEL_NAMES[id] }));

/** Cooling system choices; NONE reads 'Unconditioned' (spec shell §3). */
export const COOLING_SYSTEM_CHOICES: readonly StepChoice[] = COOLING_SYSTEMS.map((id) => ({
  id,
  label: COOLING_SYSTEM_NAMES[id],
}));

/** Manual EPC rating choices A to F (spec shell §2 "EPC check", §5). */
export const MANUAL_EPC_CHOICES: readonly StepChoice[] = MANUAL_EPC_RATINGS.map((id) => ({
  id,
  label: id,
}));

/** Field errors of a step body: the message of each field in error, by the domain's field name. */
export type StepFieldErrors = Readonly<Partial<Record<string, string>>>;

/**
 * The field errors a step body shows after a Next attempt: the failing field of a domain
 * validation result with its message (spec shell §4 "Next is blocked on any validation error"),
 * or none when it passed. A failure without a field is shown under the step ('step').
 */
export function stepFieldErrors(result: ValidationResult): StepFieldErrors {
  if (result.ok) return {};
  return { [result.field ?? 'step']: result.message };
}
