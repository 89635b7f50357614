import { describe, expect, it } from 'vitest';
import { ROLL_DOWN } from './granularityWindows';
import { rollDownSeries, type TimedValue } from './seriesRollDown';

/**
 * Real meter days. Paulton Junior School electricity 2200011955152, 15 Nov 2017, half-hourly kWh
 * (Energy Sparks / B&NES, data/uk-meters-extra). OpenEEmeter UK sample 0, hourly kWh and °C with
 * UTC timestamps, over the clock-change days of 2021 (data/eemeter-uk-hourly-samples). The
 * expected sums and means below were added up by hand from these values, not by the code.
 */
const PAULTON_2017_11_15 = [
  1.191, 1.149, 1.116, 1.068, 1.028, 1.551, 1.492, 1.435, 1.509, 1.465, 1.713, 1.54, 1.471, 1.418,
  1.554, 3.345, 5.256, 7.594, 8.371, 7.808, 7.588, 7.491, 8.196, 10.928, 11.218, 11.077, 11.084,
  9.341, 7.232, 6.756, 7.352, 7.387, 7.007, 6.702, 7.265, 5.923, 4.839, 2.43, 1.108, 1.133, 1.092,
  1.077, 1.196, 1.051, 1.103, 1.152, 1.137, 1.073,
];
/** Hourly kWh from 2021-10-30T23:00Z (local midnight, BST) to 2021-10-31T23:00Z: 25 hours. */
const EEMETER_2021_10_31 = [
  0.069, 0.068, 0.062, 0.069, 0.066, 0.065, 0.077, 0.234, 0.376, 0.383, 0.44, 0.606, 0.886, 0.191,
  0.87, 0.34, 0.258, 0.187, 0.134, 0.077, 0.08, 0.09, 0.091, 0.137, 0.13,
];
/** Hourly °C over the same 25 hours. */
const EEMETER_TEMPERATURE_2021_10_31 = [
  6.2118225, 6.077057, 6.006256, 6.0936584, 6.3578186, 7.445465, 8.485992, 9.217194, 9.7274475,
  10.1996155, 10.345123, 10.239655, 10.422028, 10.628571, 11.16568, 11.303375, 10.763092, 10.402985,
  9.935944, 9.32901, 8.74942, 8.324371, 8.5885315, 8.649811, 8.391754,
];
/** Hourly kWh from 2021-03-28T00:00Z (local midnight, GMT) to 2021-03-28T22:00Z: 23 hours. */
const EEMETER_2021_03_28 = [
  0.203, 0.048, 0.062, 0.063, 0.068, 0.062, 0.095, 0.16, 0.277, 0.15, 0.132, 0.157, 0.078, 0.054,
  0.204, 0.284, 0.316, 0.43, 0.272, 0.168, 0.263, 0.199, 0.147,
];

const HOUR = 3_600_000;
function series(startIso: string, stepMs: number, values: readonly number[]): TimedValue[] {
  const t0 = Date.parse(startIso);
  return values.map((value, i) => ({ at: t0 + i * stepMs, value }));
}

describe('rollDownSeries on an ordinary real meter day (GMT)', () => {
  const readings = series('2017-11-15T00:00:00Z', HOUR / 2, PAULTON_2017_11_15);
  const day = { start: new Date('2017-11-15T00:00:00Z'), end: new Date('2017-11-16T00:00:00Z') };

  it('sums the 48 half-hours into one day (yearly and monthly roll-down: 1 day)', () => {
    const points = rollDownSeries(readings, { type: 'SUM', interval: ROLL_DOWN.MONTHLY, ...day });
    expect(points).toHaveLength(1);
    expect(points[0]!.x).toBe('2017-11-15T00:00:00.000Z');
    expect(points[0]!.y).toBeCloseTo(204.012, 6);
  });

  it('sums and averages the weekly roll-down of 8 hours', () => {
    const sums = rollDownSeries(readings, { type: 'SUM', interval: ROLL_DOWN.WEEKLY, ...day });
    expect(sums.map((p) => p.x)).toEqual([
      '2017-11-15T00:00:00.000Z',
      '2017-11-15T08:00:00.000Z',
      '2017-11-15T16:00:00.000Z',
    ]);
    expect(sums.map((p) => Number(p.y!.toFixed(3)))).toEqual([24.045, 134.679, 45.288]);
    const means = rollDownSeries(readings, { type: 'AVG', interval: ROLL_DOWN.WEEKLY, ...day });
    expect(means.map((p) => Number(p.y!.toFixed(4)))).toEqual([1.5028, 8.4174, 2.8305]);
  });

  it('answers null for a bucket without readings (a gap is not a zero)', () => {
    const points = rollDownSeries(readings, {
      type: 'SUM',
      interval: ROLL_DOWN.MONTHLY,
      start: new Date('2017-11-15T00:00:00Z'),
      end: new Date('2017-11-17T00:00:00Z'),
    });
    expect(points.map((p) => p.y === null)).toEqual([false, true]);
  });
});

describe('rollDownSeries on clock-change days (Europe/London)', () => {
  it('keeps the 25 hours of the autumn change in one local day', () => {
    const readings = series('2021-10-30T23:00:00Z', HOUR, EEMETER_2021_10_31);
    const points = rollDownSeries(readings, {
      type: 'SUM',
      interval: ROLL_DOWN.YEARLY,
      start: new Date('2021-10-30T23:00:00Z'),
      end: new Date('2021-11-01T00:00:00Z'),
    });
    expect(points).toHaveLength(1);
    expect(points[0]!.x).toBe('2021-10-30T23:00:00.000Z');
    expect(points[0]!.y).toBeCloseTo(5.986, 6);
  });

  it('puts the repeated hour in the local 00:00–04:00 bucket of the daily roll-down', () => {
    const readings = series('2021-10-30T23:00:00Z', HOUR, EEMETER_2021_10_31);
    const points = rollDownSeries(readings, {
      type: 'SUM',
      interval: ROLL_DOWN.DAILY,
      start: new Date('2021-10-30T23:00:00Z'),
      end: new Date('2021-11-01T00:00:00Z'),
    });
    expect(points.map((p) => p.x)).toEqual([
      '2021-10-30T23:00:00.000Z',
      '2021-10-31T04:00:00.000Z',
      '2021-10-31T08:00:00.000Z',
      '2021-10-31T12:00:00.000Z',
      '2021-10-31T16:00:00.000Z',
      '2021-10-31T20:00:00.000Z',
    ]);
    expect(points.map((p) => Number(p.y!.toFixed(3)))).toEqual([
      0.334, 0.752, 2.315, 1.659, 0.478, 0.448,
    ]);
  });

  it('averages the temperature of the 25-hour day over its 25 readings', () => {
    const temperatures = series('2021-10-30T23:00:00Z', HOUR, EEMETER_TEMPERATURE_2021_10_31);
    const [point] = rollDownSeries(temperatures, {
      type: 'AVG',
      interval: ROLL_DOWN.YEARLY,
      start: new Date('2021-10-30T23:00:00Z'),
      end: new Date('2021-11-01T00:00:00Z'),
    });
    expect(point!.y).toBeCloseTo(8.92246708, 6);
  });

  it('keeps the 23 hours of the spring change in one local day and 3 in its first 4 hours', () => {
    const readings = series('2021-03-28T00:00:00Z', HOUR, EEMETER_2021_03_28);
    const window = {
      start: new Date('2021-03-28T00:00:00Z'),
      end: new Date('2021-03-28T23:00:00Z'),
    };
    const [day] = rollDownSeries(readings, { type: 'SUM', interval: ROLL_DOWN.YEARLY, ...window });
    expect(day!.y).toBeCloseTo(3.892, 6);
    const blocks = rollDownSeries(readings, { type: 'SUM', interval: ROLL_DOWN.DAILY, ...window });
    expect(blocks[0]!.x).toBe('2021-03-28T00:00:00.000Z');
    expect(blocks[1]!.x).toBe('2021-03-28T03:00:00.000Z');
    expect(blocks[0]!.y).toBeCloseTo(0.313, 6);
    expect(blocks).toHaveLength(6);
  });
});
