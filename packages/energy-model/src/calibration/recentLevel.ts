/**
 * Recent-level adjustment for a daily baseline model: buildings drift (an occupant moves in, a
 * fridge dies, working patterns change), and a model fitted by ordinary least squares over a
 * whole year predicts the year's average level, not the level the building has reached by the
 * end of the baseline. The weather response is still learnt from the whole year; only the level
 * is updated, from an exponentially weighted mean of the model's residuals (a local-level
 * correction, as in simple exponential smoothing).
 *
 * How strongly to follow recent residuals is not guessed: each candidate half-life (including
 * "no adjustment") is scored by rolling-origin validation INSIDE the baseline (predict each of the
 * last few 30-day blocks from the residuals before it) and the candidates are averaged with
 * weights inversely proportional to their validation error (forecast combination, Bates &
 * Granger 1969). The reporting period is never looked at. With no drift the "no adjustment"
 * candidate validates best and the level stays near 0.
 */

/** Candidate half-lives in days; Infinity is "no adjustment" (OLS residuals average 0). */
const RECENT_LEVEL_HALF_LIVES_DAYS = [Infinity, 180, 90, 60, 30] as const;
/** Validation blocks: the last 3 blocks of 30 days of the baseline (assumption: ~one month each, as monthly bills). */
const RECENT_LEVEL_FOLDS = 3;
const RECENT_LEVEL_FOLD_DAYS = 30;
/** At least this many baseline days before the earliest validation block (assumption: one season). */
const MIN_HISTORY_DAYS = 90;

export interface RecentLevel {
  /** kWh per day added to every prediction (0 when no adjustment validated better). */
  levelKwhPerDay: number;
  /** Combination weight per candidate half-life (same order as the candidates; sums to 1). */
  weights: number[];
}

export interface ResidualDay {
  day: number;
  /** Measured minus modelled kWh for the day. */
  residualKwh: number;
  actualKwh: number;
}

/** Number of sorted days before `day` (binary search). */
function countBefore(days: Float64Array, day: number): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid]! < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The validated recent level from the baseline's daily residuals (in time order or not).
 * Returns level 0 when the baseline is too short to validate.
 */
export function validatedRecentLevel(
  residualDays: readonly ResidualDay[],
  halfLives: readonly number[] = RECENT_LEVEL_HALF_LIVES_DAYS,
): RecentLevel {
  const none: RecentLevel = {
    levelKwhPerDay: 0,
    weights: halfLives.map((h) => (Number.isFinite(h) ? 0 : 1)),
  };
  const sorted = [...residualDays].sort((a, b) => a.day - b.day);
  const n = sorted.length;
  if (n === 0) return none;
  const day = Float64Array.from(sorted, (d) => d.day);
  const end = day[n - 1]! + 1;
  if (end - RECENT_LEVEL_FOLDS * RECENT_LEVEL_FOLD_DAYS - day[0]! < MIN_HISTORY_DAYS) return none;
  // Prefix sums (index k = the first k days): actual and residual kWh.
  const cumActual = new Float64Array(n + 1);
  const cumResidual = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    cumActual[i + 1] = cumActual[i]! + sorted[i]!.actualKwh;
    cumResidual[i + 1] = cumResidual[i]! + sorted[i]!.residualKwh;
  }
  const origins = Array.from(
    { length: RECENT_LEVEL_FOLDS + 1 },
    (_, f) => end - f * RECENT_LEVEL_FOLD_DAYS,
  );
  const before = origins.map((o) => countBefore(day, o));
  // Exponentially weighted mean of the residuals before each origin. Weights decay^(end − day)
  // differ from decay^(origin − 1 − day) by a factor common to all days, which cancels.
  const levels = halfLives.map((hl) => {
    if (!Number.isFinite(hl)) return origins.map(() => 0);
    const decay = Math.pow(0.5, 1 / hl);
    const cumW = new Float64Array(n + 1);
    const cumWR = new Float64Array(n + 1);
    for (let i = 0; i < n; i++) {
      const w = Math.pow(decay, end - day[i]!);
      cumW[i + 1] = cumW[i]! + w;
      cumWR[i + 1] = cumWR[i]! + w * sorted[i]!.residualKwh;
    }
    return before.map((k) => (cumW[k]! > 0 ? cumWR[k]! / cumW[k]! : 0));
  });
  const errors = levels.map((lv) => {
    let e = 0;
    let folds = 0;
    for (let f = 1; f <= RECENT_LEVEL_FOLDS; f++) {
      // Block [origin f, origin f − 1): days before[f] … before[f − 1].
      const a = before[f]!;
      const b = before[f - 1]!;
      const actual = cumActual[b]! - cumActual[a]!;
      if (b === a || actual <= 0) continue;
      const residual = cumResidual[b]! - cumResidual[a]! - (b - a) * lv[f]!;
      e += (residual / actual) ** 2;
      folds++;
    }
    return folds > 0 ? e / folds : Infinity;
  });
  if (!errors.some(Number.isFinite)) return none;
  // Inverse-error weights; the small floor keeps a perfect fold from taking all the weight
  // (1e-6 = a 0.1 % block error, below any meter's resolution).
  const inv = errors.map((e) => (Number.isFinite(e) ? 1 / (e + 1e-6) : 0));
  const total = inv.reduce((s, v) => s + v, 0);
  const weights = inv.map((v) => v / total);
  let levelKwhPerDay = 0;
  levels.forEach((lv, i) => (levelKwhPerDay += weights[i]! * lv[0]!));
  return { levelKwhPerDay, weights };
}
