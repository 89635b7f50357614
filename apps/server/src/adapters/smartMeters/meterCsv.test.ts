import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MeterCsvError, parseMeterCsv } from './meterCsv';

const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', name), 'utf8');

/** 48 values for one day, each `value`. */
const dayRow = (date: string, count: number, value = 0.5) =>
  [date, ...Array.from({ length: count }, () => String(value))].join(',');

describe('meter CSV layouts', () => {
  it('reads the OpenEEmeter UK sample (start,value, UK local time) half-hour by half-hour', () => {
    const { readings, quality } = parseMeterCsv(fixture('eemeter-uk-hourly-sample-1-head.csv'));
    expect(quality.layout).toBe('timestamp-value');
    expect(quality.intervalMinutes).toBe(30);
    expect(readings[0]).toEqual({ start: '2012-10-11T23:30:00.000Z', kwh: 0, flag: null });
    expect(quality.readings).toBe(readings.length);
    // 2012-10-28 was a clock change: 50 half-hours that day on a UK clock.
    expect(quality.clockChangeDays).toContainEqual({
      date: '2012-10-28',
      expectedHalfHours: 50,
      foundHalfHours: expect.any(Number),
    });
  });

  it('reads start_local,kwh and reports a clock-change day folded into 48 half-hours', () => {
    const { readings, quality } = parseMeterCsv(
      fixture('castle-primary-keynsham-electricity-2013-10-clock-change.csv'),
    );
    expect(readings[0]!.start).toBe('2013-10-23T23:00:00.000Z'); // 00:00 BST
    expect(quality.gaps.count).toBe(1); // the repeated hour was never written: 2 half-hours missing
    expect(quality.irregularDays).toEqual([
      { date: '2013-10-27', expectedHalfHours: 50, foundHalfHours: 48 },
    ]);
  });

  it('reads bare timestamp,value pairs with an offset', () => {
    const { readings, quality } = parseMeterCsv(
      '2024-01-01T00:00:00Z,1.5\n2024-01-01T00:30:00Z,1.25\n2024-01-01T01:00:00+01:00,2\n',
    );
    expect(quality.layout).toBe('timestamp-value');
    expect(readings.map((reading) => reading.start)).toEqual([
      '2024-01-01T00:00:00.000Z',
      '2024-01-01T00:30:00.000Z',
    ]);
    expect(quality.duplicates.count).toBe(1);
  });

  it('reads one row per day: 48, 46 (March) and 50 (October) half-hours', () => {
    const text = [
      `date,${Array.from({ length: 50 }, (_, i) => `hh${i + 1}`).join(',')}`,
      dayRow('2024-03-30', 48),
      dayRow('2024-03-31', 46),
      dayRow('2024-10-27', 50),
      dayRow('2024-10-28', 48),
    ].join('\n');
    const { readings, quality } = parseMeterCsv(text);
    expect(quality.layout).toBe('day-per-row');
    expect(readings).toHaveLength(48 + 46 + 50 + 48);
    expect(quality.clockChangeDays).toEqual([
      { date: '2024-03-31', expectedHalfHours: 46, foundHalfHours: 46 },
      { date: '2024-10-27', expectedHalfHours: 50, foundHalfHours: 50 },
    ]);
    expect(quality.irregularDays).toEqual([]);
    // After the March change 01:00 local is 00:00 UTC; the October day starts at 23:00 UTC.
    expect(readings.find((r) => r.start === '2024-03-31T00:00:00.000Z')).toBeDefined();
    expect(readings.filter((r) => r.start.startsWith('2024-10-26T23')).length).toBe(2);
    // The only gap is the months between the two pairs of days (none inside a changing day).
    expect(quality.gaps.examples).toEqual([
      { from: '2024-03-31T23:00:00.000Z', to: '2024-10-26T23:00:00.000Z' },
    ]);
  });
});

describe('meter data quality', () => {
  const halfHours = (from: string, values: (number | string)[]) =>
    values.map((value, index) => {
      const start = new Date(Date.parse(from) + index * 1_800_000).toISOString();
      return `${start},${value}`;
    });

  it('reports gaps, duplicates, negative values and spikes, and keeps the first of a duplicate', () => {
    const rows = [
      'timestamp,kwh',
      ...halfHours('2024-02-01T00:00:00Z', [1, 1.1, 0.9, 1, 1.2, 1, -0.4, 1, 30, 1]),
      '2024-02-01T00:30:00Z,7', // duplicate of the second reading
      ...halfHours('2024-02-01T08:00:00Z', [1, 1]), // 3 hours after the last: a gap of 6
    ];
    const { readings, quality } = parseMeterCsv(rows.join('\n'));
    expect(quality.gaps).toEqual({
      count: 1,
      missingReadings: 6,
      examples: [{ from: '2024-02-01T05:00:00.000Z', to: '2024-02-01T08:00:00.000Z' }],
    });
    expect(quality.duplicates).toEqual({ count: 1, examples: ['2024-02-01T00:30:00.000Z'] });
    expect(readings.find((r) => r.start === '2024-02-01T00:30:00.000Z')!.kwh).toBe(1.1);
    expect(quality.negativeValues).toEqual({ count: 1, examples: ['2024-02-01T03:00:00.000Z'] });
    expect(quality.spikes.count).toBe(1);
    expect(quality.spikes.examples).toEqual(['2024-02-01T04:00:00.000Z']);
    expect(readings.find((r) => r.kwh === 30)!.flag).toBe('spike');
    expect(readings.find((r) => r.kwh === -0.4)!.flag).toBe('negative');
  });

  it('reports a day of 46 half-hours that is not a clock change as irregular', () => {
    const text = [dayRow('2024-02-01', 48), dayRow('2024-02-02', 46), dayRow('2024-02-03', 48)];
    const { quality } = parseMeterCsv(text.join('\n'));
    expect(quality.irregularDays).toEqual([
      { date: '2024-02-02', expectedHalfHours: 48, foundHalfHours: 46 },
    ]);
    expect(quality.gaps.missingReadings).toBe(2);
  });

  it('lists unreadable lines', () => {
    const text = ['start,value', '2024-03-30 00:30,1', 'yesterday,1', '2024-03-30 02:00,1'];
    const { readings, quality } = parseMeterCsv(text.join('\n'));
    expect(readings).toHaveLength(2);
    expect(quality.unreadableLines).toEqual({ count: 1, examples: [3] });
  });

  it('keeps the energy of a spring day written as 48 values in one row', () => {
    const spring = ['2024-03-31', ...Array.from({ length: 48 }, (_, slot) => String(slot))];
    const text = [dayRow('2024-03-30', 48), spring.join(','), dayRow('2024-04-01', 48, 2)];
    const { readings, quality } = parseMeterCsv(text.join('\n'));
    expect(readings).toHaveLength(48 + 46 + 48);
    const day = readings.filter(
      (r) => r.start >= '2024-03-31T00:00:00.000Z' && r.start < '2024-03-31T23:00:00.000Z',
    );
    expect(day.reduce((sum, r) => sum + r.kwh, 0)).toBe((47 * 48) / 2);
    // 01:00 (slot 2) on GMT joins 02:00 BST (slot 4); the next day keeps its own midnight.
    expect(readings.find((r) => r.start === '2024-03-31T01:00:00.000Z')!.kwh).toBe(2 + 4);
    expect(readings.find((r) => r.start === '2024-03-31T23:00:00.000Z')!.kwh).toBe(2);
    expect(quality.duplicates.count).toBe(0);
    expect(quality.irregularDays).toEqual([]);
  });

  it('keeps the energy of a spring day folded into 48 half-hours (a real school meter)', () => {
    const text = fixture('paulton-junior-electricity-2015-03-clock-change.csv');
    const rows = text.trim().split('\n').slice(1);
    const fileKwh = (date: string) =>
      rows
        .filter((row) => row.startsWith(date))
        .reduce((sum, row) => sum + Number(row.split(',')[1]), 0);
    const { readings, quality } = parseMeterCsv(text);
    expect(quality.unreadableLines.count).toBe(0);
    expect(quality.duplicates.count).toBe(0);
    // 29 March 2015 runs 00:00Z → 23:00Z: 46 half-hours holding all 48 values' kWh.
    const day = readings.filter(
      (r) => r.start >= '2015-03-29T00:00:00.000Z' && r.start < '2015-03-29T23:00:00.000Z',
    );
    expect(day).toHaveLength(46);
    const dayKwh = day.reduce((sum, r) => sum + r.kwh, 0);
    expect(dayKwh).toBeCloseTo(fileKwh('2015-03-29'), 9);
    // Hand-added from the file: 01:00 (0.91) is read on GMT and joins 02:00 BST (0.865).
    expect(readings.find((r) => r.start === '2015-03-29T01:00:00.000Z')!.kwh).toBeCloseTo(1.775, 9);
    expect(quality.clockChangeDays).toEqual([
      { date: '2015-03-29', expectedHalfHours: 46, foundHalfHours: 46 },
    ]);
    expect(quality.irregularDays).toEqual([]);
    expect(readings).toHaveLength(7 * 48 - 2);
  });
});

describe('meter CSV errors', () => {
  it('says what is wrong with an empty file, a header-only file or unknown columns', () => {
    expect(() => parseMeterCsv('')).toThrow(MeterCsvError);
    expect(() => parseMeterCsv('start,value\n')).toThrow('header but no readings');
    expect(() => parseMeterCsv('when,amount\nx,y\n')).toThrow('Expected a time column');
    expect(() => parseMeterCsv('start,value\nsoon,1\n')).toThrow('No row has a readable time');
  });
});
