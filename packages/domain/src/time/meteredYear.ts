import { buildDataQuery, type DataQuery } from './dataQuery';
import { defaultDateRange } from './granularityWindows';

/** A window of metered time, both ends epoch milliseconds. */
export interface MeteredWindow {
  from: number;
  to: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 'Last 12 months up until {date}' (spec analysis §2.3, §9): one year back to the last reading.
 * The Optimise overview's KPIs and a metered building's Actual figures are both this window's.
 */
export function lastTwelveMonthsWindow(lastReading: Date): MeteredWindow {
  const window = defaultDateRange(lastReading);
  return { from: window.start.getTime(), to: window.end.getTime() };
}

/** Whole days of a window, at least one. */
export function windowDays(window: MeteredWindow): number {
  return Math.max(1, Math.ceil((window.to - window.from) / DAY_MS));
}

/**
 * The data query of a window's metered total of a stimulus: its readings (OBSERVABLE) from the
 * window's start to its end, rolled into one interval one day longer than the window, so that the
 * answer's first point is the whole window (the server sums, prices and carbon-rates them).
 */
export function windowTotalQuery(stimulus: string, window: MeteredWindow): DataQuery[] {
  return buildDataQuery({
    stimulus,
    propertyType: 'OBSERVABLE',
    reference: new Date(window.to),
    start: { value: windowDays(window), unit: 'days', sign: -1 },
    end: { value: 0, unit: 'days' },
    rollDown: { value: windowDays(window) + 1, unit: 'days' },
  });
}
