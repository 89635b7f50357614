import { registrationValidationMessages as m, toastTitles } from '../messages/shellMessages';
import { invalid, isBlank, VALID, type ValidationResult } from '../validation/result';

/** MPAN length in digits: 13 (core) to 21 (full with top line) (spec shell §5, §9). */
export const MPAN_MIN_DIGITS = 13;
/** Longest MPAN: 21 digits (spec shell §5, §9). */
const MPAN_MAX_DIGITS = 21;

/**
 * Weights of the MPAN core check digit, one per digit of the first 12 digits of the core
 * (the primes from 3 to 43 without 11), as given in the WattWise domain brief (2026).
 */
const MPAN_CHECK_PRIMES = [3, 5, 7, 13, 17, 19, 23, 29, 31, 37, 41, 43] as const;

/** Keeps only digits and dots in MPAN and MPRN inputs (spec shell §5 "MPAN connect"). */
export function filterMeterInput(text: string): string {
  return text.replace(/[^0-9.]/g, '');
}

/** The digits of an MPAN as typed (dots and spaces removed). */
export function mpanDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Check digit of a 12-digit MPAN core prefix: each digit times its prime, summed,
 * then (sum mod 11) mod 10. Throws unless given exactly 12 digits.
 */
export function mpanCheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error('An MPAN core prefix has 12 digits.');
  const sum = MPAN_CHECK_PRIMES.reduce((acc, prime, i) => acc + prime * Number(first12[i]), 0);
  return (sum % 11) % 10;
}

/** Appends the check digit to a 12-digit core prefix, giving a valid 13-digit MPAN core. */
export function withMpanCheckDigit(first12: string): string {
  return `${first12}${mpanCheckDigit(first12)}`;
}

/** True when the last 13 digits (the core) end in the right check digit. */
function hasValidMpanCheckDigit(text: string): boolean {
  const digits = mpanDigits(text);
  if (digits.length < MPAN_MIN_DIGITS) return false;
  const core = digits.slice(-MPAN_MIN_DIGITS);
  return mpanCheckDigit(core.slice(0, 12)) === Number(core[12]);
}

/** True for 13 to 21 digits whose core check digit is right (spec shell §5, §9). */
function isValidMpan(text: string): boolean {
  const length = mpanDigits(text).length;
  return length >= MPAN_MIN_DIGITS && length <= MPAN_MAX_DIGITS && hasValidMpanCheckDigit(text);
}

/**
 * Connect-your-smart-meter dialog check (spec shell §5 "In the connect dialog"): required
 * ('A value is required for the mpan.'), then 13 to 21 digits with a valid check digit
 * ('The value is not the correct MPAN format.'). Run it debounced by DEBOUNCE_MS.mpan.
 */
export function validateMpanForConnect(mpan: string): ValidationResult {
  if (isBlank(mpan)) return invalid(m.mpanRequired, 'mpan', toastTitles.error);
  if (!isValidMpan(mpan)) return invalid(m.mpanFormat, 'mpan', toastTitles.error);
  return VALID;
}

/** The MPAN step's address and entry state (spec shell §4 "Meter and MPAN"). */
export interface MpanSelectionInput {
  addressOptionCount: number;
  /** An address option has been chosen (and its MPAN confirmed or not). */
  hasChosenAddress: boolean;
  /** The user chose manual entry ('No' to 'Is this your MPAN?'). */
  manualEntry: boolean;
  mpan: string;
}

/**
 * Wizard MPAN rules, all titled 'Error' (spec shell §5 "MPAN connect"): options but none chosen
 * and not manual → 'Please select an address to proceed.'; no options and no MPAN →
 * 'Please enter your MPAN.'; a manual or no-option MPAN under 13 digits or with a wrong check
 * digit → 'Please enter a valid MPAN.'.
 */
export function validateMpanSelection(input: MpanSelectionInput): ValidationResult {
  const hasOptions = input.addressOptionCount > 0;
  if (hasOptions && !input.hasChosenAddress && !input.manualEntry) {
    return invalid(m.selectAddress, 'address', toastTitles.error);
  }
  const typed = input.manualEntry || !hasOptions;
  if (!typed) return VALID;
  if (isBlank(input.mpan)) return invalid(m.enterMpan, 'mpan', toastTitles.error);
  if (mpanDigits(input.mpan).length < MPAN_MIN_DIGITS || !hasValidMpanCheckDigit(input.mpan)) {
    return invalid(m.invalidMpan, 'mpan', toastTitles.error);
  }
  return VALID;
}

/** The Connect button needs the data-access consent (spec shell §5 "MPAN connect"). */
export function canConnectMeter(consent: boolean): boolean {
  return consent;
}
