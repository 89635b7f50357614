/**
 * Forecast combination of baseline models (Bates & Granger 1969): each member (the daily
 * change-point model, the hourly time-of-week-and-temperature model) is refitted at a few
 * rolling origins INSIDE the baseline and scored on the days of the 30-day block after each
 * origin (squared daily errors relative to the block's mean day); the
 * members are then fitted to the whole baseline and averaged with weights inversely
 * proportional to their validation mean squared error. The reporting period is never looked at.
 * A member that cannot be fitted or validated gets weight 0.
 */
import type { ChangePointModel } from './changePoint';
import type { MeterDay } from './meterSeries';
import type { TimeOfWeekTemperatureModel } from './timeOfWeekTemperature';
import { DAY_MS } from './wallClock';

/** Validation folds: the last 3 blocks of 30 days of the baseline (assumption: ~one bill each). */
export const ENSEMBLE_FOLDS = 3;
export const ENSEMBLE_FOLD_DAYS = 30;
/** The earliest origin keeps at least this many baseline days to fit on (assumption: half a year). */
const MIN_FIT_DAYS = 180;
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
  /** Combination weight per member (sums to 1). */
  weights: number[];
  /** Validation error of each member: mean squared daily CV(RMSE) of the held-out blocks (Infinity: not validated). */
  validationErrors: number[];
  observationCount: number;
  /** Largest member parameter count (the members were fitted to the same data). */
  parameterCount: number;
}

export type MemberFitter = (baseline: Span) => MemberPredictor | null;

/**
 * Mean over the rolling origins of the squared daily CV(RMSE) of the block after each origin;
 * Infinity when no block could be scored.
 */
export function rollingOriginError(
  days: readonly MeterDay[],
  baseline: Span,
  fit: MemberFitter,
): number {
  let error = 0;
  let folds = 0;
  for (let f = 1; f <= ENSEMBLE_FOLDS; f++) {
    const origin = baseline.end - f * ENSEMBLE_FOLD_DAYS * DAY_MS;
    if (origin - baseline.start < MIN_FIT_DAYS * DAY_MS) break;
    const member = fit({ start: baseline.start, end: origin });
    if (!member) continue;
    const blockEnd = origin + ENSEMBLE_FOLD_DAYS * DAY_MS;
    let actual = 0;
    let squared = 0;
    let count = 0;
    for (const d of days) {
      const s = d.day * DAY_MS;
      if (s < origin || s + DAY_MS > blockEnd || !Number.isFinite(d.kwh)) continue;
      const p = member.predictDay(d);
      if (!Number.isFinite(p)) continue;
      actual += d.kwh;
      squared += (d.kwh - p) ** 2;
      count++;
    }
    if (!(actual > 0)) continue;
    // Daily squared error relative to the block's mean day (a CV(RMSE)²): ~30 scored days per
    // block instead of one block total, so the weights are far less noisy.
    error += squared / count / (actual / count) ** 2;
    folds++;
  }
  return folds > 0 ? error / folds : Infinity;
}

/** Inverse-error weights (equal weights when no member could be validated). */
export function inverseErrorWeights(errors: readonly number[]): number[] {
  const inv = errors.map((e) => (Number.isFinite(e) ? 1 / (e + ERROR_FLOOR) : 0));
  const total = inv.reduce((s, v) => s + v, 0);
  return total > 0 ? inv.map((v) => v / total) : errors.map(() => 1 / errors.length);
}

/**
 * Fits every member to the whole baseline and combines them by validation error. Returns null
 * when no member fits; a single fitting member gets weight 1.
 */
export function fitEnsemble(
  days: readonly MeterDay[],
  baseline: Span,
  fitters: readonly MemberFitter[],
): { model: EnsembleModel; predictDay(day: MeterDay): number } | null {
  const fitted = fitters.map((fit) => ({ fit, full: fit(baseline) }));
  const usable = fitted.filter((m) => m.full !== null);
  if (usable.length === 0) return null;
  const errors = usable.map((m) =>
    usable.length > 1 ? rollingOriginError(days, baseline, m.fit) : 0,
  );
  const weights = inverseErrorWeights(errors);
  const members = usable.map((m) => m.full!);
  const model: EnsembleModel = {
    kind: 'ensemble',
    members: members.map((m) => m.model),
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
