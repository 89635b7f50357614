/**
 * The CalTRACK 2.0 daily model (CalTRACK methods §3; OpenEEmeter's reference implementation,
 * `caltrack_method`): daily kWh = intercept + βH·HDD(Th) + βC·CDD(Tc) on the day's mean outdoor
 * temperature, with
 *
 * - balance points searched from 30 to 90 °F in 1 °F steps for heating and for cooling, the
 *   heating one at or below the cooling one (§3.2.2);
 * - four candidate structures: intercept only, HDD only, CDD only, HDD and CDD (§3.4.3.1);
 * - a degree-day candidate attempted only with at least 10 days of non-zero degree-days and
 *   20 °F·days in all (§3.3.1, `minimum_non_zero_*`, `minimum_total_*`);
 * - a candidate disqualified when any parameter (intercept or slope) is negative (§3.4.3.2);
 * - the qualified candidate with the highest adjusted R² chosen, counting the coefficients only
 *   (§3.4.3.3).
 *
 * It is the plain reference the default must beat, and one of the default's candidates. With the
 * heating balance point at or below the cooling one no day has both degree-days, so every
 * candidate's normal equations come from per-balance-point sums; the sums are additive, so
 * refitting with a block of days left out (inner validation) only subtracts that block's sums.
 */
import type { ChangePointKind, ChangePointModel } from './changePoint';
import type { MeterDay } from './meterSeries';
import { DAY_MS } from './wallClock';

const fahrenheitToCelsius = (f: number): number => Math.round(((f - 32) / 1.8) * 1e4) / 1e4;

/** CalTRACK §3.2.2: 30–90 °F in 1 °F steps, in °C. */
export const CALTRACK_BALANCE_POINTS_C: readonly number[] = Array.from({ length: 61 }, (_, i) =>
  fahrenheitToCelsius(30 + i),
);
/** CalTRACK §3.3.1: at least 10 days with non-zero degree-days for a degree-day candidate. */
const CALTRACK_MIN_NON_ZERO_DAYS = 10;
/** CalTRACK §3.3.1: at least 20 °F·days of degree-days in all (11.1 °C·days). */
const CALTRACK_MIN_TOTAL_DEGREE_DAYS_C = 20 / 1.8;

const G = CALTRACK_BALANCE_POINTS_C.length;

/** Additive sums of a set of days: everything the candidates' normal equations need. */
interface Sums {
  n: number;
  y: number;
  yy: number;
  h: Float64Array;
  hh: Float64Array;
  hy: Float64Array;
  hNonZero: Float64Array;
  c: Float64Array;
  cc: Float64Array;
  cy: Float64Array;
  cNonZero: Float64Array;
}

function emptySums(): Sums {
  return {
    n: 0,
    y: 0,
    yy: 0,
    h: new Float64Array(G),
    hh: new Float64Array(G),
    hy: new Float64Array(G),
    hNonZero: new Float64Array(G),
    c: new Float64Array(G),
    cc: new Float64Array(G),
    cy: new Float64Array(G),
    cNonZero: new Float64Array(G),
  };
}

/** Adds (sign 1) or removes (sign −1) one day's contribution. */
function addDay(s: Sums, y: number, t: number, sign: 1 | -1): void {
  s.n += sign;
  s.y += sign * y;
  s.yy += sign * y * y;
  for (let i = 0; i < G; i++) {
    const tb = CALTRACK_BALANCE_POINTS_C[i]!;
    if (tb > t) {
      const h = tb - t;
      s.h[i] = s.h[i]! + sign * h;
      s.hh[i] = s.hh[i]! + sign * h * h;
      s.hy[i] = s.hy[i]! + sign * h * y;
      s.hNonZero[i] = s.hNonZero[i]! + sign;
    } else if (t > tb) {
      const c = t - tb;
      s.c[i] = s.c[i]! + sign * c;
      s.cc[i] = s.cc[i]! + sign * c * c;
      s.cy[i] = s.cy[i]! + sign * c * y;
      s.cNonZero[i] = s.cNonZero[i]! + sign;
    }
  }
}

/** Solves the 2×2 normal equations of intercept + one slope; null when singular. */
function solve2(n: number, x: number, xx: number, y: number, xy: number): [number, number] | null {
  const det = n * xx - x * x;
  if (!(Math.abs(det) > 1e-9 * Math.max(1, n * xx))) return null;
  return [(xx * y - x * xy) / det, (n * xy - x * y) / det];
}

/** Solves a symmetric 3×3 system by Cramer's rule; null when singular. */
function solve3(a: number[], b: number[]): [number, number, number] | null {
  const [a00, a01, a02, a11, a12, a22] = a as [number, number, number, number, number, number];
  const c00 = a11 * a22 - a12 * a12;
  const c01 = a02 * a12 - a01 * a22;
  const c02 = a01 * a12 - a02 * a11;
  const det = a00 * c00 + a01 * c01 + a02 * c02;
  if (!(Math.abs(det) > 1e-12 * Math.abs(a00 * a11 * a22))) return null;
  const c11 = a00 * a22 - a02 * a02;
  const c12 = a01 * a02 - a00 * a12;
  const c22 = a00 * a11 - a01 * a01;
  const [b0, b1, b2] = b as [number, number, number];
  return [
    (c00 * b0 + c01 * b1 + c02 * b2) / det,
    (c01 * b0 + c11 * b1 + c12 * b2) / det,
    (c02 * b0 + c12 * b1 + c22 * b2) / det,
  ];
}

const qualifies = (nonZero: number, total: number): boolean =>
  nonZero >= CALTRACK_MIN_NON_ZERO_DAYS && total >= CALTRACK_MIN_TOTAL_DEGREE_DAYS_C;

/** The CalTRACK candidate with the highest adjusted R² from a set of sums; null below 3 days. */
function bestCandidate(s: Sums): ChangePointModel | null {
  const n = s.n;
  if (n < 3) return null;
  const mean = s.y / n;
  const sst = s.yy - n * mean * mean;
  let best: ChangePointModel | null = null;
  const consider = (
    kind: ChangePointKind,
    coef: readonly number[],
    sse: number,
    th: number | null,
    tc: number | null,
  ): void => {
    const k = coef.length - 1;
    if (n - k - 1 < 1 || coef.some((b) => !(b >= 0))) return;
    const r2 = sst > 0 ? 1 - sse / sst : 0;
    const adjustedR2 = 1 - ((1 - r2) * (n - 1)) / (n - k - 1);
    if (best && !(adjustedR2 > best.adjustedR2)) return;
    best = {
      kind,
      degreeDays: 'daily-mean',
      usesDayTypes: false,
      caltrack: true,
      heatingBalanceC: th,
      coolingBalanceC: tc,
      baseKwhPerDay: coef[0]!,
      nonWorkingDayOffsetKwh: 0,
      heatingKwhPerDegreeDay: th === null ? 0 : coef[1]!,
      coolingKwhPerDegreeDay: tc === null ? 0 : coef[th === null ? 1 : 2]!,
      recentLevelKwhPerDay: 0,
      parameterCount: coef.length + (th === null ? 0 : 1) + (tc === null ? 0 : 1),
      observationCount: n,
      r2,
      adjustedR2,
    };
  };
  // Intercept only: always qualified when the mean is not negative (R² = 0).
  consider('intercept-only', [mean], sst, null, null);
  for (let i = 0; i < G; i++) {
    if (qualifies(s.hNonZero[i]!, s.h[i]!)) {
      const b = solve2(n, s.h[i]!, s.hh[i]!, s.y, s.hy[i]!);
      if (b)
        consider(
          'heating',
          b,
          s.yy - b[0] * s.y - b[1] * s.hy[i]!,
          CALTRACK_BALANCE_POINTS_C[i]!,
          null,
        );
    }
    if (qualifies(s.cNonZero[i]!, s.c[i]!)) {
      const b = solve2(n, s.c[i]!, s.cc[i]!, s.y, s.cy[i]!);
      if (b)
        consider(
          'cooling',
          b,
          s.yy - b[0] * s.y - b[1] * s.cy[i]!,
          null,
          CALTRACK_BALANCE_POINTS_C[i]!,
        );
    }
  }
  for (let i = 0; i < G; i++) {
    if (!qualifies(s.hNonZero[i]!, s.h[i]!)) continue;
    for (let j = i; j < G; j++) {
      if (!qualifies(s.cNonZero[j]!, s.c[j]!)) continue;
      // The heating balance point is at or below the cooling one, so no day has both HDD(i)
      // and CDD(j): their cross-product is zero.
      const b = solve3([n, s.h[i]!, s.c[j]!, s.hh[i]!, 0, s.cc[j]!], [s.y, s.hy[i]!, s.cy[j]!]);
      if (!b) continue;
      const sse = s.yy - b[0] * s.y - b[1] * s.hy[i]! - b[2] * s.cy[j]!;
      consider(
        'heating-cooling',
        b,
        sse,
        CALTRACK_BALANCE_POINTS_C[i]!,
        CALTRACK_BALANCE_POINTS_C[j]!,
      );
    }
  }
  return best;
}

const usable = (d: MeterDay): boolean => Number.isFinite(d.kwh) && Number.isFinite(d.meanTempC);

/** Fits the CalTRACK daily model to the given days (those with readings and a temperature). */
export function fitCaltrackDailyModel(days: readonly MeterDay[]): ChangePointModel | null {
  const s = emptySums();
  for (const d of days) if (usable(d)) addDay(s, d.kwh, d.meanTempC, 1);
  return bestCandidate(s);
}

/**
 * A fitter of the CalTRACK model on a baseline's days, leaving out a span when asked (a
 * validation fold): the baseline's sums are built once, a left-out span's days are subtracted.
 */
export function caltrackFitter(
  days: readonly MeterDay[],
  baseline: { start: number; end: number },
): (exclude?: { start: number; end: number }) => ChangePointModel | null {
  const first = Math.ceil(baseline.start / DAY_MS);
  const end = Math.floor(baseline.end / DAY_MS);
  const inBaseline = days.filter((d) => d.day >= first && d.day < end && usable(d));
  const full = emptySums();
  for (const d of inBaseline) addDay(full, d.kwh, d.meanTempC, 1);
  return (exclude) => {
    if (!exclude) return bestCandidate(full);
    const e0 = Math.floor(exclude.start / DAY_MS);
    const e1 = Math.ceil(exclude.end / DAY_MS);
    const s = copySums(full);
    for (const d of inBaseline) if (d.day >= e0 && d.day < e1) addDay(s, d.kwh, d.meanTempC, -1);
    return bestCandidate(s);
  };
}

function copySums(s: Sums): Sums {
  return {
    n: s.n,
    y: s.y,
    yy: s.yy,
    h: s.h.slice(),
    hh: s.hh.slice(),
    hy: s.hy.slice(),
    hNonZero: s.hNonZero.slice(),
    c: s.c.slice(),
    cc: s.cc.slice(),
    cy: s.cy.slice(),
    cNonZero: s.cNonZero.slice(),
  };
}
