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
import { isSchoolHoliday } from './schoolHolidays';
import { leastSquaresFromGram } from './leastSquares';
import { validatedRecentLevel, type ResidualDay } from './recentLevel';
import type { MeterDay } from './meterSeries';

export type ChangePointKind = 'intercept-only' | 'heating' | 'cooling' | 'heating-cooling';

export interface ChangePointModel {
  kind: ChangePointKind;
  /** Degree-days from hourly temperatures ('hourly') or from the daily mean ('daily-mean'). */
  degreeDays: 'hourly' | 'daily-mean';
  usesDayTypes: boolean;
  /**
   * Off days (the day-type offset, and no heating when `heatingOnOffDays` is false) include
   * approximate England school holidays (schoolHolidays.ts) as well as weekends and bank holidays.
   */
  schoolHolidays?: boolean;
  /** false: the heating term acts on working days only (heating off at weekends and in holidays). */
  heatingOnOffDays?: boolean;
  /** Fitted as the CalTRACK 2.0 daily model (caltrackDaily.ts). */
  caltrack?: boolean;
  heatingBalanceC: number | null;
  coolingBalanceC: number | null;
  baseKwhPerDay: number;
  nonWorkingDayOffsetKwh: number;
  heatingKwhPerDegreeDay: number;
  coolingKwhPerDegreeDay: number;
  /**
   * kWh per day added to every prediction: the building's recent level relative to the
   * whole-baseline fit (see recentLevel.ts); 0 when off or when no drift validated.
   */
  recentLevelKwhPerDay: number;
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
  /**
   * 'auto': a weekend-and-bank-holiday offset when it earns its parameter; 'school': the same with
   * approximate England school holidays counted as off days too; 'off': none.
   */
  dayTypes?: 'auto' | 'off' | 'school';
  /** Balance-point search grid (°C). */
  heatingGrid?: readonly number[];
  coolingGrid?: readonly number[];
  /**
   * Weight observations by recency: weight halves every this many days before the end of the
   * baseline (weighted least squares). Off when omitted.
   */
  recencyHalfLifeDays?: number;
  /**
   * Recent-level adjustment chosen by validation inside the baseline ('validated', the default
   * for daily periods and for calibrate's hourly model) or 'off' (plain least squares). Periods
   * longer than a day (bills) are never adjusted.
   */
  recentLevel?: 'validated' | 'off';
  /** false: fit the heating term on working days only (off days as `dayTypes` defines them). */
  heatingOnOffDays?: boolean;
}

const range = (a: number, b: number, step: number): number[] => {
  const out: number[] = [];
  for (let v = a; v <= b + 1e-9; v += step) out.push(Math.round(v * 10) / 10);
  return out;
};
/** Grids cover UK balance points seen in practice (assumption: heating 8–22 °C, cooling 14–28 °C). */
const DEFAULT_HEATING_GRID = range(8, 22, 0.5);
const DEFAULT_COOLING_GRID = range(14, 28, 0.5);

/** Heating degree-days of one day at balance point `tb`. */
function dayHeatingDegreeDays(day: MeterDay, tb: number, mode: 'hourly' | 'daily-mean'): number {
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
function dayCoolingDegreeDays(day: MeterDay, tb: number, mode: 'hourly' | 'daily-mean'): number {
  if (mode === 'daily-mean') return Math.max(0, day.meanTempC - tb);
  let s = 0;
  const t = day.hourlyTempC;
  for (let h = 0; h < 24; h++) {
    const d = t[h]! - tb;
    if (d > 0) s += d;
  }
  return s / 24;
}

/**
 * Hourly degree-days of each day at every balance point of a grid, kept per day object: the
 * ensemble refits the model on parts of the same baseline, and the days' temperatures do not
 * change, so each day's values are computed once (same arithmetic as computing them afresh).
 */
const hourlyDegreeDayCache = new WeakMap<
  readonly number[],
  { heating: WeakMap<MeterDay, Float64Array>; cooling: WeakMap<MeterDay, Float64Array> }
>();

function hourlyDegreeDaysOnGrid(
  day: MeterDay,
  grid: readonly number[],
  sign: 1 | -1,
): Float64Array {
  let byGrid = hourlyDegreeDayCache.get(grid);
  if (!byGrid) {
    byGrid = { heating: new WeakMap(), cooling: new WeakMap() };
    hourlyDegreeDayCache.set(grid, byGrid);
  }
  const cache = sign === 1 ? byGrid.heating : byGrid.cooling;
  let values = cache.get(day);
  if (!values) {
    values = new Float64Array(grid.length);
    const t = day.hourlyTempC;
    for (let g = 0; g < grid.length; g++) {
      const tb = grid[g]!;
      let h = 0;
      for (let k = 0; k < 24; k++) {
        const d = sign * (tb - t[k]!);
        if (d > 0) h += d;
      }
      values[g] = h / 24;
    }
    cache.set(day, values);
  }
  return values;
}

const dailyMeanDegreeDayCache = new WeakMap<
  readonly number[],
  { heating: WeakMap<MeterDay, Float64Array>; cooling: WeakMap<MeterDay, Float64Array> }
>();

/** Degree-days of a day's mean temperature at every balance point of a grid, cached like the hourly ones. */
function dailyMeanDegreeDaysOnGrid(
  day: MeterDay,
  grid: readonly number[],
  sign: 1 | -1,
): Float64Array {
  let byGrid = dailyMeanDegreeDayCache.get(grid);
  if (!byGrid) {
    byGrid = { heating: new WeakMap(), cooling: new WeakMap() };
    dailyMeanDegreeDayCache.set(grid, byGrid);
  }
  const cache = sign === 1 ? byGrid.heating : byGrid.cooling;
  let values = cache.get(day);
  if (!values) {
    values = new Float64Array(grid.length);
    for (let g = 0; g < grid.length; g++)
      values[g] = Math.max(0, sign * (grid[g]! - day.meanTempC));
    cache.set(day, values);
  }
  return values;
}

/**
 * Σ over each period's days of heating (sign 1) or cooling (sign −1) degree-days, × √weight, one
 * column per balance point of the grid.
 */
function degreeDayColumns(
  periods: readonly FitPeriod[],
  grid: readonly number[],
  mode: 'hourly' | 'daily-mean',
  sign: 1 | -1,
  sw: Float64Array,
  skipDay?: (day: number) => boolean,
): Float64Array[] {
  const cols = grid.map(() => new Float64Array(periods.length));
  const sums = new Float64Array(grid.length);
  for (let i = 0; i < periods.length; i++) {
    sums.fill(0);
    for (const day of periods[i]!.days) {
      if (skipDay?.(day.day)) continue;
      const values =
        mode === 'daily-mean'
          ? dailyMeanDegreeDaysOnGrid(day, grid, sign)
          : hourlyDegreeDaysOnGrid(day, grid, sign);
      for (let g = 0; g < grid.length; g++) sums[g] = sums[g]! + values[g]!;
    }
    for (let g = 0; g < grid.length; g++) cols[g]![i] = sums[g]! * sw[i]!;
  }
  return cols;
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
  const school = options.dayTypes === 'school';
  const offDay = (day: number) => isOffDay(day, school);
  const lastDay = Math.max(...usable.map((p) => p.days[p.days.length - 1]!.day));
  const hl = options.recencyHalfLifeDays;
  // √weight scales each row, so ordinary least squares on the scaled rows is weighted least squares.
  const sw = Float64Array.from(usable, (p) =>
    hl ? Math.pow(0.5, (lastDay - p.days[p.days.length - 1]!.day) / hl / 2) : 1,
  );
  const y = Float64Array.from(usable, (p, i) => p.kwh * sw[i]!);
  const ones = Float64Array.from(usable, (p, i) => p.days.length * sw[i]!);
  const nonWorking = Float64Array.from(
    usable,
    (p, i) => p.days.filter((d) => offDay(d.day)).length * sw[i]!,
  );
  const hGrid = options.heatingGrid ?? DEFAULT_HEATING_GRID;
  const cGrid = options.coolingGrid ?? DEFAULT_COOLING_GRID;
  const workOnly = options.heatingOnOffDays === false;
  const hdd = degreeDayColumns(usable, hGrid, mode, 1, sw, workOnly ? offDay : undefined);
  const cdd = degreeDayColumns(usable, cGrid, mode, -1, sw);
  // Weighted mean and total sum of squares (y is already scaled by √w).
  let sumW = 0;
  let meanY = 0;
  for (let i = 0; i < n; i++) {
    sumW += sw[i]! * sw[i]!;
    meanY += y[i]! * sw[i]!;
  }
  meanY /= sumW;
  let sst = 0;
  for (let i = 0; i < n; i++) sst += (y[i]! - meanY * sw[i]!) ** 2;
  const nwVaries =
    nonWorking.some((v, i) => v > 0 && v < ones[i]!) ||
    (nonWorking.some((v) => v > 0) && nonWorking.some((v) => v === 0));
  const dayTypeChoices = options.dayTypes === 'off' || !nwVaries ? [false] : [false, true];

  let best: ChangePointModel | null = null;
  // Cross-products are cached per pair of columns (by column number: 0 ones, 1 off days, 2 y,
  // then the heating and the cooling columns), so each candidate is a small solve.
  const columns = [ones, nonWorking, y, ...hdd, ...cdd];
  const m = columns.length;
  const dotCache = new Float64Array(m * m).fill(Number.NaN);
  const dot = (a: number, b: number): number => {
    let d = dotCache[a * m + b]!;
    if (Number.isNaN(d)) {
      const u = columns[a]!;
      const v = columns[b]!;
      d = 0;
      for (let i = 0; i < n; i++) d += u[i]! * v[i]!;
      dotCache[a * m + b] = d;
      dotCache[b * m + a] = d;
    }
    return d;
  };
  const yy = dot(2, 2);
  const consider = (
    kind: ChangePointKind,
    dt: boolean,
    th: number | null,
    tc: number | null,
    hCol: number | null,
    cCol: number | null,
  ): number => {
    const cols: number[] = [0];
    if (dt) cols.push(1);
    if (hCol !== null) cols.push(3 + hCol);
    if (cCol !== null) cols.push(3 + hdd.length + cCol);
    const fit = leastSquaresFromGram(
      cols.map((u) => cols.map((v) => dot(u, v))),
      cols.map((u) => dot(u, 2)),
      yy,
    );
    if (!fit) return -Infinity;
    const b = fit.coefficients;
    const k = dt ? 2 : 1;
    const bh = hCol !== null ? b[k]! : 0;
    const bc = cCol !== null ? b[hCol !== null ? k + 1 : k]! : 0;
    if ((hCol !== null && !(bh > 0)) || (cCol !== null && !(bc > 0))) return -Infinity;
    const p = cols.length + (th === null ? 0 : 1) + (tc === null ? 0 : 1);
    if (n - p < 1) return -Infinity;
    const r2 = sst > 0 ? 1 - fit.sse / sst : 0;
    const adjustedR2 = 1 - ((1 - r2) * (n - 1)) / (n - p);
    if (best && adjustedR2 <= best.adjustedR2) return adjustedR2;
    best = {
      kind,
      degreeDays: mode,
      usesDayTypes: dt,
      ...(school ? { schoolHolidays: true } : {}),
      ...(workOnly ? { heatingOnOffDays: false } : {}),
      heatingBalanceC: th,
      coolingBalanceC: tc,
      baseKwhPerDay: b[0]!,
      nonWorkingDayOffsetKwh: dt ? b[1]! : 0,
      heatingKwhPerDegreeDay: bh,
      coolingKwhPerDegreeDay: bc,
      recentLevelKwhPerDay: 0,
      parameterCount: p,
      observationCount: n,
      r2,
      adjustedR2,
    };
    return adjustedR2;
  };
  for (const dt of dayTypeChoices) {
    consider('intercept-only', dt, null, null, null, null);
    let bestTh = hGrid[0]!;
    let bestHeating = -Infinity;
    hGrid.forEach((th, i) => {
      const r = consider('heating', dt, th, null, i, null);
      if (r > bestHeating) {
        bestHeating = r;
        bestTh = th;
      }
    });
    cGrid.forEach((tc, j) => consider('cooling', dt, null, tc, null, j));
    // Heating-and-cooling: heating balance points within ±2 °C of the best heating-only one
    // (coarse-to-fine search), every cooling balance point at or above it.
    hGrid.forEach((th, i) => {
      if (Math.abs(th - bestTh) > 2) return;
      cGrid.forEach((tc, j) => {
        if (tc >= th) consider('heating-cooling', dt, th, tc, i, j);
      });
    });
  }
  const model = best as ChangePointModel | null;
  if (model && options.recentLevel !== 'off' && usable.every((p) => p.days.length === 1)) {
    const residuals: ResidualDay[] = usable.map((p) => ({
      day: p.days[0]!.day,
      actualKwh: p.kwh,
      residualKwh: p.kwh - predictChangePointDay(model, p.days[0]!),
    }));
    model.recentLevelKwhPerDay = validatedRecentLevel(residuals).levelKwhPerDay;
  }
  return model;
}

/** A weekend or bank holiday, or with `school` an approximate England school-holiday day. */
function isOffDay(day: number, school: boolean): boolean {
  return isNonWorkingDay(day) || (school && isSchoolHoliday(day));
}

/** Predicted kWh for one day (NaN when the day's temperature is unknown). */
export function predictChangePointDay(model: ChangePointModel, day: MeterDay): number {
  if (!Number.isFinite(day.meanTempC)) return Number.NaN;
  let e = model.baseKwhPerDay + model.recentLevelKwhPerDay;
  const off = isOffDay(day.day, model.schoolHolidays === true);
  if (model.usesDayTypes && off) e += model.nonWorkingDayOffsetKwh;
  if (model.heatingBalanceC !== null && !(model.heatingOnOffDays === false && off))
    e +=
      model.heatingKwhPerDegreeDay *
      dayHeatingDegreeDays(day, model.heatingBalanceC, model.degreeDays);
  if (model.coolingBalanceC !== null)
    e +=
      model.coolingKwhPerDegreeDay *
      dayCoolingDegreeDays(day, model.coolingBalanceC, model.degreeDays);
  return Math.max(0, e);
}
