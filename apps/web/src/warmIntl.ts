/**
 * Starts the browser's internationalisation data (ICU) while the app's code downloads.
 *
 * The first `Intl` call of a page loads that data, about 30 ms on a fast machine and four times
 * that on a phone. React Aria makes that call when its module loads (its default locale: is the
 * locale supported, which way does it write), inside the evaluation of the design-system chunk,
 * one long task on the way to the first screen. Made here, in a task of its own while the network
 * is still busy, the same calls cost nothing on that path (docs/adr/0018).
 */
export function warmIntl(): void {
  // React Aria's choice of locale (useDefaultLocale), made the same way.
  const locale = navigator.language || 'en-US';
  try {
    Intl.DateTimeFormat.supportedLocalesOf([locale]);
    new Intl.Locale(locale).maximize();
  } catch {
    // An unknown locale: React Aria falls back to en-US, and so does nothing here.
  }
}
