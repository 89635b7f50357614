import { lttbIndices } from '../lttb';
import { lowerBound, toEpoch } from '../shared/time';
import type { TimeSeries } from '../types';

/** A series as two numeric columns (x ascending, NaN for a missing reading). */
export interface SeriesColumns {
  readonly series: TimeSeries;
  readonly x: Float64Array;
  readonly y: Float64Array;
}

/** Converts the readings once; later steps work on typed arrays (a year of half-hours is 17,520). */
export function toColumns(series: TimeSeries): SeriesColumns {
  const n = series.data.length;
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  let sorted = true;
  for (let i = 0; i < n; i++) {
    const point = series.data[i]!;
    x[i] = toEpoch(point.x);
    y[i] = point.y ?? Number.NaN;
    if (i > 0 && x[i]! < x[i - 1]!) sorted = false;
  }
  if (sorted) return { series, x, y };
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => x[a]! - x[b]!);
  return {
    series,
    x: Float64Array.from(order, (i) => x[i]!),
    y: Float64Array.from(order, (i) => y[i]!),
  };
}

/** The readings drawn for one series: those in the window, downsampled to the pixels available. */
export interface VisibleSeries {
  readonly series: TimeSeries;
  readonly x: Float64Array;
  readonly y: Float64Array;
  /** How many readings fall in the window before downsampling. */
  readonly readingsInWindow: number;
  /** The highest reading in the window, from every reading (not only those drawn); null if none. */
  readonly peak: { readonly value: number; readonly at: number } | null;
}

/**
 * Cuts a series to [from, to] (plus one reading either side, so the line reaches the edges) and
 * downsamples it with LTTB to at most `maxPoints` points, keeping its peaks.
 */
export function visibleSeries(
  columns: SeriesColumns,
  from: number,
  to: number,
  maxPoints: number,
): VisibleSeries {
  const start = Math.max(0, lowerBound(columns.x, from) - 1);
  const end = Math.min(columns.x.length, lowerBound(columns.x, to, start) + 1);
  const x = columns.x.subarray(start, end);
  const y = columns.y.subarray(start, end);
  // Readings inside [from, to] only, not the one either side kept for the line's ends.
  const first = lowerBound(columns.x, from);
  const last = lowerBound(columns.x, to + 1);
  const readingsInWindow = Math.max(0, last - first);
  const peak = highestReading(columns, first, last);
  if (x.length <= maxPoints) return { series: columns.series, x, y, readingsInWindow, peak };
  const kept = lttbIndices(x, y, maxPoints);
  return {
    series: columns.series,
    x: Float64Array.from(kept, (i) => x[i]!),
    y: Float64Array.from(kept, (i) => y[i]!),
    readingsInWindow,
    peak,
  };
}

function highestReading(columns: SeriesColumns, first: number, last: number) {
  let best = -1;
  for (let i = first; i < last; i++) {
    const v = columns.y[i]!;
    if (!Number.isNaN(v) && (best === -1 || v > columns.y[best]!)) best = i;
  }
  return best === -1 ? null : { value: columns.y[best]!, at: columns.x[best]! };
}

/** True when the series has at least one real reading inside [from, to]. */
export function hasReadingIn(visible: VisibleSeries, from: number, to: number): boolean {
  for (let i = 0; i < visible.x.length; i++) {
    const t = visible.x[i]!;
    if (t >= from && t <= to && !Number.isNaN(visible.y[i]!)) return true;
  }
  return false;
}

/** An SVG path through the points; a missing reading breaks the line. */
export function linePath(
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  toX: (t: number) => number,
  toY: (v: number) => number,
): string {
  let path = '';
  let pen = false;
  for (let i = 0; i < x.length; i++) {
    const v = y[i]!;
    if (Number.isNaN(v)) {
      pen = false;
      continue;
    }
    const px = Math.round(toX(x[i]!) * 10) / 10;
    const py = Math.round(toY(v) * 10) / 10;
    path += `${pen ? 'L' : 'M'}${px},${py}`;
    pen = true;
  }
  return path;
}
