/**
 * What the saving is measured on: the baseline model fitted on the year before the intervention
 * alone, and its prediction beside each baseline and reporting day (or monthly bill).
 */
import { calibrateBillingPeriods } from '../calibration/billingPeriods';
import {
  DEFAULT_METHOD,
  fitDayPredictor,
  type DayPredictor,
  type Period,
} from '../calibration/calibrate';
import { inPeriod } from '../calibration/candidates';
import { assessDataSufficiency, type DataSufficiency } from '../calibration/dataSufficiency';
import {
  buildMeterDays,
  detectIntervalMinutes,
  hourlyConsumption,
  inTimeOrder,
  type IntervalReading,
} from '../calibration/meterSeries';
import { guideline14ParameterCount } from '../calibration/validation';
import { DAY_MS } from '../calibration/wallClock';
import { EnergyModelInputError } from '../errors';
import type { MeasuredSavingsInput, SavingsObservations } from './measuredSavings';
import { effectiveObservations } from './savingsUncertainty';

/** True when readings are monthly bills rather than interval readings. */
const areBills = (readings: readonly IntervalReading[]) =>
  detectIntervalMinutes(inTimeOrder(readings)) >= 20 * 1440;

/**
 * The default periods around an intervention, clipped to the readings: the last reading's day
 * ends them (a bill's month, as billingPeriods reads the last bill).
 */
function savingsPeriods(
  readings: readonly IntervalReading[],
  intervention: number,
): { baseline: Period; reporting: Period } {
  const sorted = inTimeOrder(readings);
  const lastDay = new Date(Math.floor(sorted[sorted.length - 1]!.wallMs / DAY_MS) * DAY_MS);
  const lastDayEnd = areBills(sorted)
    ? Date.UTC(lastDay.getUTCFullYear(), lastDay.getUTCMonth() + 1, lastDay.getUTCDate())
    : lastDay.getTime() + DAY_MS;
  const day = new Date(Math.floor(intervention / DAY_MS) * DAY_MS);
  const yearsOn = (years: number) =>
    Date.UTC(day.getUTCFullYear() + years, day.getUTCMonth(), day.getUTCDate());
  return {
    baseline: { start: yearsOn(-1), end: day.getTime() },
    reporting: { start: day.getTime(), end: Math.min(lastDayEnd, yearsOn(1)) },
  };
}

/** Observations of interval readings: one per day with readings and a temperature. */
function dailyObservations(
  input: MeasuredSavingsInput,
  baseline: Period,
  reporting: Period,
): SavingsObservations & { model: DayPredictor['model']; sufficiency: DataSufficiency } {
  const days = buildMeterDays(input.readings, input.temperatures);
  const method = input.method ?? DEFAULT_METHOD;
  const hourlyReadings = detectIntervalMinutes(inTimeOrder(input.readings)) <= 60;
  const hourly =
    method === 'time-of-week-temperature' || (method === 'ensemble' && hourlyReadings)
      ? hourlyConsumption(input.readings)
      : null;
  const kind =
    method === 'ensemble' || method === 'caltrack'
      ? method
      : method === 'time-of-week-temperature'
        ? 'hourly'
        : 'daily';
  const predictor = fitDayPredictor(days, baseline, kind, hourly);
  if (!predictor)
    throw new EnergyModelInputError(
      'usage',
      'not enough readings with temperatures in the baseline period to fit a model',
    );
  const pairs = (period: Period, keepGaps: boolean) => {
    const out: { actual: number; predicted: number }[] = [];
    for (const d of days) {
      if (!inPeriod(d, period)) continue;
      const predicted = predictor.predictDay(d);
      const ok = Number.isFinite(d.kwh) && Number.isFinite(predicted);
      if (ok) out.push({ actual: d.kwh, predicted });
      else if (keepGaps) out.push({ actual: Number.NaN, predicted: Number.NaN });
    }
    return out;
  };
  const withGaps = pairs(baseline, true);
  const serial = effectiveObservations(withGaps.map((o) => o.actual - o.predicted));
  return {
    model: predictor.model,
    baseline: withGaps.filter((o) => Number.isFinite(o.actual)),
    reporting: pairs(reporting, false),
    parameters: guideline14ParameterCount(predictor.model),
    autocorrelation: serial.lagOne,
    effectiveObservations: serial.effective,
    sufficiency: assessDataSufficiency(days, baseline, 'daily'),
  };
}

/** Observations of monthly bills: one per bill inside the period, residuals taken as independent. */
function billObservations(input: MeasuredSavingsInput, baseline: Period, reporting: Period) {
  const fit = calibrateBillingPeriods(input.readings, input.temperatures, baseline, reporting);
  if (!fit.model || !fit.predictor)
    throw new EnergyModelInputError(
      'usage',
      'not enough billing periods with temperatures in the baseline period to fit a model',
    );
  const predictor = fit.predictor;
  const of = (period: Period) =>
    fit.periods
      .filter(
        (p) =>
          p.startDay * DAY_MS >= period.start &&
          p.endDay * DAY_MS <= period.end &&
          p.days.every((d) => Number.isFinite(d.meanTempC)),
      )
      .map((p) => ({
        actual: p.kwh,
        predicted: p.days.reduce((s, d) => s + predictor.predictDay(d), 0),
        days: p.endDay - p.startDay,
      }));
  const base = of(baseline);
  return {
    model: fit.model,
    baseline: base,
    reporting: of(reporting),
    parameters: fit.model.parameterCount,
    autocorrelation: 0,
    effectiveObservations: base.length,
    sufficiency: fit.sufficiency,
  };
}

const modelName = (model: DayPredictor['model']) =>
  model.kind === 'ensemble' ? model.chosen : model.kind;

/**
 * The baseline model's observations around an intervention: the model fitted on the baseline
 * alone, its prediction beside each baseline and reporting day (or bill).
 */
export function savingsObservations(input: MeasuredSavingsInput) {
  if (input.readings.length === 0) throw new EnergyModelInputError('usage', 'no readings');
  const periods = savingsPeriods(input.readings, input.intervention);
  const baseline = input.baseline ?? periods.baseline;
  const reporting = input.reporting ?? periods.reporting;
  if (!(reporting.end > reporting.start))
    throw new EnergyModelInputError('reporting', 'there are no readings after the intervention');
  const bills = areBills(input.readings);
  const obs = bills
    ? billObservations(input, baseline, reporting)
    : dailyObservations(input, baseline, reporting);
  return {
    obs,
    context: {
      baseline,
      reporting,
      observations: (bills ? 'bills' : 'days') as 'bills' | 'days',
      modelName: modelName(obs.model),
      sufficiency: obs.sufficiency,
      confidence: input.confidence,
      fuel: input.fuel,
      bills: input.bills,
    },
  };
}
