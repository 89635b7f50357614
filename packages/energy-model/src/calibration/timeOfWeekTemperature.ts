/**
 * Time-of-week-and-temperature model for hourly data (Mathieu, Price, Kiliccote & Piette 2011,
 * "Quantifying changes in building electricity use", LBNL; the CalTRACK hourly method):
 * one intercept per hour of the week (bank holidays use Sunday's profile) plus a continuous
 * piecewise-linear temperature response whose slopes may differ between groups of hours: four
 * blocks of the day (default) or, as in CalTRACK, occupied and unoccupied hours of the week
 * (occupancy.ts). Fitted by least squares with the 168 indicators eliminated exactly
 * (timeOfWeekSolver.ts), optionally made robust to outlying hours by Huber reweighting.
 */
import { bankHolidaysOf } from './ukBankHolidays';
import { DAY_MS } from './wallClock';
import {
  fitIndicatorLeastSquares,
  indicatorFitted,
  type IndicatorDesign,
} from './timeOfWeekSolver';
import { occupiedHoursOfWeek } from './occupancy';

/** Knots of the temperature segments, °C (assumption, spans UK hourly temperatures). */
const TOWT_KNOTS = [0, 5, 10, 15, 20] as const;
const SEGMENTS = TOWT_KNOTS.length + 1;
/** Day blocks for the temperature slopes: 00–06, 06–12, 12–18, 18–24 (assumption). */
const BLOCKS = 4;
/** Huber tuning constant (Huber 1964; 1.345 σ gives 95 % efficiency under normal errors). */
const HUBER_K = 1.345;
/** Reweighting passes of the robust fit (IRLS; converges in a few for Huber weights). */
const ROBUST_PASSES = 4;

export interface HourObservation {
  /** Wall-clock hour index (ms / 3.6e6). */
  hour: number;
  tempC: number;
  kwh: number;
}

export interface TimeOfWeekOptions {
  /**
   * Which hours share temperature slopes: 'day-blocks' (00–06, 06–12, 12–18, 18–24; default) or
   * 'occupancy' (CalTRACK: occupied and unoccupied hours of the week, detected from the data).
   */
  temperatureGroups?: 'day-blocks' | 'occupancy';
  /** Huber-robust fit (iteratively reweighted least squares) instead of ordinary least squares. */
  robust?: boolean;
}

export interface TimeOfWeekTemperatureModel {
  kind: 'time-of-week-temperature';
  /** 168 intercepts, Monday 00:00 first, kWh per hour. */
  hourOfWeekKwh: number[];
  /** slopes[group][segment], kWh per hour per K (groups: day blocks, or occupied/unoccupied). */
  slopes: number[][];
  /** Temperature group (row of `slopes`) of each hour of the week. */
  groupOfHourOfWeek: number[];
  temperatureGroups: 'day-blocks' | 'occupancy';
  knotsC: readonly number[];
  /**
   * kWh per hour added to every prediction: the recent level relative to the whole-baseline fit
   * (see recentLevel.ts; set by calibrate, 0 from this fit alone).
   */
  recentLevelKwhPerHour: number;
  observationCount: number;
  parameterCount: number;
  r2: number;
}

/** Hour of the week 0–167 (Monday 00:00 = 0) of the first hour of a day; bank holidays map to Sunday. */
export function hourOfWeekOfDay(day: number): number {
  // Day 0 (1970-01-01) was a Thursday: Monday-first weekday without building a Date.
  let wd = (((day + 3) % 7) + 7) % 7;
  if (wd < 5 && bankHolidaysOf(new Date(day * DAY_MS).getUTCFullYear()).has(day)) wd = 6;
  return wd * 24;
}

/** Hour of the week 0–167 (Monday 00:00 = 0); bank holidays map to Sunday. */
export function hourOfWeek(hour: number): number {
  const day = Math.floor(hour / 24);
  return hourOfWeekOfDay(day) + (hour - day * 24);
}

function segmentsOf(t: number, out: Float64Array, offset = 0): void {
  const k = TOWT_KNOTS;
  out[offset] = Math.min(t, k[0]);
  for (let i = 1; i < k.length; i++)
    out[offset + i] = Math.min(Math.max(t - k[i - 1]!, 0), k[i]! - k[i - 1]!);
  out[offset + k.length] = Math.max(0, t - k[k.length - 1]!);
}

const DAY_BLOCK_GROUPS = Array.from({ length: 168 }, (_, t) =>
  Math.floor((t % 24) / (24 / BLOCKS)),
);

function median(values: Float64Array): number {
  const s = Float64Array.from(values).sort();
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * The design's row blocks and offsets, reused from fit to fit (calibrate refits the model
 * several times on a year of hours; single-threaded, and no fit keeps them).
 */
let scratchX = new Float64Array(0);
let scratchOffset = new Int32Array(0);
function designScratch(n: number): { x: Float64Array; offset: Int32Array } {
  if (scratchOffset.length < n) {
    scratchX = new Float64Array(n * SEGMENTS);
    scratchOffset = new Int32Array(n);
  }
  return { x: scratchX.subarray(0, n * SEGMENTS), offset: scratchOffset.subarray(0, n) };
}

/** Hourly observations as parallel arrays (hour of the week, °C, kWh), all values finite. */
export interface HourSeries {
  hourOfWeek: Int32Array;
  tempC: Float64Array;
  kwh: Float64Array;
}

export function fitTimeOfWeekTemperatureModel(
  obs: readonly HourObservation[],
  options: TimeOfWeekOptions = {},
): TimeOfWeekTemperatureModel | null {
  const usable = obs.filter((o) => Number.isFinite(o.kwh) && Number.isFinite(o.tempC));
  const n = usable.length;
  const series: HourSeries = {
    hourOfWeek: new Int32Array(n),
    tempC: new Float64Array(n),
    kwh: new Float64Array(n),
  };
  let lastDay = Number.NaN;
  let dayTow = 0;
  for (let i = 0; i < n; i++) {
    const o = usable[i]!;
    const day = Math.floor(o.hour / 24);
    if (day !== lastDay) {
      dayTow = hourOfWeekOfDay(day);
      lastDay = day;
    }
    series.hourOfWeek[i] = dayTow + (o.hour - day * 24);
    series.tempC[i] = o.tempC;
    series.kwh[i] = o.kwh;
  }
  return fitTimeOfWeekSeries(series, options);
}

/** The fit itself, on parallel arrays (no per-hour objects: calibrate refits it several times). */
export function fitTimeOfWeekSeries(
  series: HourSeries,
  options: TimeOfWeekOptions = {},
): TimeOfWeekTemperatureModel | null {
  const { hourOfWeek: tow, tempC: temp, kwh: y } = series;
  const n = y.length;
  if (n < 24 * 14) return null;
  const temperatureGroups = options.temperatureGroups ?? 'day-blocks';
  const groupOfHourOfWeek =
    temperatureGroups === 'occupancy'
      ? occupiedHoursOfWeek(tow, temp, y).map((occupied) => (occupied ? 0 : 1))
      : DAY_BLOCK_GROUPS;
  const groups = temperatureGroups === 'occupancy' ? 2 : BLOCKS;
  const { x, offset } = designScratch(n);
  for (let i = 0; i < n; i++) {
    segmentsOf(temp[i]!, x, i * SEGMENTS);
    offset[i] = groupOfHourOfWeek[tow[i]!]! * SEGMENTS;
  }
  const design: IndicatorDesign = {
    cell: tow,
    cells: 168,
    x,
    width: SEGMENTS,
    offset,
    columns: SEGMENTS * groups,
    y,
  };
  let fit = fitIndicatorLeastSquares(design);
  if (!fit) return null;
  if (options.robust) {
    const absResidual = new Float64Array(n);
    const weight = new Float64Array(n);
    for (let pass = 0; pass < ROBUST_PASSES && fit; pass++) {
      for (let i = 0; i < n; i++)
        absResidual[i] = Math.abs(y[i]! - indicatorFitted(design, fit, i));
      // Robust scale: 1.4826 × median absolute residual (the MAD of normal errors).
      const scale = 1.4826 * median(absResidual);
      if (!(scale > 0)) break;
      for (let i = 0; i < n; i++) {
        const a = absResidual[i]!;
        weight[i] = a <= HUBER_K * scale ? 1 : (HUBER_K * scale) / a;
      }
      fit = fitIndicatorLeastSquares({ ...design, weight });
    }
    if (!fit) return null;
  }
  let overall = 0;
  for (let i = 0; i < n; i++) overall += y[i]!;
  overall /= n;
  for (let t = 0; t < 168; t++) if (Number.isNaN(fit.intercepts[t]!)) fit.intercepts[t] = overall;
  let sst = 0;
  for (let i = 0; i < n; i++) sst += (y[i]! - overall) ** 2;
  // The solver's sum of squares is weighted; after a robust refit recompute it unweighted.
  let sse = fit.sse;
  if (options.robust) {
    sse = 0;
    for (let i = 0; i < n; i++) sse += (y[i]! - indicatorFitted(design, fit, i)) ** 2;
  }
  const slopes: number[][] = [];
  for (let g = 0; g < groups; g++)
    slopes.push(Array.from(fit.coefficients.subarray(g * SEGMENTS, (g + 1) * SEGMENTS)));
  return {
    kind: 'time-of-week-temperature',
    hourOfWeekKwh: Array.from(fit.intercepts),
    slopes,
    groupOfHourOfWeek: [...groupOfHourOfWeek],
    temperatureGroups,
    knotsC: TOWT_KNOTS,
    recentLevelKwhPerHour: 0,
    observationCount: n,
    parameterCount: 168 + fit.kept.length,
    r2: sst > 0 ? 1 - sse / sst : 0,
  };
}

const scratch = new Float64Array(SEGMENTS);

/** Predicted kWh for one wall-clock hour (pass `towOfHour` when known, to skip the calendar). */
export function predictTimeOfWeekTemperatureHour(
  model: TimeOfWeekTemperatureModel,
  hour: number,
  tempC: number,
  towOfHour: number = hourOfWeek(hour),
): number {
  segmentsOf(tempC, scratch);
  const s = model.slopes[model.groupOfHourOfWeek[towOfHour]!]!;
  let e = model.hourOfWeekKwh[towOfHour]! + model.recentLevelKwhPerHour;
  for (let k = 0; k < SEGMENTS; k++) e += s[k]! * scratch[k]!;
  return Math.max(0, e);
}
