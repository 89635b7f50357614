import { toastTitles } from '../messages/shellMessages';

/** A failed check: the toast or dialog title, the message and the field it concerns. */
export interface ValidationFailure {
  ok: false;
  title: string;
  message: string;
  field?: string;
}

/** Outcome of a validation rule. */
export type ValidationResult = { ok: true } | ValidationFailure;

/** The passing result. */
export const VALID: ValidationResult = Object.freeze({ ok: true as const });

/**
 * A failure titled 'Validation error:' by default, the title of wizard step toasts
 * (spec shell §8 "Wizard step validation").
 */
export function invalid(
  message: string,
  field?: string,
  title: string = toastTitles.validationError,
): ValidationFailure {
  return field === undefined ? { ok: false, title, message } : { ok: false, title, message, field };
}

/** The first failing result of checks run in order, else VALID. */
export function firstFailure(...results: ValidationResult[]): ValidationResult {
  return results.find((r) => !r.ok) ?? VALID;
}

/** A value the user may have left empty: '', whitespace, null or undefined. */
export function isBlank(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

/** A form field value as a number, or null when blank or not a number. */
export function toNumber(value: unknown): number | null {
  if (isBlank(value)) return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? n : null;
}

/** Per-field errors of a form shown under the fields ('Required'). */
export interface FieldErrors<F extends string> {
  ok: boolean;
  errors: Partial<Record<F, string>>;
}
