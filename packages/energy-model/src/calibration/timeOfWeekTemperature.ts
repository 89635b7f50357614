/**
 * Time-of-week-and-temperature model for hourly data (Mathieu, Price, Kiliccote & Piette 2011,
 * "Quantifying changes in building electricity use", LBNL; the CalTRACK hourly method):
 * one intercept per hour of the week (bank holidays use Sunday's profile) plus a continuous
 * piecewise-linear temperature response whose slopes may differ between four blocks of the day.
 * Fitted by ordinary least squares: the 168 intercepts are absorbed by demeaning within each
 * hour-of-week (Frisch–Waugh–Lovell), which keeps the fit fast.
 */
import { bankHolidaysOf } from './ukBankHolidays';
import { DAY_MS } from './wallClock';
import { leastSquares } from './leastSquares';

/** Knots of the temperature segments, °C (assumption, spans UK hourly temperatures). */
export const TOWT_KNOTS = [0, 5, 10, 15, 20] as const;
const SEGMENTS = TOWT_KNOTS.length + 1;
/** Day blocks for the temperature slopes: 00–06, 06–12, 12–18, 18–24 (assumption). */
const BLOCKS = 4;

export interface HourObservation {
  /** Wall-clock hour index (ms / 3.6e6). */
  hour: number;
  tempC: number;
  kwh: number;
}

export interface TimeOfWeekTemperatureModel {
  kind: 'time-of-week-temperature';
  /** 168 intercepts, Monday 00:00 first, kWh per hour. */
  hourOfWeekKwh: number[];
  /** slopes[block][segment], kWh per hour per K. */
  slopes: number[][];
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

/** Hour of the week 0–167 (Monday 00:00 = 0); bank holidays map to Sunday. */
export function hourOfWeek(hour: number): number {
  const day = Math.floor(hour / 24);
  const d = new Date(day * DAY_MS);
  let wd = (d.getUTCDay() + 6) % 7;
  if (wd < 5 && bankHolidaysOf(d.getUTCFullYear()).has(day)) wd = 6;
  return wd * 24 + (hour - day * 24);
}

function segmentsOf(t: number, out: Float64Array): void {
  const k = TOWT_KNOTS;
  out[0] = Math.min(t, k[0]);
  for (let i = 1; i < k.length; i++)
    out[i] = Math.min(Math.max(t - k[i - 1]!, 0), k[i]! - k[i - 1]!);
  out[k.length] = Math.max(0, t - k[k.length - 1]!);
}

function blockOf(hour: number): number {
  const h = ((hour % 24) + 24) % 24;
  return Math.floor(h / (24 / BLOCKS));
}

export function fitTimeOfWeekTemperatureModel(
  obs: readonly HourObservation[],
): TimeOfWeekTemperatureModel | null {
  const usable = obs.filter((o) => Number.isFinite(o.kwh) && Number.isFinite(o.tempC));
  const n = usable.length;
  if (n < 24 * 14) return null;
  const p = SEGMENTS * BLOCKS;
  const X: Float64Array[] = Array.from({ length: p }, () => new Float64Array(n));
  const y = new Float64Array(n);
  const tow = new Int32Array(n);
  const seg = new Float64Array(SEGMENTS);
  for (let i = 0; i < n; i++) {
    const o = usable[i]!;
    y[i] = o.kwh;
    tow[i] = hourOfWeek(o.hour);
    segmentsOf(o.tempC, seg);
    const b = blockOf(o.hour);
    for (let s = 0; s < SEGMENTS; s++) X[b * SEGMENTS + s]![i] = seg[s]!;
  }
  const cnt = new Float64Array(168);
  const meanY = new Float64Array(168);
  const meanX = Array.from({ length: p }, () => new Float64Array(168));
  for (let i = 0; i < n; i++) {
    const t = tow[i]!;
    cnt[t] = cnt[t]! + 1;
    meanY[t] = meanY[t]! + y[i]!;
    for (let j = 0; j < p; j++) meanX[j]![t] = meanX[j]![t]! + X[j]![i]!;
  }
  for (let t = 0; t < 168; t++) {
    const c = cnt[t]! || 1;
    meanY[t] = meanY[t]! / c;
    for (let j = 0; j < p; j++) meanX[j]![t] = meanX[j]![t]! / c;
  }
  const yd = new Float64Array(n);
  const Xd = X.map(() => new Float64Array(n));
  for (let i = 0; i < n; i++) {
    const t = tow[i]!;
    yd[i] = y[i]! - meanY[t]!;
    for (let j = 0; j < p; j++) Xd[j]![i] = X[j]![i]! - meanX[j]![t]!;
  }
  // Drop columns that never vary (a block never sees a temperature segment), keep the rest.
  const keep: number[] = [];
  for (let j = 0; j < p; j++) {
    let ss = 0;
    const c = Xd[j]!;
    for (let i = 0; i < n; i++) ss += c[i]! * c[i]!;
    if (ss > 1e-6 * n) keep.push(j);
  }
  const fit =
    keep.length > 0
      ? leastSquares(
          keep.map((j) => Xd[j]!),
          yd,
        )
      : { coefficients: [], sse: yd.reduce((s, v) => s + v * v, 0) };
  if (!fit) return null;
  const beta = new Array<number>(p).fill(0);
  keep.forEach((j, k) => (beta[j] = fit.coefficients[k]!));
  const hourOfWeekKwh: number[] = [];
  const overall = y.reduce((s, v) => s + v, 0) / n;
  for (let t = 0; t < 168; t++) {
    if (cnt[t] === 0) {
      hourOfWeekKwh.push(overall);
      continue;
    }
    let a = meanY[t]!;
    for (let j = 0; j < p; j++) a -= beta[j]! * meanX[j]![t]!;
    hourOfWeekKwh.push(a);
  }
  let sst = 0;
  for (let i = 0; i < n; i++) sst += (y[i]! - overall) ** 2;
  const slopes: number[][] = [];
  for (let b = 0; b < BLOCKS; b++) slopes.push(beta.slice(b * SEGMENTS, (b + 1) * SEGMENTS));
  return {
    kind: 'time-of-week-temperature',
    hourOfWeekKwh,
    slopes,
    knotsC: TOWT_KNOTS,
    recentLevelKwhPerHour: 0,
    observationCount: n,
    parameterCount: 168 + keep.length,
    r2: sst > 0 ? 1 - fit.sse / sst : 0,
  };
}

const scratch = new Float64Array(SEGMENTS);

/** Predicted kWh for one wall-clock hour. */
export function predictTimeOfWeekTemperatureHour(
  model: TimeOfWeekTemperatureModel,
  hour: number,
  tempC: number,
): number {
  segmentsOf(tempC, scratch);
  const s = model.slopes[blockOf(hour)]!;
  let e = model.hourOfWeekKwh[hourOfWeek(hour)]! + model.recentLevelKwhPerHour;
  for (let k = 0; k < SEGMENTS; k++) e += s[k]! * scratch[k]!;
  return Math.max(0, e);
}
