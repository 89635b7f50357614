/**
 * Readings as read (meterCsvReader) made into one series: every period's start and end known,
 * in time order, one reading per start. A spring day folded into 48 slots gives the skipped
 * hour's energy to the half-hour of the same instant; a second reading of the same start is
 * kept aside as a repeat for the quality report.
 */
import { DAY_MS, utcToUkWallClock } from '../calibration/wallClock';
import type { RawReading } from './meterCsvReader';

/** One reading of the series. */
export interface MeterReading {
  /** UTC ms of the period's start and end. */
  start: number;
  end: number;
  kwh: number;
  estimated: boolean;
  /** The file's line (1-based). */
  line: number;
}

export interface MeterSeries {
  readings: MeterReading[];
  /** Later readings of a start already read, in file order. */
  repeats: MeterReading[];
  /** The most common step between readings, ms (30 min half-hourly, a day daily). */
  intervalMs: number;
}

/** Steps longer than this are bills rather than interval readings (designed: 20 days). */
export const BILL_INTERVAL_MS = 20 * DAY_MS;

/** The most common positive step between sorted times (the shorter on a tie). */
function commonStep(times: number[], fallback: number): number {
  const steps = new Map<number, number>();
  for (let i = 1; i < times.length; i++) {
    const step = times[i]! - times[i - 1]!;
    if (step > 0) steps.set(step, (steps.get(step) ?? 0) + 1);
  }
  return [...steps.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? fallback;
}

/** Readings stamped at their end (n3rgy) get their start one interval before. */
function withStarts(raw: RawReading[]): RawReading[] {
  if (!raw.some((r) => Number.isNaN(r.start))) return raw;
  const ends = raw.filter((r) => Number.isNaN(r.start)).map((r) => r.end);
  const step = commonStep(
    [...new Set(ends)].sort((a, b) => a - b),
    DAY_MS / 48,
  );
  return raw.map((r) => (Number.isNaN(r.start) ? { ...r, start: r.end - step } : r));
}

/** Sorts, merges folded slots, sets each period's end, and keeps repeats aside. */
export function meterSeriesOf(raw: RawReading[]): MeterSeries {
  const sorted = withStarts(raw).sort((a, b) => a.start - b.start || a.line - b.line);
  const kept: (RawReading & { merged?: boolean })[] = [];
  const repeats: MeterReading[] = [];
  for (const reading of sorted) {
    const last = kept[kept.length - 1];
    if (last && last.start === reading.start && (last.folded || reading.folded)) {
      // A folded March day: the skipped hour's energy joins the half-hour it fell in.
      kept[kept.length - 1] = { ...last, kwh: last.kwh + reading.kwh, folded: false };
    } else if (last && last.start === reading.start) {
      repeats.push(finished(reading, reading.end));
    } else kept.push(reading);
  }
  const intervalMs = commonStep(
    kept.map((r) => r.start),
    DAY_MS / 48,
  );
  const readings = kept.map((reading, i) => {
    const next = kept[i + 1];
    let end = reading.end;
    if (reading.endIsLastDay && next) {
      // A bill whose last day is the next bill's first (the meter read that day): it ends there.
      const lastDay = utcToUkWallClock(end) - DAY_MS;
      if (utcToUkWallClock(next.start) === lastDay) end = next.start;
    }
    if (Number.isNaN(end))
      end = intervalMs >= BILL_INTERVAL_MS && next ? next.start : reading.start + intervalMs;
    return finished(reading, end);
  });
  return { readings, repeats, intervalMs };
}

function finished(r: RawReading, end: number): MeterReading {
  return { start: r.start, end, kwh: r.kwh, estimated: r.estimated, line: r.line };
}
