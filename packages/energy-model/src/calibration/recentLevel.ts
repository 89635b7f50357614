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
export const RECENT_LEVEL_HALF_LIVES_DAYS = [Infinity, 180, 90, 60, 30] as const;
/** Validation blocks: the last 3 blocks of 30 days of the baseline (assumption: ~one month each, as monthly bills). */
export const RECENT_LEVEL_FOLDS = 3;
export const RECENT_LEVEL_FOLD_DAYS = 30;
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

/** Exponentially weighted mean of residuals of days before `endDay` (exclusive). */
function weightedLevel(days: readonly ResidualDay[], halfLifeDays: number, endDay: number): number {
  if (!Number.isFinite(halfLifeDays)) return 0;
  const decay = Math.pow(0.5, 1 / halfLifeDays);
  let s = 0;
  let sw = 0;
  for (const d of days) {
    if (d.day >= endDay) continue;
    const w = Math.pow(decay, endDay - 1 - d.day);
    s += w * d.residualKwh;
    sw += w;
  }
  return sw > 0 ? s / sw : 0;
}

/**
 * The validated recent level from the baseline's daily residuals (in time order or not).
 * Returns level 0 when the baseline is too short to validate.
 */
export function validatedRecentLevel(
  days: readonly ResidualDay[],
  halfLives: readonly number[] = RECENT_LEVEL_HALF_LIVES_DAYS,
): RecentLevel {
  const none: RecentLevel = {
    levelKwhPerDay: 0,
    weights: halfLives.map((h) => (Number.isFinite(h) ? 0 : 1)),
  };
  if (days.length === 0) return none;
  let first = Infinity;
  let last = -Infinity;
  for (const d of days) {
    if (d.day < first) first = d.day;
    if (d.day > last) last = d.day;
  }
  const end = last + 1;
  if (end - RECENT_LEVEL_FOLDS * RECENT_LEVEL_FOLD_DAYS - first < MIN_HISTORY_DAYS) return none;
  const errors = halfLives.map((hl) => {
    let e = 0;
    let folds = 0;
    for (let f = 1; f <= RECENT_LEVEL_FOLDS; f++) {
      const origin = end - f * RECENT_LEVEL_FOLD_DAYS;
      const level = weightedLevel(days, hl, origin);
      let actual = 0;
      let residual = 0;
      let n = 0;
      for (const d of days) {
        if (d.day < origin || d.day >= origin + RECENT_LEVEL_FOLD_DAYS) continue;
        actual += d.actualKwh;
        residual += d.residualKwh - level;
        n++;
      }
      if (n === 0 || actual <= 0) continue;
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
  halfLives.forEach((hl, i) => {
    if (weights[i]! > 0) levelKwhPerDay += weights[i]! * weightedLevel(days, hl, end);
  });
  return { levelKwhPerDay, weights };
}
