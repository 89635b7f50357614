/**
 * The uncertainty of savings measured at the meter, by ASHRAE Guideline 14-2014 Annex B: the
 * fractional savings uncertainty of Reddy & Claridge (2000),
 *
 *   ΔE_save / E_save = 1.26 · t · (CV / F) · √( (n / n′) · (1 + 2 / n′) · (1 / m) )
 *
 * with CV the baseline model's CV(RMSE) (n − p degrees of freedom), F the fractional saving,
 * n the baseline observations, m the reporting ones, and n′ the effective number of baseline
 * observations when the residuals are serially correlated (Guideline 14 asks for it with daily
 * and hourly data, not monthly bills). Guideline 14 takes n′ = n · (1 − ρ) / (1 + ρ) from the
 * lag-1 autocorrelation ρ, which is exact for residuals that forget the day before at once; a
 * school's residuals also repeat week to week (a weekday pattern the model misses), so n′ here
 * is the smaller of that and n / (1 + 2 Σ (1 − k/n) ρ_k) over the lags whose autocorrelation is
 * still positive (the effective sample size of a correlated series; for ρ_k = ρ^k it is the same
 * as Guideline 14's). t is Student's t at the confidence asked for, with n′ − p degrees of
 * freedom (as ECAM and OpenEEmeter take it). Multiplying by the saving gives the uncertainty in kWh, which is then
 *
 *   ΔE_save = 1.26 · t · CV · E_baseline · √( (n / n′) · (1 + 2 / n′) / m ),
 *
 * E_baseline being the model's prediction over the reporting period: it does not depend on the
 * size of the saving, so a saving of nothing still has its ±.
 */
import { studentTQuantile } from './studentT';

/** Guideline 14's empirical factor for the savings uncertainty (Annex B). */
const GUIDELINE_14_FSU_FACTOR = 1.26;
/** The confidence savings are stated at (90 %, as IPMVP and Guideline 14 examples report). */
export const SAVINGS_CONFIDENCE = 0.9;
/**
 * Guideline 14's test of a saving worth reporting: its uncertainty under 50 % of the saving at
 * 68 % confidence.
 */
export const GUIDELINE_14_MAX_FSU = { fraction: 0.5, confidence: 0.68 } as const;

export interface SavingsUncertaintyInput {
  /** CV(RMSE) of the baseline model on its own observations, a fraction. */
  cvrmse: number;
  /** Baseline observations (days, or bills) and the model's parameters. */
  n: number;
  parameters: number;
  /** Reporting observations. */
  m: number;
  /** n′, the baseline observations counted as independent ones (n for monthly bills). */
  effectiveObservations: number;
  /** The model's prediction over the reporting period, kWh. */
  baselineKwh: number;
  confidence?: number;
}

export interface SavingsUncertainty {
  /** ± kWh at `confidence`. */
  kwh: number;
  confidence: number;
  tStatistic: number;
  /** n′: the baseline's observations counted as independent ones. */
  effectiveObservations: number;
}

/** ±kWh of a measured saving (Guideline 14 Annex B; see the file's comment). */
export function savingsUncertainty(input: SavingsUncertaintyInput): SavingsUncertainty {
  const confidence = input.confidence ?? SAVINGS_CONFIDENCE;
  const n = input.n;
  const nEffective = Math.min(n, Math.max(1, input.effectiveObservations));
  const dof = Math.max(1, nEffective - input.parameters);
  const t = studentTQuantile((1 + confidence) / 2, dof);
  const spread = Math.sqrt(((n / nEffective) * (1 + 2 / nEffective)) / Math.max(1, input.m));
  return {
    kwh: GUIDELINE_14_FSU_FACTOR * t * input.cvrmse * Math.abs(input.baselineKwh) * spread,
    confidence,
    tStatistic: t,
    effectiveObservations: nEffective,
  };
}

/** The most lags summed for n′ (designed: two months of days). */
const MAX_AUTOCORRELATION_LAGS = 60;

/** Lag-k autocorrelation of residuals in time order; NaN marks a day with none (pairs skip it). */
function autocorrelationAt(residuals: readonly number[], lag: number): number {
  const valid = residuals.filter(Number.isFinite);
  if (valid.length < 3) return 0;
  const mean = valid.reduce((s, r) => s + r, 0) / valid.length;
  let num = 0;
  let den = 0;
  for (const r of valid) den += (r - mean) ** 2;
  for (let i = lag; i < residuals.length; i++) {
    const a = residuals[i]!;
    const b = residuals[i - lag]!;
    if (Number.isFinite(a) && Number.isFinite(b)) num += (a - mean) * (b - mean);
  }
  return den > 0 ? num / den : 0;
}

/**
 * n′ of residuals in time order (see the file's comment), and their lag-1 autocorrelation. A
 * negative autocorrelation would shrink the uncertainty: it counts as none (conservative).
 */
export function effectiveObservations(residuals: readonly number[]): {
  n: number;
  effective: number;
  lagOne: number;
} {
  const n = residuals.filter(Number.isFinite).length;
  const lagOne = Math.min(Math.max(autocorrelationAt(residuals, 1), 0), 0.99);
  const guideline14 = (n * (1 - lagOne)) / (1 + lagOne);
  let sum = 0;
  for (let k = 1; k <= Math.min(MAX_AUTOCORRELATION_LAGS, n - 1); k++) {
    const rho = autocorrelationAt(residuals, k);
    if (!(rho > 0)) break;
    sum += (1 - k / n) * rho;
  }
  return { n, effective: Math.min(guideline14, n / (1 + 2 * sum)), lagOne };
}
