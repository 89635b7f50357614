/**
 * The product's one locale, for numbers, dates and the order of names: the product is UK-only
 * (spec shell §1), so it reads 31/12/2021 and 1,234.5 whatever the browser's language.
 */
export const LOCALE = 'en-GB';

/**
 * A date formatter in LOCALE, made on first use rather than when its module loads: the first
 * formatter with a time zone loads the browser's time-zone data (20–30 ms of a desktop's main
 * thread, four times that on a phone), which a page pays only once it draws a date.
 */
export function dateFormatter(
  options: Intl.DateTimeFormatOptions,
): (value: number | Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (value) => {
    format ??= new Intl.DateTimeFormat(LOCALE, options);
    return format.format(value);
  };
}

/** A number formatter in LOCALE, made on first use (see dateFormatter). */
export function numberFormatter(options: Intl.NumberFormatOptions = {}): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => {
    format ??= new Intl.NumberFormat(LOCALE, options);
    return format.format(value);
  };
}
