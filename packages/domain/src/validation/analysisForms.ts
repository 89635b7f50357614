import type { ParameterType } from '../enums/analysisEnums';
import {
  formMessages,
  parameterMessages,
  requiredParameter,
  sendDiagnoseMessages,
} from '../messages/analysisMessages';
import { EMAIL_PATTERN } from './siteForms';
import {
  invalid,
  isBlank,
  toNumber,
  VALID,
  type FieldErrors,
  type ValidationResult,
} from './result';

/** Intervention dialog fields (spec analysis §2.7, §3 "Intervention"). */
export interface InterventionInput {
  title: string;
  description: string;
  date: string | null;
  cost?: string | number | null;
}
/** Fields of the intervention dialog that can carry an error. */
export type InterventionField = 'title' | 'description' | 'date' | 'cost';

/** Cost: pounds, not negative, at most 2 decimals (spec analysis §5); a '£' and thousands commas may be typed. */
const COST_PATTERN = /^\d+(\.\d{1,2})?$/;

/** The pounds of an intervention's cost as typed ('£4,500.50' is 4500.5), or null when it is not one. */
export function interventionCost(typed: string | number | null | undefined): number | null {
  if (typed === null || typed === undefined) return null;
  const plain = String(typed)
    .trim()
    .replace(/^£\s*/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  return COST_PATTERN.test(plain) ? Number(plain) : null;
}

/**
 * Intervention dialog (spec analysis §5): title, description and date required ('Required'
 * under the field); cost optional, numeric with up to 2 decimals. No request unless ok.
 */
export function validateIntervention(input: InterventionInput): FieldErrors<InterventionField> {
  const errors: Partial<Record<InterventionField, string>> = {};
  if (isBlank(input.title)) errors.title = formMessages.required;
  if (isBlank(input.description)) errors.description = formMessages.required;
  if (isBlank(input.date)) errors.date = formMessages.required;
  if (!isBlank(input.cost) && interventionCost(input.cost) === null) {
    errors.cost = formMessages.costInvalid;
  }
  return { ok: Object.keys(errors).length === 0, errors };
}

/** Send-diagnose e-mail dialog: the address is required (spec analysis §5). */
export function validateSendDiagnoseEmail(email: string): FieldErrors<'email'> {
  if (isBlank(email)) return { ok: false, errors: { email: formMessages.required } };
  return EMAIL_PATTERN.test(email.trim())
    ? { ok: true, errors: {} }
    : { ok: false, errors: { email: sendDiagnoseMessages.emailInvalid } };
}

/** A scenario-edit parameter (spec analysis §3 "Scenario edit data"). */
export interface EditableParameter {
  property: string;
  label: string;
  type: ParameterType;
  value: unknown;
  optional?: boolean;
}

/**
 * Scenario edit (spec analysis §5): every non-optional parameter filled, else
 * 'Please fill in the required field: {label}'. A false BOOLEAN counts as filled.
 */
export function validateScenarioEdit(parameters: readonly EditableParameter[]): ValidationResult {
  const missing = parameters.find(
    (p) => !p.optional && p.type !== 'BOOLEAN' && isBlank(p.value as string),
  );
  return missing ? invalid(requiredParameter(missing.label), missing.property, 'Error') : VALID;
}

/** An ENUM option: its key and display name. */
export interface EnumOption {
  key: string;
  label: string;
}

/**
 * ENUM options from a comma-separated key list and an optional comma-separated list of display
 * names at the same positions (spec analysis §2.3 "ENUM (options from a comma-separated list
 * with optional display names)"); a missing name falls back to the key.
 */
export function parseEnumOptions(keys: string, names?: string | null): EnumOption[] {
  const labels = names ? names.split(',').map((s) => s.trim()) : [];
  return keys
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '')
    .map((key, i) => ({ key, label: labels[i] || key }));
}

/** Total the 'Floor Area Percentages' group must reach (spec analysis §2.8, §9). */
const FLOOR_AREA_PERCENTAGE_TOTAL = 100;

/**
 * 'Floor Area Percentages' must total exactly 100%, else 'The total must equal 100%' and Save is
 * disabled (spec analysis §5). Sums are compared to 1e-9 so 33.3 + 33.3 + 33.4 passes. A group
 * with no share at all (a building without a room breakdown) gives nothing to total: valid.
 */
export function validateFloorAreaPercentages(values: readonly unknown[]): ValidationResult {
  const numbers = values.map(toNumber).filter((n): n is number => n !== null);
  if (numbers.length === 0) return VALID;
  const total = numbers.reduce((sum, n) => sum + n, 0);
  return Math.abs(total - FLOOR_AREA_PERCENTAGE_TOTAL) < 1e-9
    ? VALID
    : invalid(parameterMessages.totalMustEqual100, parameterMessages.floorAreaPercentages, 'Error');
}

/** Schedule preset value parsed as an integer, 0 if empty or not a number (spec analysis §5). */
export function parsePresetValue(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isNaN(n) ? 0 : n;
}
