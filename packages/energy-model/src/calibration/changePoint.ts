/**
 * Change-point degree-day model (ASHRAE Guideline 14 / ASHRAE RP-1050 "inverse model" family,
 * as used by CalTRACK/OpenEEmeter), fitted to periods of one or more days:
 *
 *   E(period) = Σ_days [ base + offset·nonWorking + βH·HDD(Th) + βC·CDD(Tc) ]
 *
 * What it does beyond a plain daily model: degree-days are summed from hourly temperatures (so a
 * mild day with a cold night still counts), an optional non-working-day base load (weekends and
 * England & Wales bank holidays), and the balance points are searched on a grid. Candidate
 * structures are compared fairly by adjusted R², counting each searched balance point as a
 * parameter; slopes must be positive.
 */
import { isNonWorkingDay } from './ukBankHolidays';
import { leastSquares } from './leastSquares';
import type { MeterDay } from './meterSeries';

export type ChangePointKind = 'intercept-only' | 'heating' | 'cooling' | 'heating-cooling';

export interface ChangePointModel {
  kind: ChangePointKind;
  /** Degree-days from hourly temperatures ('hourly') or from the daily mean ('daily-mean'). */
  degreeDays: 'hourly' | 'daily-mean';
  usesDayTypes: boolean;
  heatingBalanceC: number | null;
  coolingBalanceC: number | null;
  baseKwhPerDay: number;
  nonWorkingDayOffsetKwh: number;
  heatingKwhPerDegreeDay: number;
  coolingKwhPerDegreeDay: number;
  /** Coefficients plus searched balance points. */
  parameterCount: number;
  observationCount: number;
  r2: number;
  adjustedR2: number;
}

export interface FitPeriod {
  days: readonly MeterDay[];
  kwh: number;
}

export interface ChangePointOptions {
  degreeDays?: 'hourly' | 'daily-mean';
  dayTypes?: 'auto' | 'off';
  /** Balance-point search grid (°C). */
  heatingGrid?: readonly number[];
  coolingGrid?: readonly number[];
}

const range = (a: number, b: number, step: number): number[] => {
  const out: number[] = [];
  for (let v = a; v <= b + 1e-9; v += step) out.push(Math.round(v * 10) / 10);
  return out;
};
/** Grids cover UK balance points seen in practice (assumption: heating 8–22 °C, cooling 14–28 °C). */
export const DEFAULT_HEATING_GRID = range(8, 22, 0.5);
export const DEFAULT_COOLING_GRID = range(14, 28, 0.5);

/** Heating degree-days of one day at balance point `tb`. */
export function dayHeatingDegreeDays(
  day: MeterDay,
  tb: number,
  mode: 'hourly' | 'daily-mean',
): number {
  if (mode === 'daily-mean') return Math.max(0, tb - day.meanTempC);
  let s = 0;
  const t = day.hourlyTempC;
  for (let h = 0; h < 24; h++) {
    const d = tb - t[h]!;
    if (d > 0) s += d;
  }
  return s / 24;
}

/** Cooling degree-days of one day at balance point `tb`. */
export function dayCoolingDegreeDays(
  day: MeterDay,
  tb: number,
  mode: 'hourly' | 'daily-mean',
): number {
  if (mode === 'daily-mean') return Math.max(0, day.meanTempC - tb);
  let s = 0;
  const t = day.hourlyTempC;
  for (let h = 0; h < 24; h++) {
    const d = t[h]! - tb;
    if (d > 0) s += d;
  }
  return s / 24;
}

/** Fits the model; returns null when there are too few usable periods. */
export function fitChangePointModel(
  periods: readonly FitPeriod[],
  options: ChangePointOptions = {},
): ChangePointModel | null {
  const mode = options.degreeDays ?? 'hourly';
  const usable = periods.filter(
    (p) =>
      Number.isFinite(p.kwh) &&
      p.days.length > 0 &&
      p.days.every((d) => Number.isFinite(d.meanTempC)),
  );
  const n = usable.length;
  if (n < 3) return null;
  const y = Float64Array.from(usable, (p) => p.kwh);
  const ones = Float64Array.from(usable, (p) => p.days.length);
  const nonWorking = Float64Array.from(
    usable,
    (p) => p.days.filter((d) => isNonWorkingDay(d.day)).length,
  );
  const hGrid = options.heatingGrid ?? DEFAULT_HEATING_GRID;
  const cGrid = options.coolingGrid ?? DEFAULT_COOLING_GRID;
  const hdd = hGrid.map((tb) =>
    Float64Array.from(usable, (p) =>
      p.days.reduce((s, d) => s + dayHeatingDegreeDays(d, tb, mode), 0),
    ),
  );
  const cdd = cGrid.map((tb) =>
    Float64Array.from(usable, (p) =>
      p.days.reduce((s, d) => s + dayCoolingDegreeDays(d, tb, mode), 0),
    ),
  );
  let meanY = 0;
  for (let i = 0; i < n; i++) meanY += y[i]!;
  meanY /= n;
  let sst = 0;
  for (let i = 0; i < n; i++) sst += (y[i]! - meanY) ** 2;
  const nwVaries =
    nonWorking.some((v, i) => v > 0 && v < ones[i]!) ||
    (nonWorking.some((v) => v > 0) && nonWorking.some((v) => v === 0));
  const dayTypeChoices = options.dayTypes === 'off' || !nwVaries ? [false] : [false, true];

  let best: ChangePointModel | null = null;
  const consider = (
    kind: ChangePointKind,
    dt: boolean,
    th: number | null,
    tc: number | null,
    hCol: Float64Array | null,
    cCol: Float64Array | null,
  ): void => {
    const cols: Float64Array[] = [ones];
    if (dt) cols.push(nonWorking);
    if (hCol) cols.push(hCol);
    if (cCol) cols.push(cCol);
    const fit = leastSquares(cols, y);
    if (!fit) return;
    const b = fit.coefficients;
    const k = dt ? 2 : 1;
    const bh = hCol ? b[k]! : 0;
    const bc = cCol ? b[hCol ? k + 1 : k]! : 0;
    if ((hCol && !(bh > 0)) || (cCol && !(bc > 0))) return;
    const p = cols.length + (th === null ? 0 : 1) + (tc === null ? 0 : 1);
    if (n - p < 1) return;
    const r2 = sst > 0 ? 1 - fit.sse / sst : 0;
    const adjustedR2 = 1 - ((1 - r2) * (n - 1)) / (n - p);
    if (best && adjustedR2 <= best.adjustedR2) return;
    best = {
      kind,
      degreeDays: mode,
      usesDayTypes: dt,
      heatingBalanceC: th,
      coolingBalanceC: tc,
      baseKwhPerDay: b[0]!,
      nonWorkingDayOffsetKwh: dt ? b[1]! : 0,
      heatingKwhPerDegreeDay: bh,
      coolingKwhPerDegreeDay: bc,
      parameterCount: p,
      observationCount: n,
      r2,
      adjustedR2,
    };
  };
  for (const dt of dayTypeChoices) {
    consider('intercept-only', dt, null, null, null, null);
    hGrid.forEach((th, i) => consider('heating', dt, th, null, hdd[i]!, null));
    cGrid.forEach((tc, j) => consider('cooling', dt, null, tc, null, cdd[j]!));
    hGrid.forEach((th, i) =>
      cGrid.forEach((tc, j) => {
        if (tc >= th) consider('heating-cooling', dt, th, tc, hdd[i]!, cdd[j]!);
      }),
    );
  }
  return best;
}

/** Predicted kWh for one day (NaN when the day's temperature is unknown). */
export function predictChangePointDay(model: ChangePointModel, day: MeterDay): number {
  if (!Number.isFinite(day.meanTempC)) return Number.NaN;
  let e = model.baseKwhPerDay;
  if (model.usesDayTypes && isNonWorkingDay(day.day)) e += model.nonWorkingDayOffsetKwh;
  if (model.heatingBalanceC !== null)
    e +=
      model.heatingKwhPerDegreeDay *
      dayHeatingDegreeDays(day, model.heatingBalanceC, model.degreeDays);
  if (model.coolingBalanceC !== null)
    e +=
      model.coolingKwhPerDegreeDay *
      dayCoolingDegreeDays(day, model.coolingBalanceC, model.degreeDays);
  return Math.max(0, e);
}
