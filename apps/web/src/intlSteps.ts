import { CURRENCY_CODE, LOCALE } from '@wattwise/domain';

/**
 * The `Intl` calls the first screens make, by kind of ICU data: collation (names are sorted),
 * numbers, plural rules and lists, dates with and without a time zone, and the locale tables
 * React Aria asks about for its default locale (is it supported, which way does it write). Each
 * kind loads its part of the browser's ICU data the first time a page asks for it: 15 to 35 ms of
 * a desktop's main thread, four times that on a phone, in one piece that cannot be split
 * (docs/adr/0019, step 3).
 */
export const intlSteps: ReadonlyArray<(locale: string) => unknown> = [
  (locale) => new Intl.Collator(locale, { sensitivity: 'base', numeric: true }).compare('a', 'b'),
  (locale) => new Intl.Collator(locale, { usage: 'search', sensitivity: 'base' }).compare('a', 'b'),
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1234.5),
  (locale) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY_CODE }).format(1),
  (locale) => new Intl.NumberFormat(locale, { style: 'percent' }).format(0.5),
  (locale) => new Intl.PluralRules(locale).select(1),
  // React Aria's Select names its selected items as a list (useListFormatter).
  (locale) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(['a', 'b']),
  (locale) => new Intl.DateTimeFormat(locale).format(0),
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short' }).format(0),
  (locale) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0),
  // React Aria's choice of locale (useDefaultLocale), made the same way.
  (locale) => {
    Intl.DateTimeFormat.supportedLocalesOf([locale]);
    return new Intl.Locale(locale).maximize();
  },
];

/** The languages the page formats in: the browser's (React Aria's default) and the product's. */
export function pageLocales(browserLanguage: string | undefined): string[] {
  return [...new Set([browserLanguage || 'en-US', LOCALE])];
}

/** Runs every step for every locale; a locale the browser cannot read is skipped step by step. */
export function runIntlSteps(locales: readonly string[]): void {
  for (const locale of locales) for (const step of intlSteps) runStep(step, locale);
}

/** One step; an unknown locale throws, and React Aria falls back to en-US, as nothing here does. */
export function runStep(step: (locale: string) => unknown, locale: string): void {
  try {
    step(locale);
  } catch {
    // Nothing to warm for a language tag the browser cannot read.
  }
}
