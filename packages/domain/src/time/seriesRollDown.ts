import type { AggregatorType } from './dataQuery';
import type { Interval } from './calendar';
import { LOCALE } from '../format/locale';

/** The product's clock for metered data: UK local time (Europe/London, BST in summer). */
export const SERIES_TIME_ZONE = 'Europe/London';

/** One reading or value at an instant (epoch ms), e.g. the start of a half-hour. */
export interface TimedValue {
  at: number;
  value: number;
}

/** One rolled-down point: the bucket's start (ISO 8601, UTC) and its SUM or AVG; null when empty. */
export interface RolledPoint {
  x: string;
  y: number | null;
}

/**
 * Made on first use, not when the module loads: the first formatter with a time zone loads the
 * browser's time-zone data (20–30 ms of a desktop's main thread, four times that on a phone), and
 * this module is on every page's first load while only the charts need it.
 */
let offsetFormat: Intl.DateTimeFormat | undefined;

/** Minutes UK local time is ahead of UTC at an instant (0 in winter, 60 in summer time). */
function londonOffsetMinutes(utcMs: number): number {
  offsetFormat ??= new Intl.DateTimeFormat(LOCALE, {
    timeZone: SERIES_TIME_ZONE,
    timeZoneName: 'longOffset',
    hour: '2-digit',
  });
  const zone =
    offsetFormat.formatToParts(new Date(utcMs)).find((p) => p.type === 'timeZoneName')?.value ??
    'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(zone);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** UK wall-clock ms ("as if local time were UTC") of an instant. */
export function ukWallClockOf(utcMs: number): number {
  return utcMs + londonOffsetMinutes(utcMs) * 60_000;
}

/**
 * The instant of a UK wall-clock time. A time skipped in spring (01:00–02:00) moves forward to the
 * change; a repeated autumn hour takes its first (summer-time) occurrence.
 */
export function instantOfUkWallClock(wallMs: number): number {
  const early = wallMs - londonOffsetMinutes(wallMs - 3_600_000) * 60_000;
  if (ukWallClockOf(early) === wallMs) return early;
  const late = wallMs - londonOffsetMinutes(wallMs + 3_600_000) * 60_000;
  if (ukWallClockOf(late) === wallMs) return late;
  return Math.max(early, late);
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Wall-clock bucket starts from the local midnight of `start` up to and including the first one
 * at or past `end` (wall ms), so consecutive starts bound every bucket.
 */
function wallBucketStarts(startWall: number, endWall: number, interval: Interval): number[] {
  const firstDay = Math.floor(startWall / DAY_MS) * DAY_MS;
  const starts: number[] = [];
  const n = Math.max(1, interval.value);
  if (interval.unit === 'hours') {
    // Hour buckets restart at every local midnight: 8 h gives 00:00, 08:00 and 16:00 each day.
    const perDay = Math.max(1, Math.ceil(24 / n));
    for (let day = firstDay; ; day += DAY_MS) {
      for (let k = 0; k < perDay; k++) {
        starts.push(day + k * n * HOUR_MS);
        if (starts.at(-1)! >= endWall) return starts;
      }
    }
  }
  const first = new Date(firstDay);
  for (let k = 0; ; k++) {
    const date = new Date(first.getTime());
    if (interval.unit === 'days') date.setUTCDate(date.getUTCDate() + k * n);
    else if (interval.unit === 'weeks') date.setUTCDate(date.getUTCDate() + k * n * 7);
    else if (interval.unit === 'months') date.setUTCMonth(date.getUTCMonth() + k * n);
    else date.setUTCFullYear(date.getUTCFullYear() + k * n);
    starts.push(date.getTime());
    if (date.getTime() >= endWall) return starts;
  }
}

/**
 * Rolls values down into intervals of UK local time (spec analysis §9 "Roll-down interval",
 * "Aggregation"): days, weeks, months and years start at local midnight, so a clock-change day
 * is one bucket of 23 or 25 hours; hour intervals restart at each local midnight. SUM adds the
 * values whose instant falls in [bucket start, next bucket start); AVG is their mean. A bucket
 * without values answers null (a gap, not a zero). Only buckets overlapping [start, end) are kept.
 */
export function rollDownSeries(
  values: readonly TimedValue[],
  options: { type: AggregatorType; interval: Interval; start: Date; end: Date },
): RolledPoint[] {
  const startMs = options.start.getTime();
  const endMs = options.end.getTime();
  if (!(endMs > startMs)) return [];
  const walls = wallBucketStarts(ukWallClockOf(startMs), ukWallClockOf(endMs), options.interval);
  const bounds = [...new Set(walls.map(instantOfUkWallClock))].sort((a, b) => a - b);
  const buckets = bounds
    .slice(0, -1)
    .map((from, i) => ({ from, to: bounds[i + 1]! }))
    .filter((b) => b.to > startMs && b.from < endMs);
  const sums = new Array<number>(buckets.length).fill(0);
  const counts = new Array<number>(buckets.length).fill(0);
  const sorted = [...values].sort((a, b) => a.at - b.at);
  let b = 0;
  for (const { at, value } of sorted) {
    if (at < startMs || at >= endMs || !Number.isFinite(value)) continue;
    while (b < buckets.length && at >= buckets[b]!.to) b++;
    if (b >= buckets.length) break;
    if (at < buckets[b]!.from) continue;
    sums[b] = sums[b]! + value;
    counts[b] = counts[b]! + 1;
  }
  return buckets.map((bucket, i) => ({
    x: new Date(bucket.from).toISOString(),
    y: counts[i] === 0 ? null : options.type === 'SUM' ? sums[i]! : sums[i]! / counts[i]!,
  }));
}
