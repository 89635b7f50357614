import { describe, expect, it } from 'vitest';
import { calibrate } from './calibrate';
import { inverseErrorWeights } from './ensemble';
import { parsePeriod } from './meterCsv';
import type { IntervalReading, TemperatureReading } from './meterSeries';
import { isNonWorkingDay } from './ukBankHolidays';

const HOUR = 3_600_000;

/** Deterministic pseudo-random numbers in [0, 1) (a linear congruential generator). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Two years of an office whose heating runs only in working hours and responds to the hour's
 * temperature with a curve (steeper when colder): a daily change-point model, linear in
 * degree-days and with one slope for every day, misses much of it; the hourly model with
 * occupied-hour slopes and temperature segments does not.
 */
function office(): { readings: IntervalReading[]; temperatures: TemperatureReading[] } {
  const rnd = lcg(9);
  const t0 = Date.UTC(2019, 0, 1);
  const readings: IntervalReading[] = [];
  const temperatures: TemperatureReading[] = [];
  let weather = 0;
  for (let h = 0; h < 730 * 24; h++) {
    if (h % 24 === 0) weather = 0.8 * weather + 4 * (rnd() - 0.5);
    const wallMs = t0 + h * HOUR;
    const d = new Date(wallMs);
    const hour = d.getUTCHours();
    const weekday = !isNonWorkingDay(Math.floor(h / 24) + Math.floor(t0 / (24 * HOUR)));
    const busy = weekday && hour >= 7 && hour < 19;
    const tempC =
      9 -
      7 * Math.cos((2 * Math.PI * h) / (365 * 24)) +
      4 * Math.sin((2 * Math.PI * hour) / 24) +
      weather;
    const cold = Math.max(0, 12 - tempC);
    const kwh = (busy ? 5 + 0.08 * cold * cold : 1) * (0.9 + 0.2 * rnd());
    readings.push({ wallMs, kwh });
    temperatures.push({ wallMs, tempC });
  }
  return { readings, temperatures };
}

describe('ensemble of the change-point and time-of-week models', () => {
  it('weights members by validation error inside the baseline and beats the worse member', () => {
    const { readings, temperatures } = office();
    const common = {
      readings,
      temperatures,
      baseline: parsePeriod('2019-01-01/2020-01-01', 'baseline'),
      reporting: parsePeriod('2020-01-01/2020-12-31', 'reporting'),
    };
    const cp = calibrate({ ...common, method: 'change-point' }).reporting!;
    const timeOfWeek = { temperatureGroups: 'occupancy' as const };
    const towt = calibrate({
      ...common,
      method: 'time-of-week-temperature',
      timeOfWeek,
    }).reporting!;
    const result = calibrate(common); // the default: hourly readings, so the ensemble
    const ensemble = result.reporting!;
    expect(result.model.kind).toBe('ensemble');
    if (result.model.kind !== 'ensemble') return;
    // Candidates: the CalTRACK daily reference, the change-point models, time-of-week with day
    // blocks and with occupancy groups.
    const names = result.model.names;
    expect(names[0]).toBe('CalTRACK daily');
    const caltrack = result.model.members[0]!;
    expect(caltrack.kind !== 'time-of-week-temperature' && caltrack.caltrack).toBe(true);
    const occupancy = result.model.members[names.indexOf('time-of-week, occupancy')]!;
    expect(occupancy.kind === 'time-of-week-temperature' && occupancy.temperatureGroups).toBe(
      'occupancy',
    );
    expect(result.model.weights.reduce((s, w) => s + w, 0)).toBeCloseTo(1, 12);
    const worse = Math.max(cp.daily.cvrmse, towt.daily.cvrmse);
    const better = Math.min(cp.daily.cvrmse, towt.daily.cvrmse);

    expect(towt.daily.cvrmse).toBeLessThan(cp.daily.cvrmse); // the hourly model suits this building
    // and validation inside the baseline sees it: the hourly candidates outweigh the daily ones
    const hourlyWeight = result.model.weights.reduce(
      (s, w, i) => s + (names[i]!.startsWith('time-of-week') ? w : 0),
      0,
    );
    expect(hourlyWeight).toBeGreaterThan(0.5);
    expect(result.model.chosen.startsWith('time-of-week')).toBe(true);
    expect(ensemble.daily.cvrmse).toBeLessThan(worse);
    expect(ensemble.daily.cvrmse).toBeLessThan(better + 0.5 * (worse - better));
    // Same result shape as the single models (daily and monthly statistics as fractions).
    expect(ensemble.monthly.n).toBe(cp.monthly.n);
    expect(result.granularity).toBe('daily');
    expect(ensemble.hourly).toBeNull();
  });

  it('combines change-point models only when the readings are daily', () => {
    const { readings, temperatures } = office();
    const daily: IntervalReading[] = [];
    for (let i = 0; i < readings.length; i += 24)
      daily.push({
        wallMs: readings[i]!.wallMs,
        kwh: readings.slice(i, i + 24).reduce((s, r) => s + r.kwh, 0),
      });
    const result = calibrate({
      readings: daily,
      temperatures,
      baseline: parsePeriod('2019-01-01/2020-01-01', 'baseline'),
    });
    expect(result.model.kind).toBe('ensemble');
    if (result.model.kind !== 'ensemble') return;
    expect(result.model.members.some((m) => m.kind === 'time-of-week-temperature')).toBe(false);
    expect(result.model.names).toEqual([
      'CalTRACK daily',
      'change-point, day types',
      'change-point, day types, recent level',
      'change-point, school holidays',
      'change-point, school holidays, recent level',
      'change-point, school holidays, heating on working days',
    ]);
    expect(result.granularity).toBe('daily');
  });

  it('gives weights inversely proportional to validation error, zero to an unvalidated member', () => {
    expect(inverseErrorWeights([0.01, 0.03])[0]).toBeCloseTo(0.75, 3);
    expect(inverseErrorWeights([0.02, Infinity])).toEqual([1, 0]);
    expect(inverseErrorWeights([Infinity, Infinity])).toEqual([0.5, 0.5]);
  });
});
