import { describe, expect, it } from 'vitest';
import { calibrate } from './calibrate';
import { parsePeriod } from './meterCsv';
import type { IntervalReading, TemperatureReading } from './meterSeries';
import { validatedRecentLevel, type ResidualDay } from './recentLevel';

const HOUR = 3_600_000;

/** Deterministic pseudo-random numbers in [0, 1) (a linear congruential generator). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Two years of hourly temperatures: seasonal swing, daily cycle, weather noise. */
function temperatures(startIso: string, days: number): TemperatureReading[] {
  const t0 = Date.parse(`${startIso}T00:00:00Z`);
  const rnd = lcg(7);
  const out: TemperatureReading[] = [];
  let weather = 0;
  for (let h = 0; h < days * 24; h++) {
    if (h % 24 === 0) weather = 0.7 * weather + 3 * (rnd() - 0.5);
    const d = h / 24;
    out.push({
      wallMs: t0 + h * HOUR,
      tempC:
        10 -
        7 * Math.cos((2 * Math.PI * (d - 15)) / 365) +
        3 * Math.sin((2 * Math.PI * (h % 24)) / 24) +
        weather,
    });
  }
  return out;
}

/**
 * Hourly use from a change-point law (8 kWh/day + 1.5 kWh per heating degree-day at 15.5 °C) with
 * ±10 % day-to-day noise; from `shiftFromMs` on, the building uses `shiftFactor` times as much.
 */
function hourlyUse(
  temps: TemperatureReading[],
  shiftFromMs: number,
  shiftFactor: number,
): IntervalReading[] {
  const rnd = lcg(11);
  let dayNoise = 1;
  return temps.map((t, i) => {
    if (i % 24 === 0) dayNoise = 0.9 + 0.2 * rnd();
    const law = 8 / 24 + (1.5 * Math.max(0, 15.5 - t.tempC)) / 24;
    return { wallMs: t.wallMs, kwh: law * dayNoise * (t.wallMs >= shiftFromMs ? shiftFactor : 1) };
  });
}

describe('recent-level adjustment', () => {
  it('follows a drop in use late in the baseline and beats plain least squares on the next year', () => {
    const temps = temperatures('2019-01-01', 730);
    // Use falls by a quarter from September of the baseline year (a household member moved out).
    const readings = hourlyUse(temps, Date.UTC(2019, 8, 1), 0.75);
    const common = {
      readings,
      temperatures: temps,
      baseline: parsePeriod('2019-01-01/2020-01-01', 'baseline'),
      reporting: parsePeriod('2020-01-01/2020-12-31', 'reporting'),
      granularity: 'daily' as const,
    };
    const plain = calibrate({ ...common, changePoint: { recentLevel: 'off' } }).reporting!;
    const adjusted = calibrate(common);
    const rep = adjusted.reporting!;
    expect(plain.monthly.nmbe).toBeLessThan(-0.1); // plain OLS over-predicts the lower year
    expect(Math.abs(rep.monthly.nmbe)).toBeLessThan(Math.abs(plain.monthly.nmbe) / 2);
    expect(rep.monthly.cvrmse).toBeLessThan(plain.monthly.cvrmse);
    expect(
      adjusted.model.kind !== 'time-of-week-temperature' &&
        adjusted.model.kind !== 'ensemble' &&
        adjusted.model.recentLevelKwhPerDay,
    ).toBeLessThan(0);
  });

  it('applies the same step to the hourly time-of-week-and-temperature model', () => {
    const temps = temperatures('2019-01-01', 730);
    const readings = hourlyUse(temps, Date.UTC(2019, 8, 1), 0.75);
    const common = {
      readings,
      temperatures: temps,
      baseline: parsePeriod('2019-01-01/2020-01-01', 'baseline'),
      reporting: parsePeriod('2020-01-01/2020-12-31', 'reporting'),
      granularity: 'hourly' as const,
    };
    const plain = calibrate({ ...common, changePoint: { recentLevel: 'off' } }).reporting!;
    const adjusted = calibrate(common).reporting!;
    expect(plain.monthly.nmbe).toBeLessThan(-0.1);
    expect(Math.abs(adjusted.monthly.nmbe)).toBeLessThan(Math.abs(plain.monthly.nmbe) / 2);
    expect(adjusted.hourly!.cvrmse).toBeLessThan(plain.hourly!.cvrmse);
  });

  it('leaves a building without drift (almost) unadjusted', () => {
    const temps = temperatures('2019-01-01', 730);
    const readings = hourlyUse(temps, Infinity, 1);
    const common = {
      readings,
      temperatures: temps,
      baseline: parsePeriod('2019-01-01/2020-01-01', 'baseline'),
      reporting: parsePeriod('2020-01-01/2020-12-31', 'reporting'),
    };
    const plain = calibrate({ ...common, changePoint: { recentLevel: 'off' } }).reporting!;
    const adjusted = calibrate(common).reporting!;
    // Within half a percentage point of plain least squares on the monthly statistics.
    expect(Math.abs(adjusted.monthly.cvrmse - plain.monthly.cvrmse)).toBeLessThan(0.005);
    expect(Math.abs(adjusted.monthly.nmbe)).toBeLessThan(0.01);
  });

  it('puts the weight on the half-lives that predict the last blocks of the baseline', () => {
    // Residuals 0 for 300 days, then +2 kWh/day for the last 65: short half-lives validate best.
    const days: ResidualDay[] = Array.from({ length: 365 }, (_, i) => ({
      day: 18000 + i,
      actualKwh: 10,
      residualKwh: i >= 300 ? 2 : 0,
    }));
    const r = validatedRecentLevel(days, [Infinity, 90, 30]);
    expect(r.weights[2]!).toBeGreaterThan(r.weights[0]!);
    expect(r.levelKwhPerDay).toBeGreaterThan(0.5);
    expect(r.levelKwhPerDay).toBeLessThanOrEqual(2);
    expect(r.weights.reduce((s, w) => s + w, 0)).toBeCloseTo(1, 10);
  });

  it('does not adjust a baseline too short to validate', () => {
    const days: ResidualDay[] = Array.from({ length: 120 }, (_, i) => ({
      day: 18000 + i,
      actualKwh: 10,
      residualKwh: i >= 60 ? 3 : -3,
    }));
    expect(validatedRecentLevel(days).levelKwhPerDay).toBe(0);
  });
});
