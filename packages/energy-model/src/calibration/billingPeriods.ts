/**
 * Calibration from monthly (billing-period) readings: each reading is the consumption from its
 * start to the next reading's start (the last runs to the same date a month later). The
 * change-point model is fitted on whole periods (the sum of each period's days), as in ASHRAE
 * Guideline 14's monthly method, and judged on monthly statistics only.
 */
import { changePointPredictor } from './changePointPredictor';
import {
  fitChangePointModel,
  predictChangePointDay,
  type ChangePointOptions,
  type FitPeriod,
} from './changePoint';
import { goodnessOfFit, meetsGuideline14 } from './goodnessOfFit';
import {
  buildMeterDays,
  type IntervalReading,
  type MeterDay,
  type TemperatureReading,
} from './meterSeries';
import { DAY_MS, dayIndexOf } from './wallClock';
import type { DataSufficiency } from './dataSufficiency';

export interface BillingPeriod extends FitPeriod {
  startDay: number;
  endDay: number;
}

function billingPeriods(
  readings: readonly IntervalReading[],
  temps: readonly TemperatureReading[],
): BillingPeriod[] {
  const sorted = [...readings]
    .filter((r) => Number.isFinite(r.wallMs) && Number.isFinite(r.kwh))
    .sort((a, b) => a.wallMs - b.wallMs);
  if (sorted.length === 0) return [];
  const starts = sorted.map((r) => dayIndexOf(r.wallMs));
  const lastStart = new Date(starts[starts.length - 1]! * DAY_MS);
  const lastEnd = Math.floor(
    Date.UTC(lastStart.getUTCFullYear(), lastStart.getUTCMonth() + 1, lastStart.getUTCDate()) /
      DAY_MS,
  );
  const days = buildMeterDays(
    [
      { wallMs: starts[0]! * DAY_MS, kwh: 0 },
      { wallMs: (lastEnd - 1) * DAY_MS, kwh: 0 },
    ],
    temps,
    'daily',
  );
  const byDay = new Map<number, MeterDay>(days.map((d) => [d.day, d]));
  return sorted.map((r, i) => {
    const startDay = starts[i]!;
    const endDay = i + 1 < starts.length ? starts[i + 1]! : lastEnd;
    const ds: MeterDay[] = [];
    for (let d = startDay; d < endDay; d++) ds.push(byDay.get(d)!);
    return { startDay, endDay, days: ds, kwh: r.kwh };
  });
}

const inside = (p: BillingPeriod, w: { start: number; end: number }): boolean =>
  p.startDay * DAY_MS >= w.start && p.endDay * DAY_MS <= w.end;

function accuracy(
  periods: readonly BillingPeriod[],
  w: { start: number; end: number },
  model: NonNullable<ReturnType<typeof fitChangePointModel>>,
  k: number,
) {
  const a: number[] = [];
  const p: number[] = [];
  for (const per of periods) {
    if (!inside(per, w) || !per.days.every((d) => Number.isFinite(d.meanTempC))) continue;
    a.push(per.kwh);
    p.push(per.days.reduce((s, d) => s + predictChangePointDay(model, d), 0));
  }
  const monthly = goodnessOfFit(a, p, Math.min(k, Math.max(0, a.length - 1)));
  return {
    daily: goodnessOfFit([], []),
    monthly,
    hourly: null,
    actualKwh: a.reduce((s, v) => s + v, 0),
    predictedKwh: p.reduce((s, v) => s + v, 0),
    meetsGuideline14: { monthly: meetsGuideline14(monthly, 'monthly'), hourly: null },
  };
}

export function calibrateBillingPeriods(
  readings: readonly IntervalReading[],
  temps: readonly TemperatureReading[],
  baseline: { start: number; end: number },
  reporting: { start: number; end: number } | undefined,
  options?: ChangePointOptions,
) {
  const periods = billingPeriods(readings, temps);
  const base = periods.filter((p) => inside(p, baseline));
  const model = fitChangePointModel(base, { dayTypes: 'off', ...options });
  const covered = base.reduce(
    (s, p) => s + (p.days.every((d) => Number.isFinite(d.meanTempC)) ? p.endDay - p.startDay : 0),
    0,
  );
  const span = Math.round((baseline.end - baseline.start) / DAY_MS);
  const reasons: string[] = [];
  if (span < 365) reasons.push(`baseline spans ${span} days; 365 are needed`);
  if (covered < 0.9 * span)
    reasons.push(
      `${Math.round((covered / Math.max(1, span)) * 100)}% of baseline days fall in billing periods with temperatures; 90% are needed`,
    );
  if (base.length < 12)
    reasons.push(`${base.length} billing periods in the baseline; 12 are needed`);
  const sufficiency: DataSufficiency = {
    verdict: reasons.length ? 'insufficient' : 'sufficient',
    baselineDays: span,
    validDayFraction: span > 0 ? covered / span : 0,
    reasons,
  };
  return {
    model,
    periods,
    sufficiency,
    predictor: model ? changePointPredictor(model) : null,
    accuracy: (w: { start: number; end: number }, k: number) =>
      model ? accuracy(periods, w, model, k) : null,
  };
}
