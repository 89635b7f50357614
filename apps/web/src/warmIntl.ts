/**
 * Loads the browser's internationalisation data (ICU) in short tasks of its own while the app's
 * code downloads.
 *
 * The first `Intl` call of a page loads that data, about 50 ms on a fast machine and four times
 * that on a phone, in one piece. React Aria makes that call when its module loads (its default
 * locale: is the locale supported, which way does it write), inside the evaluation of the
 * design-system chunk, one long task on the way to the first screen (docs/adr/0018). ICU loads
 * its data by part: collation, then number formats, then dates, then the locale tables React Aria
 * asks about. Asked for one part per task, the same data loads in tasks of 10 to 20 ms, between
 * which the browser paints and handles input (docs/adr/0019, step 3). The app uses each part
 * anyway: names sort by collation, costs and dates are formatted.
 */
export const intlSteps: ReadonlyArray<(locale: string) => unknown> = [
  (locale) => 'a'.localeCompare('b', locale),
  (locale) => new Intl.NumberFormat(locale).format(1234.5),
  (locale) => new Intl.DateTimeFormat(locale).format(0),
  // React Aria's choice of locale (useDefaultLocale), made the same way.
  (locale) => {
    Intl.DateTimeFormat.supportedLocalesOf([locale]);
    return new Intl.Locale(locale).maximize();
  },
];

/** Runs `intlSteps` for the browser's language, each in a task of its own (`schedule`). */
export function warmIntl(
  schedule: (step: () => void) => void = (step) => setTimeout(step, 0),
): void {
  const locale = navigator.language || 'en-US';
  const run = (index: number) => {
    const step = intlSteps[index];
    if (!step) return;
    try {
      step(locale);
    } catch {
      // An unknown locale: React Aria falls back to en-US, and so does nothing here.
    }
    schedule(() => run(index + 1));
  };
  schedule(() => run(0));
}
