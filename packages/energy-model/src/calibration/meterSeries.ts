/**
 * Turns raw interval readings and outdoor temperatures into clean daily (and hourly) series:
 * readings on the UK wall clock, gaps detected, clock-change days of 46 or 50 half-hours counted
 * as complete. Which days count is one rule, CalTRACK's data sufficiency (dataSufficiency.ts),
 * used alike by every model's fit and by every score.
 */
import { EnergyModelInputError } from '../errors';
import { dayIndexOf, hoursInUkDay } from './wallClock';
import { MIN_DAY_COVERAGE, MIN_TEMPERATURE_HOUR_SHARE } from './dataSufficiency';

const HOUR_MS = 3_600_000;

export interface IntervalReading {
  /** Interval start, UK wall-clock ms (see wallClock.ts). */
  wallMs: number;
  kwh: number;
}

export interface TemperatureReading {
  wallMs: number;
  tempC: number;
}

export type ReadingGranularity = 'half-hourly' | 'hourly' | 'daily' | 'monthly';

/** One calendar day with its measured energy (NaN when not measured) and temperatures. */
export interface MeterDay {
  day: number;
  /** kWh over the day, scaled up for small gaps; NaN when coverage is too low. */
  kwh: number;
  /** Fraction of the expected readings present, 0–1. */
  coverage: number;
  /** Hourly outdoor temperatures (24 values, gaps interpolated); NaN-filled when unknown. */
  hourlyTempC: Float64Array;
  /** Mean outdoor temperature, NaN when unknown. */
  meanTempC: number;
}

/** Temperature gaps up to this many hours are linearly interpolated (assumption). */
const MAX_TEMPERATURE_GAP_HOURS = 6;

/** Readings in time order; the input itself when it already is (the usual case), else a sorted copy. */
export function inTimeOrder<T extends { wallMs: number }>(readings: readonly T[]): readonly T[] {
  for (let i = 1; i < readings.length; i++) {
    if (!(readings[i]!.wallMs >= readings[i - 1]!.wallMs)) {
      return [...readings]
        .filter((r) => Number.isFinite(r.wallMs))
        .sort((a, b) => a.wallMs - b.wallMs);
    }
  }
  return readings.length > 0 && !Number.isFinite(readings[0]!.wallMs)
    ? readings.filter((r) => Number.isFinite(r.wallMs))
    : readings;
}

/** Interval length in minutes from the median spacing of readings. */
export function detectIntervalMinutes(readings: readonly IntervalReading[]): number {
  if (readings.length < 2) return 60;
  const diffs: number[] = [];
  for (let i = 1; i < readings.length && diffs.length < 2000; i++) {
    const d = readings[i]!.wallMs - readings[i - 1]!.wallMs;
    if (d > 0) diffs.push(d);
  }
  diffs.sort((a, b) => a - b);
  const med = diffs[Math.floor(diffs.length / 2)] ?? HOUR_MS;
  return Math.max(1, Math.round(med / 60_000));
}

/**
 * True when the temperatures are daily means (median spacing of a day or more) rather than
 * hourly or finer readings: `calibrate` and the CLI take both.
 */
export function temperaturesAreDaily(temps: readonly TemperatureReading[]): boolean {
  if (temps.length < 2) return false;
  const diffs: number[] = [];
  for (let i = 1; i < temps.length && diffs.length < 500; i++) {
    const d = Math.abs(temps[i]!.wallMs - temps[i - 1]!.wallMs);
    if (d > 0) diffs.push(d);
  }
  diffs.sort((a, b) => a - b);
  return (diffs[Math.floor(diffs.length / 2)] ?? 0) >= 20 * HOUR_MS;
}

/**
 * Hourly temperatures for hours [hStart, hEnd) (wall-clock hour indices), averaged where several
 * readings share an hour, short gaps interpolated, NaN where unknown. `measured`, when given,
 * is set to 1 for the hours that had a reading of their own (not interpolated).
 */
export function hourlyTemperatures(
  temps: readonly TemperatureReading[],
  hStart: number,
  hEnd: number,
  measured?: Uint8Array,
): Float64Array {
  const n = Math.max(0, hEnd - hStart);
  const sum = new Float64Array(n);
  const cnt = new Float64Array(n);
  // Daily mean temperatures (one reading a day) stand for every hour of their day.
  const daily = temperaturesAreDaily(temps);
  for (const t of temps) {
    if (!Number.isFinite(t.tempC) || !Number.isFinite(t.wallMs)) continue;
    const first = daily ? dayIndexOf(t.wallMs) * 24 : Math.floor(t.wallMs / HOUR_MS);
    for (let h = 0; h < (daily ? 24 : 1); h++) {
      const k = first + h - hStart;
      if (k < 0 || k >= n) continue;
      sum[k] = sum[k]! + t.tempC;
      cnt[k] = cnt[k]! + 1;
    }
  }
  const out = new Float64Array(n).fill(Number.NaN);
  let last = -1;
  for (let k = 0; k < n; k++) {
    if (cnt[k]! === 0) continue;
    out[k] = sum[k]! / cnt[k]!;
    if (measured) measured[k] = 1;
    if (last >= 0 && k - last > 1 && k - last <= MAX_TEMPERATURE_GAP_HOURS + 1) {
      for (let j = last + 1; j < k; j++)
        out[j] = out[last]! + ((out[k]! - out[last]!) * (j - last)) / (k - last);
    }
    last = k;
  }
  return out;
}

/** Builds one MeterDay per calendar day between the first and last reading. */
export function buildMeterDays(
  rawReadings: readonly IntervalReading[],
  temps: readonly TemperatureReading[],
  granularity?: ReadingGranularity,
): MeterDay[] {
  if (rawReadings.length === 0) throw new EnergyModelInputError('usage', 'no readings');
  const sorted = inTimeOrder(rawReadings);
  if (sorted.length === 0)
    throw new EnergyModelInputError('usage', 'no readings with a readable time');
  for (const r of sorted) {
    if (!Number.isFinite(r.kwh) || r.kwh < 0)
      throw new EnergyModelInputError('usage.kwh', 'readings must be finite and not negative');
  }
  const minutes =
    granularity === 'half-hourly'
      ? 30
      : granularity === 'hourly'
        ? 60
        : granularity === 'daily'
          ? 1440
          : detectIntervalMinutes(sorted);
  const first = dayIndexOf(sorted[0]!.wallMs);
  const last = dayIndexOf(sorted[sorted.length - 1]!.wallMs);
  const n = last - first + 1;
  const measured = new Uint8Array(n * 24);
  const hourTemps = hourlyTemperatures(temps, first * 24, (last + 1) * 24, measured);
  const sum = new Float64Array(n);
  const count = new Float64Array(n);
  // Zero readings are readings (a gas boiler off in summer, a home away): CalTRACK's rule keeps
  // them, so they are fitted and scored like any other value.
  for (const r of sorted) {
    const k = dayIndexOf(r.wallMs) - first;
    sum[k] = sum[k]! + r.kwh;
    count[k] = count[k]! + 1;
  }
  const days: MeterDay[] = [];
  for (let k = 0; k < n; k++) {
    const day = first + k;
    const expected = minutes >= 1440 ? 1 : (hoursInUkDay(day) * 60) / minutes;
    const coverage = Math.min(1, count[k]! / expected);
    const kwh =
      coverage >= MIN_DAY_COVERAGE && count[k]! > 0
        ? (sum[k]! * Math.max(expected, count[k]!)) / count[k]!
        : Number.NaN;
    const hourlyTempC = new Float64Array(24).fill(Number.NaN);
    let tSum = 0;
    let tN = 0;
    let measuredHours = 0;
    for (let h = 0; h < 24; h++) {
      const t = hourTemps[k * 24 + h]!;
      measuredHours += measured[k * 24 + h]!;
      if (!Number.isNaN(t)) {
        hourlyTempC[h] = t;
        tSum += t;
        tN++;
      }
    }
    // The day's temperature counts when more than 90 % of its hours were measured (CalTRACK);
    // short gaps between them are interpolated, any other hour takes the day's mean.
    const meanTempC = measuredHours > MIN_TEMPERATURE_HOUR_SHARE * 24 ? tSum / tN : Number.NaN;
    if (Number.isFinite(meanTempC))
      for (let h = 0; h < 24; h++) if (Number.isNaN(hourlyTempC[h]!)) hourlyTempC[h] = meanTempC;
    days.push({ day, kwh, coverage, hourlyTempC, meanTempC });
  }
  return days;
}

/** Hourly kWh by wall-clock hour index: undefined where the hour was not measured. */
export interface HourlyKwh {
  get(hour: number): number | undefined;
}

/** Hourly kWh of consecutive hours from `first`, NaN where not measured (no per-hour map). */
class HourArray implements HourlyKwh {
  constructor(
    private readonly first: number,
    private readonly kwh: Float64Array,
  ) {}
  get(hour: number): number | undefined {
    const v = this.kwh[hour - this.first];
    return v === undefined || Number.isNaN(v) ? undefined : v;
  }
}

/** Hourly kWh by wall-clock hour index (half-hours summed), for hourly models. */
export function hourlyConsumption(rawReadings: readonly IntervalReading[]): HourlyKwh {
  const sorted = inTimeOrder(rawReadings);
  if (sorted.length === 0) return new HourArray(0, new Float64Array(0));
  const minutes = detectIntervalMinutes(sorted);
  const readings = sorted;
  const perHour = Math.max(1, Math.round(60 / minutes));
  if (readings.length === 0) return new HourArray(0, new Float64Array(0));
  // Readings are in time order: sum them per hour over the hours they span.
  const first = Math.floor(readings[0]!.wallMs / HOUR_MS);
  const span = Math.floor(readings[readings.length - 1]!.wallMs / HOUR_MS) - first + 1;
  const sum = new Float64Array(span);
  const count = new Uint16Array(span);
  for (const r of readings) {
    const k = Math.floor(r.wallMs / HOUR_MS) - first;
    sum[k] = sum[k]! + r.kwh;
    count[k] = count[k]! + 1;
  }
  for (let k = 0; k < span; k++)
    sum[k] = count[k]! >= perHour ? (sum[k]! * perHour) / count[k]! : Number.NaN;
  return new HourArray(first, sum);
}
