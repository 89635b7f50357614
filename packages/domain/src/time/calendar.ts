/** Time units of data-query offsets and intervals (spec analysis §7.3 "relative offsets"). */
export type TimeUnit = 'hours' | 'days' | 'weeks' | 'months' | 'years';

/** A length of time. */
export interface Interval {
  value: number;
  unit: TimeUnit;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function addMonthsUtc(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * Adds an interval to a date in UTC. Months and years keep the day of month, clamped to the
 * month's last day (31 Jan + 1 month = 28 or 29 Feb). Whole and fractional hours/days/weeks.
 */
export function addInterval(date: Date, interval: Interval, sign: 1 | -1 = 1): Date {
  const n = interval.value * sign;
  switch (interval.unit) {
    case 'hours':
      return new Date(date.getTime() + n * HOUR_MS);
    case 'days':
      return new Date(date.getTime() + n * DAY_MS);
    case 'weeks':
      return new Date(date.getTime() + n * 7 * DAY_MS);
    case 'months':
      return addMonthsUtc(date, n);
    case 'years':
      return addMonthsUtc(date, 12 * n);
  }
}
