/**
 * The baseline models the default chooses among, each a fitter that can be refitted with a block
 * of the baseline left out (for validation inside the baseline):
 *
 * - the CalTRACK 2.0 daily model (caltrackDaily.ts), the reference every meter is compared with;
 * - daily change-point models with hourly degree-days (changePoint.ts): with weekend and bank
 *   holiday base loads, with approximate England school holidays as off days (with heating on
 *   them or not), each with and without the validated recent-level step (recentLevel.ts);
 * - with readings every hour or more often, the time-of-week-and-temperature model
 *   (timeOfWeekTemperature.ts) with day-block and occupancy temperature groups.
 */
import { caltrackFitter } from './caltrackDaily';
import {
  fitChangePointModel,
  predictChangePointDay,
  type ChangePointModel,
  type ChangePointOptions,
} from './changePoint';
import type { MemberPredictor } from './ensemble';
import type { HourlyKwh, MeterDay } from './meterSeries';
import { validatedRecentLevel } from './recentLevel';
import {
  fitTimeOfWeekSeries,
  hourOfWeekOfDay,
  predictTimeOfWeekTemperatureHour,
  type HourSeries,
  type TimeOfWeekOptions,
  type TimeOfWeekTemperatureModel,
} from './timeOfWeekTemperature';
import { DAY_MS } from './wallClock';

/** A period [start, end) in UK wall-clock ms. */
export interface Period {
  start: number;
  end: number;
}

/** Fits a model on a baseline, leaving out the days of `exclude` when given. */
type CandidateFitter = (baseline: Period, exclude?: Period) => MemberPredictor | null;

export interface Candidate {
  /** What the model is, in words ('CalTRACK daily', 'change-point, school holidays', …). */
  name: string;
  fit: CandidateFitter;
}

export function inPeriod(day: MeterDay, p: Period): boolean {
  const s = day.day * DAY_MS;
  return s >= p.start && s + DAY_MS <= p.end;
}

function overlapsPeriod(day: MeterDay, p: Period): boolean {
  const s = day.day * DAY_MS;
  return s < p.end && s + DAY_MS > p.start;
}

/** Predicted kWh of one day from the hourly time-of-week-and-temperature model. */
export function predictTowtDay(model: TimeOfWeekTemperatureModel, day: MeterDay): number {
  if (!Number.isFinite(day.meanTempC)) return Number.NaN;
  const tow = hourOfWeekOfDay(day.day);
  let s = 0;
  for (let h = 0; h < 24; h++)
    s += predictTimeOfWeekTemperatureHour(model, day.day * 24 + h, day.hourlyTempC[h]!, tow + h);
  return s;
}

const changePointMember = (model: ChangePointModel | null): MemberPredictor | null =>
  model ? { model, predictDay: (d) => predictChangePointDay(model, d) } : null;

export function fitChangePointPredictor(
  days: readonly MeterDay[],
  baseline: Period,
  options?: ChangePointOptions,
  exclude?: Period,
): MemberPredictor | null {
  const base = days.filter(
    (d) => inPeriod(d, baseline) && !(exclude && overlapsPeriod(d, exclude)),
  );
  return changePointMember(
    fitChangePointModel(
      base.map((d) => ({ days: [d], kwh: d.kwh })),
      options,
    ),
  );
}

/** The CalTRACK daily candidate: its baseline sums are built once for all its refits. */
export function caltrackCandidate(days: readonly MeterDay[]): Candidate {
  let cached: { baseline: Period; fit: ReturnType<typeof caltrackFitter> } | null = null;
  return {
    name: 'CalTRACK daily',
    fit: (baseline, exclude) => {
      if (
        !cached ||
        cached.baseline.start !== baseline.start ||
        cached.baseline.end !== baseline.end
      )
        cached = { baseline, fit: caltrackFitter(days, baseline) };
      return changePointMember(cached.fit(exclude));
    },
  };
}

/** The hourly observations of a period's days in time order, with the day of each row. */
export interface PeriodHours extends HourSeries {
  day: Int32Array;
}

export function periodHours(
  days: readonly MeterDay[],
  period: Period,
  hourly: HourlyKwh,
): PeriodHours {
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
export function fitTimeOfWeekPredictor(
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
 * The daily change-point candidates on top of the caller's options: hourly degree-days with
 * weekend and bank-holiday base loads, and with approximate England school holidays as off days
 * (heating on them, or on working days only); `recentLevel` adds a second candidate, the same fit
 * with the validated recent-level step.
 */
const CHANGE_POINT_CANDIDATES: readonly {
  name: string;
  options: ChangePointOptions;
  recentLevel: boolean;
}[] = [
  { name: 'change-point, day types', options: {}, recentLevel: true },
  { name: 'change-point, school holidays', options: { dayTypes: 'school' }, recentLevel: true },
  {
    name: 'change-point, school holidays, heating on working days',
    options: { dayTypes: 'school', heatingOnOffDays: false },
    recentLevel: false,
  },
];

const periodKey = (b: Period, x?: Period): string =>
  `${b.start}|${b.end}|${x?.start ?? ''}|${x?.end ?? ''}`;

/** The same fitter, fitting each (baseline, left-out block) once. */
function fittedOnce(fit: CandidateFitter): CandidateFitter {
  const fits = new Map<string, MemberPredictor | null>();
  return (b, x) => {
    const key = periodKey(b, x);
    if (!fits.has(key)) fits.set(key, fit(b, x));
    return fits.get(key)!;
  };
}

/**
 * A change-point fit with the validated recent-level step added (recentLevel.ts): the weather
 * response is the plain fit's, the level follows the baseline's recent residuals.
 */
function withRecentLevel(days: readonly MeterDay[], plain: CandidateFitter): CandidateFitter {
  return (b, x) => {
    const fit = plain(b, x);
    if (!fit || fit.model.kind === 'time-of-week-temperature') return fit;
    const model = { ...fit.model, recentLevelKwhPerDay: 0 };
    const residuals = [];
    for (const d of days) {
      if (!inPeriod(d, b) || (x && overlapsPeriod(d, x))) continue;
      if (!Number.isFinite(d.kwh) || !Number.isFinite(d.meanTempC)) continue;
      residuals.push({ day: d.day, actualKwh: d.kwh, residualKwh: d.kwh - fit.predictDay(d) });
    }
    model.recentLevelKwhPerDay = validatedRecentLevel(residuals).levelKwhPerDay;
    return changePointMember(model);
  };
}

/**
 * Every candidate for a meter: the CalTRACK daily model, the change-point models and, with
 * hourly readings, the time-of-week models (both temperature groupings unless one is chosen).
 */
export function baselineCandidates(
  days: readonly MeterDay[],
  baseline: Period,
  hourly: HourlyKwh | null,
  options?: ChangePointOptions,
  towt?: TimeOfWeekOptions,
): Candidate[] {
  const out: Candidate[] = [caltrackCandidate(days)];
  for (const c of CHANGE_POINT_CANDIDATES) {
    const plain = fittedOnce((b, x) =>
      fitChangePointPredictor(days, b, { ...options, ...c.options, recentLevel: 'off' }, x),
    );
    out.push({ name: c.name, fit: plain });
    if (c.recentLevel && options?.recentLevel !== 'off')
      out.push({ name: `${c.name}, recent level`, fit: withRecentLevel(days, plain) });
  }
  if (hourly) {
    const hours = periodHours(days, baseline, hourly);
    const groups: ('day-blocks' | 'occupancy')[] = towt?.temperatureGroups
      ? [towt.temperatureGroups]
      : ['day-blocks', 'occupancy'];
    for (const g of groups)
      out.push({
        name: `time-of-week, ${g === 'day-blocks' ? 'day blocks' : 'occupancy'}`,
        fit: (b, x) =>
          fitTimeOfWeekPredictor(days, b, hours, options, { ...towt, temperatureGroups: g }, x),
      });
  }
  return out;
}
