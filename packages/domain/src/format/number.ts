import { LOCALE } from './locale';

/**
 * Largest magnitude still shown with 2 decimals; larger numbers show none.
 * Spec analysis §9 "Numbers show 2 decimals up to 99, else none."
 */
const TWO_DECIMALS_UP_TO = 99;

/** Decimal places for a number per spec analysis §9: 2 up to 99 (inclusive, by magnitude), else 0. */
function decimalsFor(value: number): 0 | 2 {
  return Math.abs(value) <= TWO_DECIMALS_UP_TO ? 2 : 0;
}

/**
 * Formats a number with thousands separators: 2 decimals up to 99, none above
 * (spec analysis §9). `formatNumber(12.3)` → '12.30', `formatNumber(1234.5)` → '1,235'.
 * Non-finite input gives '---'.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '---';
  return numberFormat(decimalsFor(value)).format(value);
}

/**
 * One formatter per number of decimals, made on first use: making an Intl.NumberFormat costs
 * about fifty times as much as formatting with one, and a diagnose page formats hundreds.
 */
const numberFormats = new Map<number, Intl.NumberFormat>();
function numberFormat(digits: number): Intl.NumberFormat {
  let format = numberFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    numberFormats.set(digits, format);
  }
  return format;
}

/**
 * Rounds a number input to the field's decimals on blur (spec shell §5 "Number inputs ...
 * round to set decimals on blur"). Returns the rounded number.
 */
export function roundToDecimals(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * True when a key press must be blocked in a number input: the letter e (either case),
 * which browsers accept as an exponent (spec shell §5).
 */
export function isBlockedNumberKey(key: string): boolean {
  return key === 'e' || key === 'E';
}
