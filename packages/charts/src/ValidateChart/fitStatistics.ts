import { toEpoch } from '../shared/time';
import type { TimePoint } from '../types';

/** How well predictions match observations, over the times both have a reading. */
export interface FitStatistics {
  /** Number of matched readings. */
  readonly count: number;
  /** Coefficient of variation of the RMSE, in percent. */
  readonly cvRmsePercent: number;
  /** Normalised mean bias error (observed minus predicted), in percent. */
  readonly nmbePercent: number;
}

/**
 * CV(RMSE) and NMBE of predicted against observed readings at the same times, as defined in
 * ASHRAE Guideline 14-2014 §4.3.3.3 (n − 1 degrees of freedom for CV(RMSE), n for NMBE here as the
 * model's parameter count is unknown to the chart). Null when fewer than two readings match or
 * the observed mean is zero.
 */
export function fitStatistics(
  observed: readonly TimePoint[],
  predicted: readonly TimePoint[],
): FitStatistics | null {
  const predictedAt = new Map<number, number>();
  for (const p of predicted)
    if (p.y !== null && Number.isFinite(p.y)) predictedAt.set(toEpoch(p.x), p.y);
  const pairs: [number, number][] = [];
  for (const o of observed) {
    if (o.y === null || !Number.isFinite(o.y)) continue;
    const p = predictedAt.get(toEpoch(o.x));
    if (p !== undefined) pairs.push([o.y, p]);
  }
  const n = pairs.length;
  if (n < 2) return null;
  const mean = pairs.reduce((sum, [o]) => sum + o, 0) / n;
  if (mean === 0) return null;
  const squared = pairs.reduce((sum, [o, p]) => sum + (o - p) ** 2, 0);
  const bias = pairs.reduce((sum, [o, p]) => sum + (o - p), 0);
  return {
    count: n,
    cvRmsePercent: (100 * Math.sqrt(squared / (n - 1))) / mean,
    nmbePercent: (100 * bias) / (n * mean),
  };
}
