/**
 * Validate (spec analysis §2.5): the calibrated model's prediction of each metered day beside the
 * observation, and the Guideline 14 KPIs of the last 12 months. The server stores the daily
 * series after a calibration and reads it back; it computes no statistic of its own.
 */
import { predictTowtDay, type CalibratedModel, type DayPredictor } from './calibrate';
import { predictChangePointDay } from './changePoint';
import { GUIDELINE_14, goodnessOfFit } from './goodnessOfFit';
import {
  buildMeterDays,
  type IntervalReading,
  type MeterDay,
  type TemperatureReading,
} from './meterSeries';
import { isoDateOfDay, monthKeyOfDay } from './wallClock';

/** One metered day: observed and predicted kWh (UK wall-clock date). */
export interface ValidationDay {
  /** yyyy-mm-dd. */
  date: string;
  observedKwh: number;
  predictedKwh: number;
}

/** The predictor of a stored calibrated model (change-point, time-of-week or their ensemble). */
function dayPredictorOf(model: CalibratedModel): DayPredictor {
  if (model.kind === 'ensemble') {
    const members = model.members.map(dayPredictorOf);
    return {
      model,
      predictDay(day: MeterDay) {
        let sum = 0;
        for (let i = 0; i < members.length; i++) {
          const weight = model.weights[i] ?? 0;
          if (weight !== 0) sum += weight * members[i]!.predictDay(day);
        }
        return sum;
      },
    };
  }
  if (model.kind === 'time-of-week-temperature')
    return { model, predictDay: (day) => predictTowtDay(model, day) };
  return { model, predictDay: (day) => predictChangePointDay(model, day) };
}

/**
 * Observed against predicted for every day with a measured total and a prediction (days with too
 * few readings or no temperature are left out, as calibrate leaves them out).
 */
export function validationSeries(
  readings: readonly IntervalReading[],
  temperatures: readonly TemperatureReading[],
  model: CalibratedModel,
): ValidationDay[] {
  const predictor = dayPredictorOf(model);
  const out: ValidationDay[] = [];
  for (const day of buildMeterDays(readings, temperatures)) {
    const predicted = predictor.predictDay(day);
    if (!Number.isFinite(day.kwh) || !Number.isFinite(predicted)) continue;
    out.push({ date: isoDateOfDay(day.day), observedKwh: day.kwh, predictedKwh: predicted });
  }
  return out;
}

/**
 * Guideline 14 counts a model's parameters against the observations they were fitted to (see
 * calibrate): the hourly model's were fitted to hours, so its monthly sums count none; an
 * ensemble counts its change-point members'.
 */
export function guideline14ParameterCount(model: CalibratedModel): number {
  if (model.kind === 'time-of-week-temperature') return 0;
  if (model.kind === 'ensemble')
    return Math.max(
      0,
      ...model.members.map((m) => (m.kind === 'time-of-week-temperature' ? 0 : m.parameterCount)),
    );
  return model.parameterCount;
}

/** A month counts when at least this share of its days is measured (as calibrate: assumption). */
const VALIDATION_MONTH_SHARE = 0.8;

export interface ValidationKpis {
  /** Calendar months scored (those measured on at least 80 % of their days). */
  months: number;
  /** CV(RMSE) of the monthly sums, a fraction (0.15 = 15 %); null with fewer than two months. */
  cvrmse: number | null;
  /** NMBE of the monthly sums, a fraction; positive when the model under-predicts. */
  nmbe: number | null;
  /** Totals over every matched day. */
  observedKwh: number;
  predictedKwh: number;
  /** The monthly calibration thresholds of ASHRAE Guideline 14-2014 (fractions). */
  thresholds: { cvrmse: number; nmbe: number };
  /** Both statistics within the thresholds. */
  meetsGuideline14: boolean;
}

/**
 * The validate KPIs of a run of days (spec analysis §9: validate KPIs cover YEARLY data): days
 * summed to calendar months, then CV(RMSE) and NMBE of ASHRAE Guideline 14-2014 on the monthly
 * sums (goodnessOfFit), with `parameterCount` degrees of freedom taken (at most months − 1).
 */
export function validationKpis(days: readonly ValidationDay[], parameterCount = 0): ValidationKpis {
  const months = new Map<number, { observed: number; predicted: number; days: number }>();
  let observedKwh = 0;
  let predictedKwh = 0;
  for (const day of days) {
    observedKwh += day.observedKwh;
    predictedKwh += day.predictedKwh;
    const key = monthKeyOfDay(Date.parse(`${day.date}T00:00:00Z`) / 86_400_000);
    const month = months.get(key) ?? { observed: 0, predicted: 0, days: 0 };
    month.observed += day.observedKwh;
    month.predicted += day.predictedKwh;
    month.days += 1;
    months.set(key, month);
  }
  const observed: number[] = [];
  const predicted: number[] = [];
  for (const [key, month] of [...months].sort((a, b) => a[0] - b[0])) {
    const daysInMonth = new Date(Date.UTC(Math.floor(key / 12), (key % 12) + 1, 0)).getUTCDate();
    if (month.days < VALIDATION_MONTH_SHARE * daysInMonth) continue;
    observed.push(month.observed);
    predicted.push(month.predicted);
  }
  const thresholds = { ...GUIDELINE_14.monthly };
  if (observed.length < 2) {
    return {
      months: observed.length,
      cvrmse: null,
      nmbe: null,
      observedKwh,
      predictedKwh,
      thresholds,
      meetsGuideline14: false,
    };
  }
  const fit = goodnessOfFit(
    observed,
    predicted,
    Math.min(parameterCount, Math.max(0, observed.length - 1)),
  );
  return {
    months: observed.length,
    cvrmse: fit.cvrmse,
    nmbe: fit.nmbe,
    observedKwh,
    predictedKwh,
    thresholds,
    meetsGuideline14: fit.cvrmse <= thresholds.cvrmse && Math.abs(fit.nmbe) <= thresholds.nmbe,
  };
}

/** The days of the 12 months up to and including `lastDate` (yyyy-mm-dd): the validate window. */
export function validationWindow(
  days: readonly ValidationDay[],
  lastDate: string,
): ValidationDay[] {
  const end = new Date(`${lastDate}T00:00:00Z`);
  const start = new Date(
    Date.UTC(end.getUTCFullYear() - 1, end.getUTCMonth(), end.getUTCDate() + 1),
  );
  const from = start.toISOString().slice(0, 10);
  return days.filter((day) => day.date >= from && day.date <= lastDate);
}
