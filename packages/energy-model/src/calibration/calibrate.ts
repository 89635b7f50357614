/**
 * Validate and Optimise: fit a baseline model to metered consumption and outdoor temperature,
 * predict any period, and report accuracy against ASHRAE Guideline 14 plus a data-sufficiency
 * verdict. The default chooses per meter among the CalTRACK daily model, change-point models and
 * (with hourly readings) time-of-week models by validation inside the baseline (ensemble.ts).
 */
import { EnergyModelInputError } from '../errors';
import type { ChangePointModel, ChangePointOptions } from './changePoint';
import { goodnessOfFit, meetsGuideline14, type FitStatistics } from './goodnessOfFit';
import {
  buildMeterDays,
  detectIntervalMinutes,
  hourlyConsumption,
  inTimeOrder,
  type HourlyKwh,
  type IntervalReading,
  type MeterDay,
  type ReadingGranularity,
  type TemperatureReading,
} from './meterSeries';
import {
  hourOfWeekOfDay,
  predictTimeOfWeekTemperatureHour,
  type TimeOfWeekOptions,
  type TimeOfWeekTemperatureModel,
} from './timeOfWeekTemperature';
import { fitEnsemble, type EnsembleModel } from './ensemble';
import { DAY_MS, monthKeyOfDay } from './wallClock';
import { assessDataSufficiency, type DataSufficiency } from './dataSufficiency';
import { calibrateBillingPeriods } from './billingPeriods';
import {
  baselineCandidates,
  caltrackCandidate,
  fitChangePointPredictor,
  fitTimeOfWeekPredictor,
  inPeriod,
  periodHours,
  predictTowtDay,
  type Period,
} from './candidates';

export { predictTowtDay, type Period };

export interface CalibrationInput {
  readings: readonly IntervalReading[];
  temperatures: readonly TemperatureReading[];
  baseline: Period;
  reporting?: Period;
  /**
   * Model granularity: 'daily' (change-point) or 'hourly' (time-of-week-and-temperature). When
   * omitted, `method` (or the default method) decides.
   */
  granularity?: 'daily' | 'hourly';
  /**
   * The baseline model, overriding `granularity`: 'change-point' (daily), 'caltrack' (the CalTRACK
   * 2.0 daily model), 'time-of-week-temperature' (hourly), or 'ensemble' (every candidate, chosen
   * among by validation inside the baseline; the time-of-week candidates need hourly or finer
   * readings). Default: see DEFAULT_METHOD.
   */
  method?: CalibrationMethod;
  /** Options of the time-of-week-and-temperature model (also inside the ensemble). */
  timeOfWeek?: TimeOfWeekOptions;
  /** How the readings were taken; detected when omitted. */
  readingGranularity?: ReadingGranularity;
  changePoint?: ChangePointOptions;
}

interface PeriodAccuracy {
  daily: FitStatistics;
  monthly: FitStatistics;
  hourly: FitStatistics | null;
  actualKwh: number;
  predictedKwh: number;
  meetsGuideline14: { monthly: boolean; hourly: boolean | null };
}

export type CalibratedModel = ChangePointModel | TimeOfWeekTemperatureModel | EnsembleModel;

export type CalibrationMethod =
  'change-point' | 'caltrack' | 'time-of-week-temperature' | 'ensemble';

/**
 * What calibrate fits when neither `method` nor `granularity` is given, chosen from the
 * out-of-sample comparison in the README (bench/accuracy.mjs): the candidates chosen among by
 * validation inside the baseline (the daily candidates alone when readings are daily or coarser).
 */
export const DEFAULT_METHOD: CalibrationMethod = 'ensemble';

export interface CalibrationResult {
  /** 'hourly' for the time-of-week-and-temperature model, else 'daily'. */
  granularity: 'daily' | 'hourly';
  model: CalibratedModel;
  baseline: PeriodAccuracy;
  reporting: PeriodAccuracy | null;
  sufficiency: DataSufficiency;
}

/** A fitted model and the data it needs, able to predict any day. */
export interface DayPredictor {
  model: CalibratedModel;
  predictDay(day: MeterDay): number;
}

/**
 * Fits on the days of `baseline` only. Returns null when there is too little usable data.
 * 'daily': change-point; 'hourly': time-of-week-and-temperature (needs `hourly`); 'caltrack': the
 * CalTRACK daily model; 'ensemble': every candidate (candidates.ts), chosen among by validation
 * inside the baseline (ensemble.ts; the time-of-week candidates only with `hourly`).
 */
export function fitDayPredictor(
  days: readonly MeterDay[],
  baseline: Period,
  granularity: 'daily' | 'hourly' | 'ensemble' | 'caltrack',
  hourly: HourlyKwh | null,
  options?: ChangePointOptions,
  towt?: TimeOfWeekOptions,
): DayPredictor | null {
  if (granularity === 'ensemble')
    return fitEnsemble(days, baseline, baselineCandidates(days, baseline, hourly, options, towt));
  if (granularity === 'caltrack') return caltrackCandidate(days).fit(baseline);
  if (granularity === 'hourly' && hourly)
    return fitTimeOfWeekPredictor(
      days,
      baseline,
      periodHours(days, baseline, hourly),
      options,
      towt,
    );
  return fitChangePointPredictor(days, baseline, options);
}

function accuracyOver(
  days: readonly MeterDay[],
  period: Period,
  predictor: DayPredictor,
  parameterCount: number,
  hourly: HourlyKwh | null,
  isBaseline: boolean,
): PeriodAccuracy {
  const a: number[] = [];
  const p: number[] = [];
  const months = new Map<number, { a: number; p: number; valid: number; total: number }>();
  for (const d of days) {
    if (!inPeriod(d, period)) continue;
    const mk = monthKeyOfDay(d.day);
    const m = months.get(mk) ?? { a: 0, p: 0, valid: 0, total: 0 };
    m.total++;
    months.set(mk, m);
    const pred = predictor.predictDay(d);
    if (!Number.isFinite(d.kwh) || !Number.isFinite(pred)) continue;
    a.push(d.kwh);
    p.push(pred);
    m.a += d.kwh;
    m.p += pred;
    m.valid++;
  }
  const ma: number[] = [];
  const mp: number[] = [];
  for (const [mk, m] of months) {
    const y = Math.floor(mk / 12);
    const daysInMonth = new Date(Date.UTC(y, (mk % 12) + 1, 0)).getUTCDate();
    // A month counts when at least 80 % of its days are measured within the period (assumption).
    if (m.valid >= 0.8 * daysInMonth) {
      ma.push(m.a);
      mp.push(m.p);
    }
  }
  let hourlyStats: FitStatistics | null = null;
  if (hourly && predictor.model.kind === 'time-of-week-temperature') {
    const model = predictor.model;
    const ha: number[] = [];
    const hp: number[] = [];
    for (const d of days) {
      if (!inPeriod(d, period) || !Number.isFinite(d.meanTempC)) continue;
      const tow = hourOfWeekOfDay(d.day);
      for (let h = 0; h < 24; h++) {
        const kwh = hourly.get(d.day * 24 + h);
        if (kwh === undefined) continue;
        ha.push(kwh);
        hp.push(
          predictTimeOfWeekTemperatureHour(model, d.day * 24 + h, d.hourlyTempC[h]!, tow + h),
        );
      }
    }
    hourlyStats = goodnessOfFit(ha, hp, isBaseline ? model.parameterCount : 0);
  }
  const monthly = goodnessOfFit(
    ma,
    mp,
    parameterCount > 0 ? Math.min(parameterCount, Math.max(0, ma.length - 1)) : 0,
  );
  return {
    daily: goodnessOfFit(a, p, parameterCount),
    monthly,
    hourly: hourlyStats,
    actualKwh: a.reduce((s, v) => s + v, 0),
    predictedKwh: p.reduce((s, v) => s + v, 0),
    meetsGuideline14: {
      monthly: meetsGuideline14(monthly, 'monthly'),
      hourly: hourlyStats ? meetsGuideline14(hourlyStats, 'hourly') : null,
    },
  };
}

export function calibrate(input: CalibrationInput): CalibrationResult {
  if (!(input.baseline.end > input.baseline.start))
    throw new EnergyModelInputError('baseline', 'end must be after start');
  if (input.reporting && !(input.reporting.end > input.reporting.start)) {
    throw new EnergyModelInputError('reporting', 'end must be after start');
  }
  const method: CalibrationMethod =
    input.method ??
    (input.granularity === 'hourly'
      ? 'time-of-week-temperature'
      : input.granularity === 'daily'
        ? 'change-point'
        : DEFAULT_METHOD);
  const granularity = method === 'time-of-week-temperature' ? 'hourly' : 'daily';
  const monthlyReadings =
    input.readingGranularity === 'monthly' ||
    (input.readingGranularity === undefined &&
      detectIntervalMinutes(inTimeOrder(input.readings)) >= 20 * 1440);
  if (monthlyReadings) {
    const m = calibrateBillingPeriods(
      input.readings,
      input.temperatures,
      input.baseline,
      input.reporting,
      input.changePoint,
    );
    if (!m.model)
      throw new EnergyModelInputError(
        'usage',
        'not enough billing periods with temperatures in the baseline period to fit a model',
      );
    return {
      granularity: 'daily',
      model: m.model,
      baseline: m.accuracy(input.baseline, m.model.parameterCount)!,
      reporting: input.reporting ? m.accuracy(input.reporting, 0) : null,
      sufficiency: m.sufficiency,
    };
  }
  const days = buildMeterDays(input.readings, input.temperatures, input.readingGranularity);
  // The ensemble uses its hourly member only with readings every hour or more often.
  const hourly =
    method === 'time-of-week-temperature' ||
    (method === 'ensemble' && detectIntervalMinutes(inTimeOrder(input.readings)) <= 60)
      ? hourlyConsumption(input.readings)
      : null;
  const sufficiency = assessDataSufficiency(days, input.baseline, granularity);
  const predictor = fitDayPredictor(
    days,
    input.baseline,
    method === 'ensemble' || method === 'caltrack' ? method : granularity,
    hourly,
    input.changePoint,
    input.timeOfWeek,
  );
  if (!predictor)
    throw new EnergyModelInputError(
      'usage',
      'not enough readings with temperatures in the baseline period to fit a model',
    );
  // Guideline 14 counts model parameters against the observations they were fitted to. The hourly
  // model's 168+ parameters were fitted to hourly data, so its daily and monthly sums use p = 0.
  // The ensemble counts its change-point member's parameters by the same rule.
  const k =
    predictor.model.kind === 'time-of-week-temperature'
      ? 0
      : predictor.model.kind === 'ensemble'
        ? Math.max(
            0,
            ...predictor.model.members.map((m) =>
              m.kind === 'time-of-week-temperature' ? 0 : m.parameterCount,
            ),
          )
        : predictor.model.parameterCount;
  return {
    granularity,
    model: predictor.model,
    baseline: accuracyOver(days, input.baseline, predictor, k, hourly, true),
    reporting: input.reporting
      ? accuracyOver(days, input.reporting, predictor, 0, hourly, false)
      : null,
    sufficiency,
  };
}

/** Predicted kWh per day over a period with given temperatures (for "predict over any period"). */
export function predictPeriod(
  predictor: DayPredictor,
  temperatures: readonly TemperatureReading[],
  period: Period,
): { day: string; kwh: number }[] {
  const startDay = Math.floor(period.start / DAY_MS);
  const endDay = Math.ceil(period.end / DAY_MS);
  const fake: IntervalReading[] = [
    { wallMs: startDay * DAY_MS, kwh: 0 },
    { wallMs: (endDay - 1) * DAY_MS, kwh: 0 },
  ];
  const days = buildMeterDays(fake, temperatures, 'daily');
  return days
    .map((d) => ({
      day: new Date(d.day * DAY_MS).toISOString().slice(0, 10),
      kwh: predictor.predictDay(d),
    }))
    .filter((r) => Number.isFinite(r.kwh));
}
