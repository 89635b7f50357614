/**
 * Validate and Optimise: fit a baseline model to metered consumption and outdoor temperature,
 * predict any period, and report accuracy against ASHRAE Guideline 14 plus a data-sufficiency
 * verdict. Daily granularity uses the change-point model; hourly uses time-of-week-and-temperature.
 */
import { EnergyModelInputError } from '../errors';
import {
  fitChangePointModel,
  predictChangePointDay,
  type ChangePointModel,
  type ChangePointOptions,
} from './changePoint';
import { goodnessOfFit, meetsGuideline14, type FitStatistics } from './goodnessOfFit';
import {
  buildMeterDays,
  detectIntervalMinutes,
  hourlyConsumption,
  inTimeOrder,
  type IntervalReading,
  type MeterDay,
  type ReadingGranularity,
  type TemperatureReading,
} from './meterSeries';
import {
  fitTimeOfWeekTemperatureModel,
  predictTimeOfWeekTemperatureHour,
  type HourObservation,
  type TimeOfWeekTemperatureModel,
} from './timeOfWeekTemperature';
import { DAY_MS, monthKeyOfDay } from './wallClock';
import { assessDataSufficiency, type DataSufficiency } from './dataSufficiency';
import { calibrateBillingPeriods } from './billingPeriods';
import { validatedRecentLevel } from './recentLevel';

/** A period [start, end) in UK wall-clock ms. */
export interface Period {
  start: number;
  end: number;
}

export interface CalibrationInput {
  readings: readonly IntervalReading[];
  temperatures: readonly TemperatureReading[];
  baseline: Period;
  reporting?: Period;
  /** Model granularity: 'daily' (change-point, default) or 'hourly' (time-of-week-and-temperature). */
  granularity?: 'daily' | 'hourly';
  /** How the readings were taken; detected when omitted. */
  readingGranularity?: ReadingGranularity;
  changePoint?: ChangePointOptions;
}

export interface PeriodAccuracy {
  daily: FitStatistics;
  monthly: FitStatistics;
  hourly: FitStatistics | null;
  actualKwh: number;
  predictedKwh: number;
  meetsGuideline14: { monthly: boolean; hourly: boolean | null };
}

export type CalibratedModel = ChangePointModel | TimeOfWeekTemperatureModel;

export interface CalibrationResult {
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

function inPeriod(day: MeterDay, p: Period): boolean {
  const s = day.day * DAY_MS;
  return s >= p.start && s + DAY_MS <= p.end;
}

function predictTowtDay(model: TimeOfWeekTemperatureModel, day: MeterDay): number {
  if (!Number.isFinite(day.meanTempC)) return Number.NaN;
  let s = 0;
  for (let h = 0; h < 24; h++)
    s += predictTimeOfWeekTemperatureHour(model, day.day * 24 + h, day.hourlyTempC[h]!);
  return s;
}

/** Fits on the days of `baseline` only. Returns null when there is too little usable data. */
export function fitDayPredictor(
  days: readonly MeterDay[],
  baseline: Period,
  granularity: 'daily' | 'hourly',
  hourly: Map<number, number> | null,
  options?: ChangePointOptions,
): DayPredictor | null {
  const base = days.filter((d) => inPeriod(d, baseline));
  if (granularity === 'hourly' && hourly) {
    const obs: HourObservation[] = [];
    for (const d of base) {
      if (!Number.isFinite(d.meanTempC)) continue;
      for (let h = 0; h < 24; h++) {
        const hour = d.day * 24 + h;
        const kwh = hourly.get(hour);
        if (kwh !== undefined) obs.push({ hour, kwh, tempC: d.hourlyTempC[h]! });
      }
    }
    const model = fitTimeOfWeekTemperatureModel(obs);
    if (!model) return null;
    if (options?.recentLevel !== 'off') {
      // The same validated recent-level step as the daily model, on daily sums of the hours.
      const residuals = [];
      for (const d of base) {
        const predicted = predictTowtDay(model, d);
        if (Number.isFinite(d.kwh) && Number.isFinite(predicted))
          residuals.push({ day: d.day, actualKwh: d.kwh, residualKwh: d.kwh - predicted });
      }
      model.recentLevelKwhPerHour = validatedRecentLevel(residuals).levelKwhPerDay / 24;
    }
    return { model, predictDay: (d) => predictTowtDay(model, d) };
  }
  const model = fitChangePointModel(
    base.map((d) => ({ days: [d], kwh: d.kwh })),
    options,
  );
  return model ? { model, predictDay: (d) => predictChangePointDay(model, d) } : null;
}

function accuracyOver(
  days: readonly MeterDay[],
  period: Period,
  predictor: DayPredictor,
  parameterCount: number,
  hourly: Map<number, number> | null,
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
      for (let h = 0; h < 24; h++) {
        const kwh = hourly.get(d.day * 24 + h);
        if (kwh === undefined) continue;
        ha.push(kwh);
        hp.push(predictTimeOfWeekTemperatureHour(model, d.day * 24 + h, d.hourlyTempC[h]!));
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
  const granularity = input.granularity ?? 'daily';
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
  const hourly = granularity === 'hourly' ? hourlyConsumption(input.readings) : null;
  const sufficiency = assessDataSufficiency(days, input.baseline, granularity);
  const predictor = fitDayPredictor(days, input.baseline, granularity, hourly, input.changePoint);
  if (!predictor)
    throw new EnergyModelInputError(
      'usage',
      'not enough readings with temperatures in the baseline period to fit a model',
    );
  // Guideline 14 counts model parameters against the observations they were fitted to. The hourly
  // model's 168+ parameters were fitted to hourly data, so its daily and monthly sums use p = 0.
  const k =
    predictor.model.kind === 'time-of-week-temperature' ? 0 : predictor.model.parameterCount;
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
