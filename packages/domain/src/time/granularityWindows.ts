import {
  FREQUENCY_ORDER,
  GRANULARITIES,
  type DataFrequency,
  type Granularity,
} from '../enums/analysisEnums';
import { addInterval, type Interval } from './calendar';

/** One unit of each granularity (spec analysis §9 "one granularity unit either side"). */
const GRANULARITY_UNIT: Readonly<Record<Granularity, Interval>> = {
  DAILY: { value: 1, unit: 'days' },
  WEEKLY: { value: 1, unit: 'weeks' },
  MONTHLY: { value: 1, unit: 'months' },
  YEARLY: { value: 1, unit: 'years' },
};

/** Latest-date offsets: yearly +6 months, monthly +14 days, weekly +4 days, daily +1 day (spec analysis §9). */
const LATEST_DATE_OFFSET: Readonly<Record<Granularity, Interval>> = {
  YEARLY: { value: 6, unit: 'months' },
  MONTHLY: { value: 14, unit: 'days' },
  WEEKLY: { value: 4, unit: 'days' },
  DAILY: { value: 1, unit: 'days' },
};

/**
 * The latest date shown for a granularity: the last metering date plus its offset (spec analysis §9).
 * @internal Shown by the TimeSeriesChart story (charts) only: the product's graphs open on the
 * last 12 months (lastTwelveMonthsWindow), so only stories use it.
 */
export function latestDate(lastMetering: Date, granularity: Granularity): Date {
  return addInterval(lastMetering, LATEST_DATE_OFFSET[granularity]);
}

/** A date window. */
export interface DateWindow {
  start: Date;
  end: Date;
}

/** Window used when no granularity applies: 6 months either side (spec analysis §9). */
const DEFAULT_WINDOW_HALF: Interval = { value: 6, unit: 'months' };

/**
 * Default graph window: one granularity unit either side of the latest date, or 6 months either
 * side without a granularity (spec analysis §9 "Graph default window").
 * @internal Shown by the TimeSeriesChart story (charts) only, as latestDate.
 */
export function defaultWindow(latest: Date, granularity?: Granularity | null): DateWindow {
  const half = granularity ? GRANULARITY_UNIT[granularity] : DEFAULT_WINDOW_HALF;
  return { start: addInterval(latest, half, -1), end: addInterval(latest, half) };
}

/** Default date range: one year back to the given date (spec analysis §9; validate chart §9). */
export function defaultDateRange(until: Date): DateWindow {
  return { start: addInterval(until, { value: 1, unit: 'years' }, -1), end: until };
}

/** Roll-down intervals: yearly and monthly 1 day, weekly 8 hours, daily 4 hours (spec analysis §9). */
export const ROLL_DOWN: Readonly<Record<Granularity, Interval>> = {
  YEARLY: { value: 1, unit: 'days' },
  MONTHLY: { value: 1, unit: 'days' },
  WEEKLY: { value: 8, unit: 'hours' },
  DAILY: { value: 4, unit: 'hours' },
};

/**
 * Granularity options for a node's data frequency (spec analysis §9 "Options are filtered by the
 * node's data frequency"): only granularities at least as coarse as the data. Unknown or HOURLY
 * data offers all four.
 */
export function granularityOptions(dataFrequency?: DataFrequency | string | null): Granularity[] {
  const index = FREQUENCY_ORDER.indexOf(dataFrequency as DataFrequency);
  if (index <= 0) return [...GRANULARITIES];
  return GRANULARITIES.filter((g) => FREQUENCY_ORDER.indexOf(g) >= index);
}
