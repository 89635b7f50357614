/**
 * Savings measured at the meter (IPMVP Option C, whole facility): an intervention closes a
 * baseline and opens a reporting period; the model calibrated on the baseline alone predicts
 * what the building would have used in the reporting period's weather (the adjusted baseline);
 * the avoided energy is that prediction less the metered energy, with its uncertainty by ASHRAE
 * Guideline 14-2014 Annex B (savingsUncertainty.ts) at 90 % confidence.
 */
import type { BuildingFacts } from '../building/facts';
import type { CalibrationMethod, Period } from '../calibration/calibrate';
import type { DataSufficiency } from '../calibration/dataSufficiency';
import { goodnessOfFit } from '../calibration/goodnessOfFit';
import { periodDays } from '../calibration/meterCsv';
import type { IntervalReading, TemperatureReading } from '../calibration/meterSeries';
import { meteredCarbonKg, meteredCostGbp, type MeteredFuel } from '../series/meteredMoney';
import { savingsObservations } from './savingsObservations';
import { GUIDELINE_14_MAX_FSU, SAVINGS_CONFIDENCE, savingsUncertainty } from './savingsUncertainty';

export { savingsObservations } from './savingsObservations';

/**
 * A baseline and a reporting period each last a year (the same date a year before and after the
 * intervention) unless given: IPMVP asks for every season of operation in each.
 */
export const SAVINGS_PERIOD_DAYS = 365;
/** Fewer reporting days with readings than this and no saving is stated (designed: a month). */
const MIN_REPORTING_DAYS = 30;

export interface MeasuredSavingsInput {
  readings: readonly IntervalReading[];
  temperatures: readonly TemperatureReading[];
  /** The intervention's day, UK wall-clock ms: it closes the baseline and opens the reporting. */
  intervention: number;
  /** Default: the year before the intervention. */
  baseline?: Period;
  /** Default: from the intervention to the last reading, at most a year. */
  reporting?: Period;
  /** Default 0.9. */
  confidence?: number;
  /** The baseline model; default calibrate's default (the validated ensemble). */
  method?: CalibrationMethod;
  /** For the avoided cost and carbon: the meter's fuel and the building's bills. */
  fuel?: MeteredFuel;
  bills?: BuildingFacts['bills'];
}

interface SavingsPeriod {
  /** First and last day, yyyy-mm-dd (UK dates), the days spanned and those with readings. */
  first: string;
  last: string;
  days: number;
  countedDays: number;
}

export interface MeasuredSavings {
  /** Predicted − metered over the reporting days with readings, kWh (positive: energy saved). */
  avoidedKwh: number;
  /** ± kWh at `confidence` (Guideline 14 Annex B). */
  uncertaintyKwh: number;
  confidence: number;
  /** Avoided ÷ predicted. */
  fractionalSaving: number;
  /** Uncertainty ÷ |avoided| (null when nothing was avoided). */
  fractionalUncertainty: number | null;
  predictedKwh: number;
  meteredKwh: number;
  /** At the building's unit rate (else the default price) and the DESNZ carbon factor. */
  avoidedCostGbp: number | null;
  uncertaintyCostGbp: number | null;
  avoidedCarbonKg: number | null;
  uncertaintyCarbonKg: number | null;
  baseline: SavingsPeriod;
  reporting: SavingsPeriod;
  model: {
    /** The model, in words ('change-point, school holidays', 'CalTRACK daily', …). */
    name: string;
    observations: 'days' | 'bills';
    parameters: number;
    /** CV(RMSE) and NMBE on the baseline, fractions; lag-1 autocorrelation; n′. */
    cvrmse: number;
    nmbe: number;
    autocorrelation: number;
    effectiveObservations: number;
  };
  sufficiency: {
    verdict: 'sufficient' | 'insufficient';
    /** Why not (empty when sufficient). */
    reasons: string[];
    /** What the reader should know even so (a reporting period shorter than a year, …). */
    notes: string[];
    baseline: DataSufficiency;
    /** Guideline 14's test: uncertainty under 50 % of the saving at 68 % confidence. */
    meetsGuideline14: boolean;
  };
}

/** Baseline and reporting observations: kWh, the model's prediction, in time order. */
export interface SavingsObservations {
  baseline: { actual: number; predicted: number }[];
  reporting: { actual: number; predicted: number }[];
  parameters: number;
  /** Lag-1 autocorrelation of the baseline residuals, and n′ (savingsUncertainty.ts). */
  autocorrelation: number;
  effectiveObservations: number;
}

/** The avoided energy of an intervention, with its uncertainty, cost and carbon. */
export function measuredSavings(input: MeasuredSavingsInput): MeasuredSavings {
  const { obs, context } = savingsObservations(input);
  return savingsOf(obs, context);
}

/** The savings statement of a set of observations (also used by the synthetic checks). */
export function savingsOf(
  obs: SavingsObservations,
  context: {
    baseline: Period;
    reporting: Period;
    observations: 'days' | 'bills';
    modelName: string;
    sufficiency: DataSufficiency;
    confidence?: number;
    fuel?: MeteredFuel;
    bills?: BuildingFacts['bills'];
  },
): MeasuredSavings {
  const sum = (xs: { actual: number; predicted: number }[], k: 'actual' | 'predicted') =>
    xs.reduce((s, o) => s + o[k], 0);
  const n = obs.baseline.length;
  const m = obs.reporting.length;
  const p = Math.min(obs.parameters, Math.max(0, n - 2));
  // The baseline fit's statistics, by the one ASHRAE Guideline 14 formula (n − p degrees of freedom).
  const { cvrmse, nmbe } = goodnessOfFit(
    obs.baseline.map((o) => o.actual),
    obs.baseline.map((o) => o.predicted),
    p,
  );
  const predictedKwh = sum(obs.reporting, 'predicted');
  const meteredKwh = sum(obs.reporting, 'actual');
  const avoidedKwh = predictedKwh - meteredKwh;
  const confidence = context.confidence ?? SAVINGS_CONFIDENCE;
  const stated = {
    cvrmse,
    n,
    parameters: p,
    m,
    effectiveObservations: obs.effectiveObservations,
    baselineKwh: predictedKwh,
  };
  const u = savingsUncertainty({ ...stated, confidence });
  const u68 = savingsUncertainty({ ...stated, confidence: GUIDELINE_14_MAX_FSU.confidence });
  const period = (pp: Period, counted: number): SavingsPeriod => ({
    ...periodDays(pp),
    countedDays: counted,
  });
  const minReporting = context.observations === 'bills' ? 1 : MIN_REPORTING_DAYS;
  const reasons = [...context.sufficiency.reasons];
  if (m < minReporting)
    reasons.push(
      `${m} ${context.observations === 'bills' ? 'bills' : 'days with readings'} after the intervention; ${minReporting} are needed`,
    );
  const reportingSpan = periodDays(context.reporting).days;
  const notes: string[] = [];
  if (reportingSpan < SAVINGS_PERIOD_DAYS)
    notes.push(
      `The reporting period covers ${reportingSpan} days, not a whole year: the saving is for those days only.`,
    );
  const meetsGuideline14 = avoidedKwh > 0 && u68.kwh < GUIDELINE_14_MAX_FSU.fraction * avoidedKwh;
  if (!meetsGuideline14)
    notes.push(
      'The saving is within the model’s uncertainty (Guideline 14 asks for an uncertainty under half the saving at 68 % confidence).',
    );
  const money = (kwh: number) =>
    context.fuel ? meteredCostGbp({ bills: context.bills }, context.fuel, kwh) : null;
  const carbon = (kwh: number) => (context.fuel ? meteredCarbonKg(context.fuel, kwh) : null);
  return {
    avoidedKwh,
    uncertaintyKwh: u.kwh,
    confidence,
    fractionalSaving: predictedKwh !== 0 ? avoidedKwh / predictedKwh : 0,
    fractionalUncertainty: avoidedKwh !== 0 ? u.kwh / Math.abs(avoidedKwh) : null,
    predictedKwh,
    meteredKwh,
    avoidedCostGbp: money(avoidedKwh),
    uncertaintyCostGbp: money(u.kwh),
    avoidedCarbonKg: carbon(avoidedKwh),
    uncertaintyCarbonKg: carbon(u.kwh),
    baseline: period(context.baseline, n),
    reporting: period(context.reporting, m),
    model: {
      name: context.modelName,
      observations: context.observations,
      parameters: p,
      cvrmse,
      nmbe,
      autocorrelation: Math.max(0, obs.autocorrelation),
      effectiveObservations: u.effectiveObservations,
    },
    sufficiency: {
      verdict: reasons.length === 0 ? 'sufficient' : 'insufficient',
      reasons,
      notes,
      baseline: context.sufficiency,
      meetsGuideline14,
    },
  };
}
