import { dateFormatter } from '@wattwise/domain';

/**
 * Date texts of the charts, in the product's locale (domain's LOCALE) and UTC so that every
 * machine draws the same axis (the readings arrive as UTC; spec analysis §7.3 sends dates in the
 * short en-CA form). Each formatter is made on first use.
 */
const make = (options: Intl.DateTimeFormatOptions) =>
  dateFormatter({ timeZone: 'UTC', ...options });

const dateTime = make({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const date = make({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** '3 Mar 2021, 14:30': a reading's time in tooltips and tables. */
export function formatDateTime(epoch: number): string {
  return dateTime(epoch);
}

/** 'Wed, 3 Mar 2021': a day in tooltips, tables and the description of daily charts. */
export function formatDay(epoch: number): string {
  return date(epoch);
}

/** 'Wed 3 Mar': the bar label of a daily chart. */
const shortDay = make({ weekday: 'short', day: 'numeric', month: 'short' });
export function formatShortDay(epoch: number): string {
  return shortDay(epoch);
}
