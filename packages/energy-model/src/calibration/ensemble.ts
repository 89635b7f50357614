/**
 * The default baseline model: the candidates of candidates.ts (the CalTRACK daily model, the
 * change-point models, the time-of-week models) chosen among per meter by time-series
 * cross-validation INSIDE the baseline. The baseline is cut into contiguous blocks; each block is
 * held out in turn, every candidate refitted on the rest and scored on the held-out block's
 * calendar-month sums (the target's own statistic; blocked cross-validation, Bergmeir & Benítez
 * 2012, Information Sciences 191). The candidates fitted to the whole baseline are then combined
 * with weights inversely proportional to their validation mean squared error (Bates & Granger
 * 1969), so a candidate that validates poorly gets little weight and one that validates far
 * better than the rest gets most of it; the candidate with the largest weight is the one that
 * "won". The reporting period is never looked at. A candidate that cannot be fitted or validated
 * gets weight 0.
 */
import type { ChangePointModel } from './changePoint';
import type { MeterDay } from './meterSeries';
import type { TimeOfWeekTemperatureModel } from './timeOfWeekTemperature';
import { DAY_MS } from './wallClock';

/** Error floor: a 0.1 % block error, below any meter's resolution, so no member takes all the weight. */
const ERROR_FLOOR = 1e-6;

export interface Span {
  start: number;
  end: number;
}

export interface MemberPredictor {
  model: ChangePointModel | TimeOfWeekTemperatureModel;
  predictDay(day: MeterDay): number;
}

export interface EnsembleModel {
  kind: 'ensemble';
  members: (ChangePointModel | TimeOfWeekTemperatureModel)[];
  /** What each member is, in words ('CalTRACK daily', 'change-point, school holidays', …). */
  names: string[];
  /** The member with the largest weight. */
  chosen: string;
  /** Combination weight per member (sums to 1). */
  weights: number[];
  /** Validation error of each member: squared monthly CV(RMSE) of the held-out blocks (Infinity: not validated). */
  validationErrors: number[];
  observationCount: number;
  /** Largest member parameter count (the members were fitted to the same data). */
  parameterCount: number;
}

/**
 * Fits a member on the days of `baseline`, leaving out the days of `exclude` when given (the
 * held-out block of a blocked cross-validation).
 */
export type MemberFitter = (baseline: Span, exclude?: Span) => MemberPredictor | null;

/**
 * Blocked cross-validation folds over the whole baseline: the baseline is cut into this many
 * contiguous blocks (four months each for a one-year baseline); each is held out in turn, the
 * member refitted on the rest, and the held-out block's calendar months scored on their sums.
 * Every season is scored, so a heating meter is judged on its winters, not only on the last
 * months of the baseline (assumption: 3 folds keep the default within its fitting-time target).
 */
const BLOCKED_FOLDS = 3;
/** A held-out month is scored when at least this share of its days is measured (assumption). */
const MIN_MONTH_SHARE = 0.6;

/** One held-out calendar month of a fold: its measured and predicted sums, scaled to 30 days. */
export interface HeldOutMonth {
  fold: number;
  month: number;
  actualKwh: number;
  predictedKwh: number;
}

/**
 * The held-out months of a member under blocked cross-validation inside the baseline: each
 * block left out in turn, the member refitted on the rest, the block's calendar months summed.
 * The reporting period is never looked at.
 */
export function heldOutMonths(
  days: readonly MeterDay[],
  baseline: Span,
  fit: MemberFitter,
  folds = BLOCKED_FOLDS,
): HeldOutMonth[] {
  const firstDay = Math.ceil(baseline.start / DAY_MS);
  const endDay = Math.floor(baseline.end / DAY_MS);
  const span = endDay - firstDay;
  if (span < folds * 14) return [];
  const out: HeldOutMonth[] = [];
  for (let f = 0; f < folds; f++) {
    const b0 = firstDay + Math.round((span * f) / folds);
    const b1 = firstDay + Math.round((span * (f + 1)) / folds);
    const member = fit(baseline, { start: b0 * DAY_MS, end: b1 * DAY_MS });
    if (!member) continue;
    // Sums per calendar month of the block, over the days measured and predicted.
    const byMonth = new Map<number, { a: number; p: number; n: number; total: number }>();
    for (const d of days) {
      if (d.day < b0 || d.day >= b1) continue;
      const key = new Date(d.day * DAY_MS).getUTCMonth();
      const m = byMonth.get(key) ?? { a: 0, p: 0, n: 0, total: 0 };
      m.total++;
      byMonth.set(key, m);
      if (!Number.isFinite(d.kwh)) continue;
      const p = member.predictDay(d);
      if (!Number.isFinite(p)) continue;
      m.a += d.kwh;
      m.p += p;
      m.n++;
    }
    for (const [month, m] of byMonth) {
      if (m.n < 10 || m.n < MIN_MONTH_SHARE * m.total) continue;
      // Scaled to a 30-day month so short and long months weigh alike.
      const k = 30 / m.n;
      out.push({ fold: f, month, actualKwh: k * m.a, predictedKwh: k * m.p });
    }
  }
  return out;
}

/**
 * Squared monthly CV(RMSE) of held-out months: Σ (actual − predicted)² ÷ months ÷ (mean
 * held-out month)². Infinity when fewer than three months could be scored.
 */
export function heldOutError(months: readonly HeldOutMonth[]): number {
  let squared = 0;
  let actualSum = 0;
  for (const m of months) {
    squared += (m.actualKwh - m.predictedKwh) ** 2;
    actualSum += m.actualKwh;
  }
  const n = months.length;
  if (n < 3 || !(actualSum > 0)) return Infinity;
  return squared / n / (actualSum / n) ** 2;
}

/**
 * Squared monthly CV(RMSE) of a member under blocked cross-validation inside the baseline.
 */
function blockedValidationError(
  days: readonly MeterDay[],
  baseline: Span,
  fit: MemberFitter,
  folds = BLOCKED_FOLDS,
): number {
  return heldOutError(heldOutMonths(days, baseline, fit, folds));
}

/** Inverse-error weights (equal weights when no member could be validated). */
export function inverseErrorWeights(errors: readonly number[]): number[] {
  const inv = errors.map((e) => (Number.isFinite(e) ? 1 / (e + ERROR_FLOOR) : 0));
  const total = inv.reduce((s, v) => s + v, 0);
  return total > 0 ? inv.map((v) => v / total) : errors.map(() => 1 / errors.length);
}

/**
 * Fits every candidate to the whole baseline and combines them by validation error. Returns null
 * when no candidate fits; a single fitting candidate gets weight 1.
 */
export function fitEnsemble(
  days: readonly MeterDay[],
  baseline: Span,
  candidates: readonly { name: string; fit: MemberFitter }[],
): { model: EnsembleModel; predictDay(day: MeterDay): number } | null {
  const fitted = candidates.map((c) => ({ name: c.name, fit: c.fit, full: c.fit(baseline) }));
  const usable = fitted.filter((m) => m.full !== null);
  if (usable.length === 0) return null;
  const errors = usable.map((m) =>
    usable.length > 1 ? blockedValidationError(days, baseline, m.fit) : 0,
  );
  const weights = inverseErrorWeights(errors);
  const members = usable.map((m) => m.full!);
  let top = 0;
  for (let i = 1; i < weights.length; i++) if (weights[i]! > weights[top]!) top = i;
  const model: EnsembleModel = {
    kind: 'ensemble',
    members: members.map((m) => m.model),
    names: usable.map((m) => m.name),
    chosen: usable[top]!.name,
    weights,
    validationErrors: errors,
    observationCount: Math.max(...members.map((m) => m.model.observationCount)),
    parameterCount: Math.max(...members.map((m) => m.model.parameterCount)),
  };
  return {
    model,
    predictDay(day) {
      let s = 0;
      for (let i = 0; i < members.length; i++) {
        if (weights[i] === 0) continue;
        s += weights[i]! * members[i]!.predictDay(day);
      }
      return s;
    },
  };
}
