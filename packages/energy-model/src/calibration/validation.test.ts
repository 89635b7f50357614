import { describe, expect, it } from 'vitest';
import { calibrate } from './calibrate';
import type { IntervalReading, TemperatureReading } from './meterSeries';
import {
  validationWindow,
  validationKpis,
  validationSeries,
  type ValidationDay,
} from './validation';

/** Constant observed and predicted kWh on every day of [from, to]. */
function days(from: string, to: string, observedKwh: number, predictedKwh: number) {
  const out: ValidationDay[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push({ date: new Date(t).toISOString().slice(0, 10), observedKwh, predictedKwh });
  return out;
}

// Months observed 310, 336, 248 kWh (mean 298); predicted 310, 308, 248: residuals 0, 28, 0.
const threeMonths = [
  ...days('2025-01-01', '2025-01-31', 10, 10),
  ...days('2025-02-01', '2025-02-28', 12, 11),
  ...days('2025-03-01', '2025-03-31', 8, 8),
];

describe('validate KPIs (ASHRAE Guideline 14-2014, monthly sums)', () => {
  it('gives CV(RMSE) and NMBE as worked by hand, no parameters', () => {
    const kpis = validationKpis(threeMonths);
    // CV(RMSE) = sqrt(28² / 3) / 298 = 16.1658 / 298; NMBE = 28 / (3 · 298).
    expect(kpis.months).toBe(3);
    expect(kpis.cvrmse).toBeCloseTo(0.054248, 5);
    expect(kpis.nmbe).toBeCloseTo(0.03132, 5);
    expect(kpis.observedKwh).toBe(894);
    expect(kpis.predictedKwh).toBe(866);
    expect(kpis.thresholds).toEqual({ cvrmse: 0.15, nmbe: 0.05 });
    expect(kpis.meetsGuideline14).toBe(true);
  });

  it('takes the model parameters from the degrees of freedom', () => {
    const kpis = validationKpis(threeMonths, 1);
    // n − p = 2: CV(RMSE) = sqrt(784 / 2) / 298 = 19.799 / 298; NMBE = 28 / (2 · 298).
    expect(kpis.cvrmse).toBeCloseTo(0.06644, 5);
    expect(kpis.nmbe).toBeCloseTo(0.04698, 5);
    expect(kpis.meetsGuideline14).toBe(true);
    // Three parameters would leave no degree of freedom: at most months − 1 are taken.
    expect(validationKpis(threeMonths, 3).nmbe).toBeCloseTo(28 / 298, 5);
    expect(validationKpis(threeMonths, 3).meetsGuideline14).toBe(false);
  });

  it('scores only months measured on 80 % of their days, but totals every day', () => {
    const kpis = validationKpis([...threeMonths, ...days('2025-04-01', '2025-04-10', 5, 50)]);
    expect(kpis.months).toBe(3);
    expect(kpis.cvrmse).toBeCloseTo(0.054248, 5);
    expect(kpis.observedKwh).toBe(944);
    expect(kpis.predictedKwh).toBe(1366);
  });

  it('fails the thresholds on a biased model and states nothing with under two months', () => {
    const biased = validationKpis(days('2025-01-01', '2025-03-31', 10, 12));
    expect(biased.nmbe).toBeCloseTo(-0.2, 6);
    expect(biased.meetsGuideline14).toBe(false);
    const short = validationKpis(days('2025-01-01', '2025-01-31', 10, 12));
    expect(short).toMatchObject({ months: 1, cvrmse: null, nmbe: null, meetsGuideline14: false });
  });

  it('keeps the 12 months up to the last metered day', () => {
    const all = days('2024-06-01', '2025-06-15', 1, 1);
    const window = validationWindow(all, '2025-06-15');
    expect(window[0]!.date).toBe('2024-06-16');
    expect(window.at(-1)!.date).toBe('2025-06-15');
    expect(window).toHaveLength(365);
  });
});

describe('validation series', () => {
  it("predicts each metered day as calibrate's own accuracy does", () => {
    const HOUR = 3_600_000;
    const t0 = Date.parse('2024-01-01T00:00:00Z');
    const temperatures: TemperatureReading[] = [];
    const readings: IntervalReading[] = [];
    for (let h = 0; h < 366 * 24; h++) {
      const tempC = 10 - 7 * Math.cos((2 * Math.PI * (h / 24 - 15)) / 365);
      temperatures.push({ wallMs: t0 + h * HOUR, tempC });
      // 8 kWh a day plus 1.5 kWh per heating degree-day below 15.5 °C, and a weekday bump.
      const weekday = new Date(t0 + h * HOUR).getUTCDay() % 6 !== 0 ? 0.1 : 0;
      readings.push({
        wallMs: t0 + h * HOUR,
        kwh: 8 / 24 + weekday + (1.5 * Math.max(0, 15.5 - tempC)) / 24,
      });
    }
    const baseline = { start: t0, end: t0 + 366 * 24 * HOUR };
    const result = calibrate({ readings, temperatures, baseline });
    const series = validationSeries(readings, temperatures, result.model);
    expect(series).toHaveLength(366);
    const predicted = series.reduce((sum, day) => sum + day.predictedKwh, 0);
    const observed = series.reduce((sum, day) => sum + day.observedKwh, 0);
    expect(predicted).toBeCloseTo(result.baseline.predictedKwh, 3);
    expect(observed).toBeCloseTo(result.baseline.actualKwh, 3);
  });
});
