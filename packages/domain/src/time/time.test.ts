import { describe, expect, it } from 'vitest';
import { addInterval } from './calendar';
import { aggregatorFor, buildDataQuery } from './dataQuery';
import { diagnoseReferenceTime, DIAGNOSE_RANGES } from './diagnoseRanges';
import {
  defaultDateRange,
  defaultWindow,
  granularityOptions,
  latestDate,
  ROLL_DOWN,
} from './granularityWindows';

const iso = (d: Date) => d.toISOString();
const at = (s: string) => new Date(s);

describe('calendar maths', () => {
  it('clamps month ends and handles every unit', () => {
    expect(iso(addInterval(at('2026-01-31T00:00:00Z'), { value: 1, unit: 'months' }))).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(iso(addInterval(at('2024-02-29T00:00:00Z'), { value: 1, unit: 'years' }))).toBe(
      '2025-02-28T00:00:00.000Z',
    );
    expect(iso(addInterval(at('2026-03-01T00:00:00Z'), { value: 1, unit: 'weeks' }, -1))).toBe(
      '2026-02-22T00:00:00.000Z',
    );
    expect(iso(addInterval(at('2026-03-01T00:00:00Z'), { value: 8, unit: 'hours' }))).toBe(
      '2026-03-01T08:00:00.000Z',
    );
  });
});

describe('granularity windows', () => {
  const last = at('2026-03-10T00:00:00Z');
  it('offsets the latest date per granularity', () => {
    expect(iso(latestDate(last, 'YEARLY'))).toBe('2026-09-10T00:00:00.000Z');
    expect(iso(latestDate(last, 'MONTHLY'))).toBe('2026-03-24T00:00:00.000Z');
    expect(iso(latestDate(last, 'WEEKLY'))).toBe('2026-03-14T00:00:00.000Z');
    expect(iso(latestDate(last, 'DAILY'))).toBe('2026-03-11T00:00:00.000Z');
  });
  it('opens one unit either side, 6 months without a granularity', () => {
    const monthly = defaultWindow(last, 'MONTHLY');
    expect([iso(monthly.start), iso(monthly.end)]).toEqual([
      '2026-02-10T00:00:00.000Z',
      '2026-04-10T00:00:00.000Z',
    ]);
    const plain = defaultWindow(last);
    expect([iso(plain.start), iso(plain.end)]).toEqual([
      '2025-09-10T00:00:00.000Z',
      '2026-09-10T00:00:00.000Z',
    ]);
    expect(iso(defaultDateRange(last).start)).toBe('2025-03-10T00:00:00.000Z');
  });
  it('rolls down per granularity', () => {
    expect(ROLL_DOWN.YEARLY).toEqual({ value: 1, unit: 'days' });
    expect(ROLL_DOWN.MONTHLY).toEqual({ value: 1, unit: 'days' });
    expect(ROLL_DOWN.WEEKLY).toEqual({ value: 8, unit: 'hours' });
    expect(ROLL_DOWN.DAILY).toEqual({ value: 4, unit: 'hours' });
  });
  it('offers only granularities at least as coarse as the data', () => {
    expect(granularityOptions('MONTHLY')).toEqual(['MONTHLY', 'YEARLY']);
    expect(granularityOptions('DAILY')).toEqual(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
    expect(granularityOptions('HOURLY')).toHaveLength(4);
    expect(granularityOptions(null)).toHaveLength(4);
  });
});

describe('data query', () => {
  it('picks AVG or SUM per stimulus', () => {
    for (const s of ['CO2 level', 'temperature', 'LUMINANCE', 'humidity', 'occupancy']) {
      expect(aggregatorFor(s)).toBe('AVG');
    }
    for (const s of ['motion', 'energy usage', 'ENERGY_CO2', 'energy-cost', 'electricity', 'gas']) {
      expect(aggregatorFor(s)).toBe('SUM');
    }
    expect(aggregatorFor('water')).toBeNull();
  });
  it('builds a one-object array with offsets, roll-down and aggregators', () => {
    const query = buildDataQuery({
      stimulus: 'temperature',
      propertyType: 'OBSERVABLE',
      reference: at('2026-03-10T02:00:00Z'),
      start: { value: 1, unit: 'months', sign: -1 },
      end: { value: 1, unit: 'months' },
      rollDown: ROLL_DOWN.WEEKLY,
    });
    expect(query).toEqual([
      {
        start: { value: -1, unit: 'months', reference: '2026-03-10T02:00:00.000Z' },
        end: { value: 1, unit: 'months', reference: '2026-03-10T02:00:00.000Z' },
        propertyType: 'OBSERVABLE',
        scenarioName: null,
        limit: null,
        rollDown: true,
        aggregators: [{ type: 'AVG', value: 8, unit: 'hours' }],
      },
    ]);
  });
  it('sends raw points without roll-down or for unlisted stimuli', () => {
    const [raw] = buildDataQuery({
      stimulus: 'water',
      propertyType: 'SIMULATED',
      reference: at('2026-03-10T00:00:00Z'),
      start: { value: 0, unit: 'days' },
      end: { value: 1, unit: 'days' },
      rollDown: ROLL_DOWN.DAILY,
      scenarioName: 'LED',
      limit: 100,
    });
    expect(raw).toMatchObject({
      rollDown: false,
      aggregators: [],
      scenarioName: 'LED',
      limit: 100,
    });
  });
});

describe('Predict diagnose ranges', () => {
  it('uses the latest last metering time set to 02:00:00', () => {
    const ref = diagnoseReferenceTime([
      { lastMeteringDateTime: '2026-03-01T18:30:00Z' },
      { lastMeteringDateTime: '2026-03-09T23:15:00Z' },
      { lastMeteringDateTime: null },
    ]);
    expect(ref && iso(ref)).toBe('2026-03-09T02:00:00.000Z');
    expect(diagnoseReferenceTime([{}])).toBeNull();
  });
  it('holds each series range', () => {
    expect(DIAGNOSE_RANGES).toEqual({
      actual: { fromDays: -30, toDays: 0 },
      expected: { fromDays: 0, toDays: 30 },
      potential: { fromDays: -7, toDays: 30 },
    });
  });
});
