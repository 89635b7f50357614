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
  type HourlyKwh,
  type IntervalReading,
  type MeterDay,
  type ReadingGranularity,
  type TemperatureReading,
} from './meterSeries';
import {
  fitTimeOfWeekSeries,
  hourOfWeekOfDay,
  predictTimeOfWeekTemperatureHour,
  type HourSeries,
  type TimeOfWeekOptions,
  type TimeOfWeekTemperatureModel,
} from './timeOfWeekTemperature';
import { fitEnsemble, type EnsembleModel, type MemberPredictor } from './ensemble';
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
  /**
   * Model granularity: 'daily' (change-point) or 'hourly' (time-of-week-and-temperature). When
   * omitted, `method` (or the default method) decides.
   */
  granularity?: 'daily' | 'hourly';
  /**
   * The baseline model, overriding `granularity`: 'change-point' (daily), 'time-of-week-temperature'
   * (hourly), or 'ensemble' (both, weighted by validation inside the baseline; needs hourly or
   * finer readings, else change-point). Default: see DEFAULT_METHOD.
   */
  method?: CalibrationMethod;
  /** Options of the time-of-week-and-temperature model (also inside the ensemble). */
  timeOfWeek?: TimeOfWeekOptions;
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

export type CalibratedModel = ChangePointModel | TimeOfWeekTemperatureModel | EnsembleModel;

export type CalibrationMethod = 'change-point' | 'time-of-week-temperature' | 'ensemble';

/**
 * What calibrate fits when neither `method` nor `granularity` is given, chosen from the
 * out-of-sample comparison in the README (bench/accuracy.mjs): the validated ensemble, which is
 * the change-point model alone when the readings are daily or coarser.
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

function inPeriod(day: MeterDay, p: Period): boolean {
  const s = day.day * DAY_MS;
  return s >= p.start && s + DAY_MS <= p.end;
}

function overlapsPeriod(day: MeterDay, p: Period): boolean {
  const s = day.day * DAY_MS;
  return s < p.end && s + DAY_MS > p.start;
}

/**
 * The plain daily change-point model of the accuracy reference: daily mean temperature, balance
 * point searched, ordinary least squares, no day types, no level adjustment. It is a member of the
 * default ensemble, so inner validation can fall back on it where richer models do not pay.
 */
export const PLAIN_CHANGE_POINT: ChangePointOptions = {
  degreeDays: 'daily-mean',
  dayTypes: 'off',
  recentLevel: 'off',
};

/** Predicted kWh of one day from the hourly time-of-week-and-temperature model. */
export function predictTowtDay(model: TimeOfWeekTemperatureModel, day: MeterDay): number {
  if (!Number.isFinite(day.meanTempC)) return Number.NaN;
  const tow = hourOfWeekOfDay(day.day);
  let s = 0;
  for (let h = 0; h < 24; h++)
    s += predictTimeOfWeekTemperatureHour(model, day.day * 24 + h, day.hourlyTempC[h]!, tow + h);
  return s;
}

function fitChangePointPredictor(
  days: readonly MeterDay[],
  baseline: Period,
  options?: ChangePointOptions,
  exclude?: Period,
): MemberPredictor | null {
  const base = days.filter(
    (d) => inPeriod(d, baseline) && !(exclude && overlapsPeriod(d, exclude)),
  );
  const model = fitChangePointModel(
    base.map((d) => ({ days: [d], kwh: d.kwh })),
    options,
  );
  return model ? { model, predictDay: (d) => predictChangePointDay(model, d) } : null;
}

/** The hourly observations of a period's days in time order, with the day of each row. */
interface PeriodHours extends HourSeries {
  day: Int32Array;
}

function periodHours(days: readonly MeterDay[], period: Period, hourly: HourlyKwh): PeriodHours {
  let n = 0;
  for (const d of days) if (inPeriod(d, period) && Number.isFinite(d.meanTempC)) n += 24;
  const day = new Int32Array(n);
  const tow = new Int32Array(n);
  const temp = new Float64Array(n);
  const kwh = new Float64Array(n);
  let i = 0;
  for (const d of days) {
    if (!inPeriod(d, period) || !Number.isFinite(d.meanTempC)) continue;
    const first = hourOfWeekOfDay(d.day);
    for (let h = 0; h < 24; h++) {
      const k = hourly.get(d.day * 24 + h);
      if (k === undefined || !Number.isFinite(k)) continue;
      day[i] = d.day;
      tow[i] = first + h;
      temp[i] = d.hourlyTempC[h]!;
      kwh[i] = k;
      i++;
    }
  }
  return {
    day: day.subarray(0, i),
    hourOfWeek: tow.subarray(0, i),
    tempC: temp.subarray(0, i),
    kwh: kwh.subarray(0, i),
  };
}

/**
 * Fits on the rows of `hours` inside `period` (a sub-period of the one `hours` was built for),
 * leaving out the rows of `exclude` when given.
 */
function fitTimeOfWeekPredictor(
  days: readonly MeterDay[],
  period: Period,
  hours: PeriodHours,
  options?: ChangePointOptions,
  towt?: TimeOfWeekOptions,
  exclude?: Period,
): MemberPredictor | null {
  const firstDay = Math.ceil(period.start / DAY_MS);
  const endDay = Math.floor(period.end / DAY_MS);
  let lo = 0;
  while (lo < hours.day.length && hours.day[lo]! < firstDay) lo++;
  let hi = lo;
  while (hi < hours.day.length && hours.day[hi]! < endDay) hi++;
  let series: HourSeries = {
    hourOfWeek: hours.hourOfWeek.subarray(lo, hi),
    tempC: hours.tempC.subarray(lo, hi),
    kwh: hours.kwh.subarray(lo, hi),
  };
  if (exclude) {
    // The rows are in day order: the held-out block is one run [x0, x1) to cut out.
    const e0 = Math.floor(exclude.start / DAY_MS);
    const e1 = Math.ceil(exclude.end / DAY_MS);
    let x0 = lo;
    while (x0 < hi && hours.day[x0]! < e0) x0++;
    let x1 = x0;
    while (x1 < hi && hours.day[x1]! < e1) x1++;
    const cut = <T extends Int32Array | Float64Array>(a: T): T => {
      const out = new (a.constructor as new (n: number) => T)(hi - lo - (x1 - x0));
      out.set(a.subarray(lo, x0), 0);
      out.set(a.subarray(x1, hi), x0 - lo);
      return out;
    };
    series = { hourOfWeek: cut(hours.hourOfWeek), tempC: cut(hours.tempC), kwh: cut(hours.kwh) };
  }
  const model = fitTimeOfWeekSeries(series, towt);
  if (!model) return null;
  if (options?.recentLevel !== 'off') {
    // The same validated recent-level step as the daily model, on daily sums of the hours.
    const residuals = [];
    for (const d of days) {
      if (!inPeriod(d, period) || (exclude && overlapsPeriod(d, exclude))) continue;
      const predicted = predictTowtDay(model, d);
      if (Number.isFinite(d.kwh) && Number.isFinite(predicted))
        residuals.push({ day: d.day, actualKwh: d.kwh, residualKwh: d.kwh - predicted });
    }
    model.recentLevelKwhPerHour = validatedRecentLevel(residuals).levelKwhPerDay / 24;
  }
  return { model, predictDay: (d) => predictTowtDay(model, d) };
}

/**
 * The change-point members of the ensemble on a heating-dominated meter (each but the plain
 * reference on top of the caller's change-point options).
 */
export const HEATING_MEMBERS: readonly ChangePointOptions[] = [
  PLAIN_CHANGE_POINT,
  { recentLevel: 'off' },
  {},
  { dayTypes: 'school', recentLevel: 'off' },
  { dayTypes: 'school' },
  { dayTypes: 'school', recentLevel: 'off', heatingOnOffDays: false },
];

function fitHeatingEnsemble(
  days: readonly MeterDay[],
  baseline: Period,
  options?: ChangePointOptions,
): DayPredictor | null {
  return fitEnsemble(
    days,
    baseline,
    HEATING_MEMBERS.map(
      (o) => (b: Period, x?: Period) =>
        fitChangePointPredictor(days, b, o === PLAIN_CHANGE_POINT ? o : { ...options, ...o }, x),
    ),
  );
}

/** Above this share of baseline energy in the heating term, a meter counts as heating dominated (assumption: half). */
export const HEATING_DOMINATED_SHARE = 0.5;

/** Share of the baseline's energy that the plain change-point model puts in its heating term. */
export function heatingShare(days: readonly MeterDay[], baseline: Period): number {
  const plain = fitChangePointPredictor(days, baseline, PLAIN_CHANGE_POINT);
  if (!plain || plain.model.kind === 'time-of-week-temperature') return 0;
  const m = plain.model;
  if (m.heatingBalanceC === null) return 0;
  let heat = 0;
  let all = 0;
  for (const d of days) {
    if (!inPeriod(d, baseline) || !Number.isFinite(d.kwh) || !Number.isFinite(d.meanTempC))
      continue;
    all += d.kwh;
    heat += m.heatingKwhPerDegreeDay * Math.max(0, m.heatingBalanceC - d.meanTempC);
  }
  return all > 0 ? heat / all : 0;
}

/**
 * Fits on the days of `baseline` only. Returns null when there is too little usable data.
 * 'daily': change-point; 'hourly': time-of-week-and-temperature (needs `hourly`); 'ensemble':
 * both, combined by validation inside the baseline (change-point alone without `hourly`).
 */
export function fitDayPredictor(
  days: readonly MeterDay[],
  baseline: Period,
  granularity: 'daily' | 'hourly' | 'ensemble',
  hourly: HourlyKwh | null,
  options?: ChangePointOptions,
  towt?: TimeOfWeekOptions,
): DayPredictor | null {
  if (granularity === 'ensemble' && hourly) {
    const hours = periodHours(days, baseline, hourly);
    // Without a chosen grouping, both time-of-week variants compete: day blocks suit homes,
    // occupancy (CalTRACK) suits buildings whose heating follows working hours.
    const variants: TimeOfWeekOptions[] = towt?.temperatureGroups
      ? [towt]
      : [
          { ...towt, temperatureGroups: 'day-blocks' },
          { ...towt, temperatureGroups: 'occupancy' },
        ];
    // A heating-dominated meter (most of its baseline energy is the plain model's heating term,
    // e.g. a gas boiler) follows the weather from day to day, not the hour of the week: the hourly
    // members add noise there, so the daily change-point members compete on their own, with and
    // without the recent-level step, and with school holidays as off days (with and without
    // heating on off days) for buildings whose heating follows a school calendar. Validation
    // inside the baseline gives a member no real weight where it does not pay.
    if (heatingShare(days, baseline) > HEATING_DOMINATED_SHARE)
      return fitHeatingEnsemble(days, baseline, options);
    return fitEnsemble(days, baseline, [
      (b, x) => fitChangePointPredictor(days, b, PLAIN_CHANGE_POINT, x),
      (b, x) => fitChangePointPredictor(days, b, options, x),
      ...variants.map(
        (v) => (b: Period, x?: Period) => fitTimeOfWeekPredictor(days, b, hours, options, v, x),
      ),
    ]);
  }
  if (granularity === 'ensemble') {
    // Daily or coarser readings: the change-point models compete (on a heating meter, the same
    // members as with hourly readings).
    if (heatingShare(days, baseline) > HEATING_DOMINATED_SHARE)
      return fitHeatingEnsemble(days, baseline, options);
    return fitEnsemble(days, baseline, [
      (b, x) => fitChangePointPredictor(days, b, PLAIN_CHANGE_POINT, x),
      (b, x) => fitChangePointPredictor(days, b, options, x),
    ]);
  }
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
    method === 'ensemble' ? 'ensemble' : granularity,
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
