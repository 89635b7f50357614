import { goodnessOfFit } from '@wattwise/domain';
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
 * CV(RMSE) and NMBE of predicted against observed readings at the same times, by the engine's
 * ASHRAE Guideline 14 statistics (out of sample: no model parameters are subtracted, as in the
 * engine's Validate figures). Null when fewer than two readings match or the observed mean is zero.
 */
export function fitStatistics(
  observed: readonly TimePoint[],
  predicted: readonly TimePoint[],
): FitStatistics | null {
  const predictedAt = new Map<number, number>();
  for (const p of predicted)
    if (p.y !== null && Number.isFinite(p.y)) predictedAt.set(toEpoch(p.x), p.y);
  const actual: number[] = [];
  const modelled: number[] = [];
  for (const o of observed) {
    if (o.y === null || !Number.isFinite(o.y)) continue;
    const p = predictedAt.get(toEpoch(o.x));
    if (p === undefined) continue;
    actual.push(o.y);
    modelled.push(p);
  }
  if (actual.length < 2 || actual.every((value) => value === 0)) return null;
  const fit = goodnessOfFit(actual, modelled);
  return { count: fit.n, cvRmsePercent: fit.cvrmse * 100, nmbePercent: fit.nmbe * 100 };
}
