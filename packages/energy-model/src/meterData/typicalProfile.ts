/**
 * A meter's own pattern: what it usually reads at each time of the week. Robust statistics
 * (median and median absolute deviation, MAD) so the odd spike or gap does not move them; a
 * spike is a reading far above its time of week, a fix is the value the meter reads at that
 * time of week in the weeks around it.
 */
import { DAY_MS, dayIndexOf, utcToUkWallClock, weekdayOfDay } from '../calibration/wallClock';

/** MAD × 1.4826 estimates the standard deviation of normally distributed values. */
export const MAD_TO_STANDARD_DEVIATION = 1.4826;
/** Fewer readings than this at a time of week: its time of day over every day stands in (designed). */
const MIN_READINGS_PER_TIME_OF_WEEK = 8;
/** Weeks either side a fix looks at for the same time of week (designed: about two months). */
const FIX_WEEKS_EITHER_SIDE = 4;

const WEEK_MS = 7 * DAY_MS;

/** Values sorted ascending (a typed array sorts numbers without a comparator, much faster). */
const sortedOf = (values: readonly number[]) => Float64Array.from(values).sort();

const medianOfSorted = (sorted: Float64Array) => {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export function median(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : medianOfSorted(sortedOf(values));
}

/** Slots per day for readings `intervalMs` apart: half-hours, hours, or whole days. */
function slotsPerDay(intervalMs: number): number {
  if (intervalMs <= DAY_MS / 48) return 48;
  if (intervalMs <= DAY_MS / 24) return 24;
  return 1;
}

export interface TimeOfWeekProfile {
  /** The time-of-week slot of a reading starting at `start` (UTC ms); 0 for bills. */
  slotOf(start: number): number;
  /** Median reading of a slot (the file's median where the slot has too few readings). */
  median(slot: number): number;
  /** Robust spread of a slot: MAD × 1.4826. */
  spread(slot: number): number;
  /** Median of the file's positive readings. */
  typicalPositive: number;
  /** The 99th percentile of the file's readings: above it a reading is rare for this meter. */
  highReading: number;
}

/** Median and robust spread of values. */
function robust(values: number[]): { median: number; spread: number } {
  const m = median(values);
  return {
    median: m,
    spread: MAD_TO_STANDARD_DEVIATION * median(values.map((v) => Math.abs(v - m))),
  };
}

/**
 * The time-of-week pattern of readings `intervalMs` apart (UK wall clock, Monday first). A time
 * of week with too few readings takes its time of day over every day, else the whole file.
 */
export function timeOfWeekProfile(
  readings: readonly { start: number; kwh: number }[],
  intervalMs: number,
): TimeOfWeekProfile {
  const perDay = slotsPerDay(intervalMs);
  const weekly = intervalMs <= DAY_MS;
  const slotOf = (start: number) => {
    if (!weekly) return 0;
    const wall = utcToUkWallClock(start);
    const day = dayIndexOf(wall);
    return weekdayOfDay(day) * perDay + Math.floor(((wall - day * DAY_MS) * perDay) / DAY_MS);
  };
  const bySlot = new Map<number, number[]>();
  const byTimeOfDay = new Map<number, number[]>();
  for (const r of readings) {
    const slot = slotOf(r.start);
    for (const [map, key] of [
      [bySlot, slot],
      [byTimeOfDay, slot % perDay],
    ] as const) {
      const list = map.get(key) ?? [];
      list.push(r.kwh);
      map.set(key, list);
    }
  }
  const all = readings.map((r) => r.kwh);
  const pooled = robust(all);
  const stats = new Map<number, { median: number; spread: number }>();
  const daily = new Map<number, { median: number; spread: number }>();
  for (const [slot, values] of bySlot)
    if (values.length >= MIN_READINGS_PER_TIME_OF_WEEK) stats.set(slot, robust(values));
  for (const [time, values] of byTimeOfDay)
    if (values.length >= MIN_READINGS_PER_TIME_OF_WEEK) daily.set(time, robust(values));
  const of = (slot: number) =>
    stats.get(slot) ?? (slot >= 0 ? daily.get(slot % perDay) : undefined) ?? pooled;
  const sorted = sortedOf(all);
  const firstPositive = sorted.findIndex((v) => v > 0);
  return {
    slotOf,
    median: (slot) => of(slot).median,
    spread: (slot) => of(slot).spread,
    typicalPositive: firstPositive >= 0 ? medianOfSorted(sorted.subarray(firstPositive)) : 0,
    // The lower of the nearest ranks: in a short file the largest reading, perhaps the spike
    // itself, is not its own high mark.
    highReading: sorted.length ? sorted[Math.floor(0.99 * (sorted.length - 1))]! : Number.NaN,
  };
}

/** The readings at the same time of week in the weeks either side of `start` (`byStart`: start → kWh). */
export function sameTimeOfWeekNear(start: number, byStart: ReadonlyMap<number, number>): number[] {
  const near: number[] = [];
  for (let k = 1; k <= FIX_WEEKS_EITHER_SIDE; k++) {
    for (const at of [start - k * WEEK_MS, start + k * WEEK_MS]) {
      const v = byStart.get(at);
      if (v !== undefined) near.push(v);
    }
  }
  return near;
}

/**
 * The value a meter usually reads at `start`: the median of its readings at the same time of
 * week in the weeks either side (`clean` maps start → kWh of trusted readings), else the
 * profile's median for that time of week.
 */
export function typicalValueAt(
  start: number,
  clean: ReadonlyMap<number, number>,
  profile: TimeOfWeekProfile,
): number {
  const near = sameTimeOfWeekNear(start, clean);
  return near.length > 0 ? median(near) : Math.max(0, profile.median(profile.slotOf(start)));
}
