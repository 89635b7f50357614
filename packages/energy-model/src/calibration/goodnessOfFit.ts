/**
 * Goodness-of-fit statistics of ASHRAE Guideline 14-2014 (section 4.3.2 / Annex B):
 *   CV(RMSE) = sqrt(Σ(y−ŷ)² / (n−p)) / ȳ
 *   NMBE     = Σ(y−ŷ) / ((n−p) · ȳ)         (positive: the model under-predicts)
 * Returned as fractions (0.15 = 15 %). p = 0 for out-of-sample periods.
 */
export interface FitStatistics {
  cvrmse: number;
  nmbe: number;
  r2: number;
  n: number;
}

/** Guideline 14 calibration thresholds (ASHRAE Guideline 14-2014, whole-building calibration criteria): fractions. */
export const GUIDELINE_14 = {
  monthly: { cvrmse: 0.15, nmbe: 0.05 },
  hourly: { cvrmse: 0.3, nmbe: 0.1 },
} as const;

export function goodnessOfFit(
  actual: ArrayLike<number>,
  predicted: ArrayLike<number>,
  parameterCount = 0,
): FitStatistics {
  const n = actual.length;
  if (n === 0) return { cvrmse: 0, nmbe: 0, r2: 0, n: 0 };
  let sum = 0;
  for (let i = 0; i < n; i++) sum += actual[i]!;
  const mean = sum / n;
  let sse = 0;
  let bias = 0;
  let sst = 0;
  for (let i = 0; i < n; i++) {
    const r = actual[i]! - predicted[i]!;
    sse += r * r;
    bias += r;
    sst += (actual[i]! - mean) ** 2;
  }
  const dof = Math.max(1, n - parameterCount);
  const safeMean = mean !== 0 ? mean : 1;
  return {
    cvrmse: Math.sqrt(sse / dof) / Math.abs(safeMean),
    nmbe: bias / (dof * safeMean),
    r2: sst > 0 ? 1 - sse / sst : 0,
    n,
  };
}

export function meetsGuideline14(stats: FitStatistics, level: 'monthly' | 'hourly'): boolean {
  const t = GUIDELINE_14[level];
  return stats.n > 0 && stats.cvrmse <= t.cvrmse && Math.abs(stats.nmbe) <= t.nmbe;
}
