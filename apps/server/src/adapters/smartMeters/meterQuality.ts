import { halfHoursInUkDay, isoDate, ukWallClock } from './ukClock';

/** A reading as parsed: start in UTC ms, the CSV line it came from. */
export interface ParsedReading {
  start: number;
  kwh: number;
  line: number;
  /** Written in March's skipped local hour (a day folded into 48 slots): added to its instant. */
  folded?: boolean;
}

/** How many examples each finding lists (the counts are always complete). */
export const EXAMPLES = 20;
/** A spike is a reading above this many times the median of the positive readings (designed). */
export const SPIKE_FACTOR = 10;
/** …and above this many kWh, so a near-empty meter's noise is not a spike (designed). */
export const SPIKE_FLOOR_KWH = 1;

export interface MeterDataQuality {
  layout: 'timestamp-value' | 'day-per-row';
  /** The most common step between readings, in minutes (30 half-hourly, 1440 daily). */
  intervalMinutes: number;
  readings: number;
  first: string | null;
  last: string | null;
  /** Missing readings between the first and the last, by the interval. */
  gaps: { count: number; missingReadings: number; examples: { from: string; to: string }[] };
  /** Second and later readings of the same start; the first one is kept. */
  duplicates: { count: number; examples: string[] };
  negativeValues: { count: number; examples: string[] };
  spikes: { count: number; examples: string[]; thresholdKwh: number | null };
  /** Clock-change days in the data: 46 half-hours in March, 50 in October (UK time). */
  clockChangeDays: { date: string; expectedHalfHours: number; foundHalfHours: number }[];
  /** Days whose number of half-hours is not their length on a UK clock. */
  irregularDays: { date: string; expectedHalfHours: number; foundHalfHours: number }[];
  /** CSV lines (1-based) with no readable time or value. */
  unreadableLines: { count: number; examples: number[] };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Sorts, drops duplicates, flags negatives and spikes, and reports what a user should know. */
export function assessQuality(
  parsed: readonly ParsedReading[],
  context: {
    layout: MeterDataQuality['layout'];
    unreadable: number[];
    /** Day-per-row files: the values each row held. */
    dayLengths: { date: string; values: number }[] | null;
  },
) {
  const sorted = [...parsed].sort((a, b) => a.start - b.start || a.line - b.line);
  const kept: ParsedReading[] = [];
  const duplicates: number[] = [];
  for (const reading of sorted) {
    const last = kept[kept.length - 1];
    if (last && last.start === reading.start && (last.folded || reading.folded)) {
      // A folded March day: the skipped hour's energy joins the half-hour it fell in.
      kept[kept.length - 1] = { ...last, kwh: last.kwh + reading.kwh, folded: false };
    } else if (last && last.start === reading.start) {
      duplicates.push(reading.start);
    } else kept.push(reading);
  }

  const steps = new Map<number, number>();
  for (let i = 1; i < kept.length; i += 1) {
    const step = kept[i]!.start - kept[i - 1]!.start;
    steps.set(step, (steps.get(step) ?? 0) + 1);
  }
  const interval =
    [...steps.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 30 * 60_000;

  const gaps: { from: string; to: string }[] = [];
  let missingReadings = 0;
  for (let i = 1; i < kept.length; i += 1) {
    const step = kept[i]!.start - kept[i - 1]!.start;
    if (step > interval) {
      missingReadings += Math.round(step / interval) - 1;
      gaps.push({ from: iso(kept[i - 1]!.start + interval), to: iso(kept[i]!.start) });
    }
  }

  const positive = kept.filter((reading) => reading.kwh > 0).map((reading) => reading.kwh);
  const typical = median(positive);
  const threshold = typical === null ? null : Math.max(typical * SPIKE_FACTOR, SPIKE_FLOOR_KWH);
  const negatives = kept.filter((reading) => reading.kwh < 0);
  const spikes = threshold === null ? [] : kept.filter((reading) => reading.kwh > threshold);

  // Half-hours per UK local day (half-hourly data only), against the day's clock length.
  const found = new Map<string, number>();
  if (context.dayLengths) {
    for (const day of context.dayLengths) found.set(day.date, day.values);
  } else if (interval === 30 * 60_000) {
    for (const reading of kept) {
      const date = isoDate(ukWallClock(reading.start));
      found.set(date, (found.get(date) ?? 0) + 1);
    }
  }
  const clockChangeDays: MeterDataQuality['clockChangeDays'] = [];
  const irregularDays: MeterDataQuality['irregularDays'] = [];
  const dates = [...found.keys()].sort();
  for (const date of dates) {
    const expected = halfHoursInUkDay(Date.parse(`${date}T00:00:00Z`));
    const foundHalfHours = found.get(date) ?? 0;
    const row = { date, expectedHalfHours: expected, foundHalfHours };
    if (expected !== 48) clockChangeDays.push(row);
    // The first and last day of a file may be partial; other days must be whole.
    const edge = !context.dayLengths && (date === dates[0] || date === dates[dates.length - 1]);
    if (foundHalfHours !== expected && !edge) irregularDays.push(row);
  }

  const flagOf = (reading: ParsedReading) =>
    reading.kwh < 0 ? 'negative' : threshold !== null && reading.kwh > threshold ? 'spike' : null;
  const quality: MeterDataQuality = {
    layout: context.layout,
    intervalMinutes: Math.round(interval / 60_000),
    readings: kept.length,
    first: kept[0] ? iso(kept[0].start) : null,
    last: kept.length ? iso(kept[kept.length - 1]!.start) : null,
    gaps: { count: gaps.length, missingReadings, examples: gaps.slice(0, EXAMPLES) },
    duplicates: { count: duplicates.length, examples: duplicates.slice(0, EXAMPLES).map(iso) },
    negativeValues: {
      count: negatives.length,
      examples: negatives.slice(0, EXAMPLES).map((reading) => iso(reading.start)),
    },
    spikes: {
      count: spikes.length,
      examples: spikes.slice(0, EXAMPLES).map((reading) => iso(reading.start)),
      thresholdKwh: threshold,
    },
    clockChangeDays,
    irregularDays,
    unreadableLines: {
      count: context.unreadable.length,
      examples: context.unreadable.slice(0, EXAMPLES),
    },
  };
  return {
    readings: kept.map((reading) => ({
      start: iso(reading.start),
      kwh: reading.kwh,
      flag: flagOf(reading) as 'negative' | 'spike' | null,
    })),
    quality,
  };
}
