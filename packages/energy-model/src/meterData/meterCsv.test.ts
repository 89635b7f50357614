import { describe, expect, it } from 'vitest';
import { parseMeterCsv, readMeterCsv } from './meterCsv';
import { MeterCsvError } from './meterCsvReader';
import { castleOctober2013, eemeterSampleHead, paultonMarch2015 } from './testFiles';
import { gasKwhFromCubicMetres } from './energyUnits';

const iso = (ms: number) => new Date(ms).toISOString();
const starts = (text: string) => parseMeterCsv(text).readings.map((r) => iso(r.start));
/** One UK day row: a date then `count` values. */
const dayRow = (date: string, count: number, value: number | string = 0.5) =>
  [date, ...Array.from({ length: count }, () => String(value))].join(',');

describe('meter file layouts', () => {
  it('reads the OpenEEmeter UK sample (start,value, UK local time) half-hour by half-hour', () => {
    const { readings, quality } = parseMeterCsv(eemeterSampleHead());
    expect(quality.format).toBe('openeemeter');
    expect(quality.readAs).toBe('A reading per row: its start time and value (OpenEEmeter layout)');
    expect(quality.layout).toBe('timestamp-value');
    expect(quality.intervalMinutes).toBe(30);
    // 00:30 BST on 12 October 2012 is 23:30 UTC the day before.
    expect(iso(readings[0]!.start)).toBe('2012-10-11T23:30:00.000Z');
    expect(readings[0]!.kwh).toBe(0);
    expect(quality.readings).toBe(readings.length);
    expect(quality.readings + quality.duplicates.count).toBe(1499);
    expect(quality.clockChangeDays).toContainEqual({
      date: '2012-10-28',
      expectedHalfHours: 50,
      foundHalfHours: expect.any(Number),
    });
  });

  it('reads start_local,kwh and reports a clock-change day folded into 48 half-hours', () => {
    const { readings, quality } = parseMeterCsv(castleOctober2013());
    expect(iso(readings[0]!.start)).toBe('2013-10-23T23:00:00.000Z'); // 00:00 BST
    expect(quality.gaps.count).toBe(1); // the repeated hour was never written: 2 half-hours missing
    expect(quality.gaps.missingReadings).toBe(2);
    // Reported once, as the gap with its clock named, not again as a day of 48 half-hours.
    expect(quality.irregularDays).toEqual([]);
    expect(quality.findings.find((f) => f.kind === 'gap')!.message).toBe(
      'No readings from 27 Oct 2013 01:00 GMT to 27 Oct 2013 02:00 (2 half-hours missing).',
    );
  });

  it('keeps the energy of a spring day folded into 48 half-hours (a real school meter)', () => {
    const text = paultonMarch2015();
    const fileKwh = text
      .split('\n')
      .filter((row) => row.startsWith('2015-03-29'))
      .reduce((sum, row) => sum + Number(row.split(',')[1]), 0);
    const { readings, quality } = parseMeterCsv(text);
    expect(quality.unreadableLines.count).toBe(0);
    expect(quality.duplicates.count).toBe(0);
    // 29 March 2015 runs 00:00Z → 23:00Z: 46 half-hours holding all 48 values' kWh.
    const day = readings.filter(
      (r) => r.start >= Date.UTC(2015, 2, 29) && r.start < Date.UTC(2015, 2, 29, 23),
    );
    expect(day).toHaveLength(46);
    expect(day.reduce((sum, r) => sum + r.kwh, 0)).toBeCloseTo(fileKwh, 9);
    // 01:00 GMT (0.91) joins 02:00 BST (0.865), hand-added from the file.
    expect(readings.find((r) => r.start === Date.UTC(2015, 2, 29, 1))!.kwh).toBeCloseTo(1.775, 9);
    expect(quality.clockChangeDays).toEqual([
      { date: '2015-03-29', expectedHalfHours: 46, foundHalfHours: 46 },
    ]);
    expect(quality.irregularDays).toEqual([]);
    expect(readings).toHaveLength(7 * 48 - 2);
  });

  it('reads bare timestamp,value pairs with an offset', () => {
    const { readings, quality } = parseMeterCsv(
      '2024-01-01T00:00:00Z,1.5\n2024-01-01T00:30:00Z,1.25\n2024-01-01T01:00:00+01:00,2\n',
    );
    expect(quality.layout).toBe('timestamp-value');
    expect(readings.map((r) => iso(r.start))).toEqual([
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
    expect(quality.format).toBe('uk-day-rows');
    expect(readings).toHaveLength(48 + 46 + 50 + 48);
    expect(quality.clockChangeDays).toEqual([
      { date: '2024-03-31', expectedHalfHours: 46, foundHalfHours: 46 },
      { date: '2024-10-27', expectedHalfHours: 50, foundHalfHours: 50 },
    ]);
    expect(quality.irregularDays).toEqual([]);
    // After the March change 01:00 local is 00:00 UTC; the October day starts at 23:00 UTC.
    expect(readings.some((r) => r.start === Date.UTC(2024, 2, 31))).toBe(true);
    expect(readings.filter((r) => iso(r.start).startsWith('2024-10-26T23'))).toHaveLength(2);
    // The only gap is the months between the two pairs of days (none inside a changing day).
    expect(quality.gaps.examples).toEqual([
      { from: '2024-03-31T23:00:00.000Z', to: '2024-10-26T23:00:00.000Z' },
    ]);
  });

  it('reads a UK supplier day-row export with an MPAN, a reading type and 00:30…24:00 columns', () => {
    const times = Array.from({ length: 48 }, (_, i) => {
      const m = (i + 1) * 30;
      return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    });
    const text = [
      `MPAN,Meter Serial,Reading Date,Reading Type,${times.join(',')}`,
      `1200012345679,S1,15/01/2024,A,${Array(48).fill('0.25').join(',')}`,
      `1200012345679,S1,16/01/2024,E,${Array(48).fill('0.5').join(',')}`,
    ].join('\r\n');
    const { readings, quality } = parseMeterCsv(text);
    expect(quality.format).toBe('uk-day-rows');
    expect(readings).toHaveLength(96);
    expect(iso(readings[0]!.start)).toBe('2024-01-15T00:00:00.000Z'); // day first, GMT
    expect(readings.filter((r) => r.estimated)).toHaveLength(48);
    expect(quality.estimatedReads.count).toBe(48);
  });

  it('reads Octopus Energy’s download, gas in m³ converted at the stated calorific value', () => {
    const text = [
      'Consumption (m³), Start, End',
      '0.105,2024-01-15T00:00:00+00:00,2024-01-15T00:30:00+00:00',
      '0.211,2024-01-15T00:30:00+00:00,2024-01-15T01:00:00+00:00',
    ].join('\n');
    const { readings, quality } = parseMeterCsv(text, { calorificValueMjPerM3: 39.2 });
    expect(quality.format).toBe('octopus');
    expect(quality.unit).toBe('m3');
    // m³ × 1.02264 × CV ÷ 3.6: 0.105 m³ at 39.2 MJ/m³ is 1.1693 kWh.
    expect(readings[0]!.kwh).toBeCloseTo((0.105 * 1.02264 * 39.2) / 3.6, 12);
    expect(readings[1]!.kwh).toBeCloseTo(gasKwhFromCubicMetres(0.211, 39.2), 12);
    expect(quality.conversion).toMatch(/1\.02264.*39\.2 MJ\/m³.*3\.6/);
    expect(iso(readings[1]!.end)).toBe('2024-01-15T01:00:00.000Z');
  });

  it('reads n3rgy’s download: UTC times at the end of each half-hour', () => {
    const text = [
      'timestamp (UTC),energyConsumption (kWh)',
      '2024-07-01 00:30,0.2',
      '2024-07-01 01:00,0.3',
      '2024-07-01 01:30,0.4',
    ].join('\n');
    const { readings, quality } = parseMeterCsv(text);
    expect(quality.format).toBe('n3rgy');
    // The 00:30 UTC reading is the half-hour 00:00–00:30 UTC, whatever the UK clock says.
    expect(iso(readings[0]!.start)).toBe('2024-07-01T00:00:00.000Z');
    expect(readings.map((r) => r.kwh)).toEqual([0.2, 0.3, 0.4]);
  });

  it('reads Glowmarkt readings written as Unix seconds', () => {
    const text = 'timestamp,value\n1719792000,0.12\n1719793800,0.14\n';
    const { readings, quality } = parseMeterCsv(text);
    expect(quality.format).toBe('glowmarkt');
    expect(iso(readings[0]!.start)).toBe('2024-07-01T00:00:00.000Z');
    expect(quality.intervalMinutes).toBe(30);
  });

  it('reads Portfolio Manager’s meter entries: month-first dates, units per row, estimates', () => {
    const text = [
      'Meter Consumption Data',
      '',
      'Portfolio Manager Meter ID,Start Date,End Date,Usage/Quantity,Usage Units,Cost ($),Estimation',
      '123456,01/01/2024,01/31/2024,"1,200",kWh (thousand Watt-hours),180.00,No',
      '123456,02/01/2024,03/01/2024,1100,kWh (thousand Watt-hours),165.00,Yes',
      '123456,03/01/2024,03/31/2024,1.05,MWh (million Watt-hours),157.50,No',
    ].join('\n');
    const { readings, quality } = parseMeterCsv(text);
    expect(quality.format).toBe('portfolio-manager');
    expect(readings.map((r) => r.kwh)).toEqual([1200, 1100, 1050]);
    // January's bill runs to the end of 31 January; February's ends when March's starts.
    expect(iso(readings[0]!.end)).toBe('2024-02-01T00:00:00.000Z');
    expect(iso(readings[1]!.end)).toBe('2024-03-01T00:00:00.000Z');
    // 31 March is the last day billed: the bill ends at midnight BST.
    expect(iso(readings[2]!.end)).toBe('2024-03-31T23:00:00.000Z');
    expect(readings.map((r) => r.estimated)).toEqual([false, true, false]);
    expect(quality.gaps.count).toBe(0);
    expect(quality.findings.filter((f) => f.kind === 'estimated')).toHaveLength(1);
  });

  it('reads daily and monthly readings as one reading per row', () => {
    const daily = parseMeterCsv('date,kwh\n2024-01-01,40\n2024-01-02,42\n2024-01-04,39\n');
    expect(daily.quality.intervalMinutes).toBe(1440);
    expect(daily.quality.gaps).toMatchObject({ count: 1, missingReadings: 1 });
    const monthly = parseMeterCsv(
      'read_date,consumption\n01/01/2024,900\n01/02/2024,850\n01/03/2024,700\n',
    );
    expect(monthly.readings.map((r) => iso(r.start).slice(0, 10))).toEqual([
      '2024-01-01',
      '2024-02-01',
      '2024-03-01',
    ]);
    // A bill with no end runs to the next bill's start.
    expect(iso(monthly.readings[0]!.end)).toBe('2024-02-01T00:00:00.000Z');
    expect(monthly.quality.gaps.count).toBe(0);
  });

  it('takes the user’s unit when the file names none (imperial gas meter units)', () => {
    const { readings, quality } = parseMeterCsv('date,reading\n2024-01-01,1\n2024-01-02,2\n', {
      unit: 'hcf',
    });
    // A hundred cubic feet: × 2.83 to m³, × 1.02264 × 39.5 ÷ 3.6 to kWh.
    expect(readings[0]!.kwh).toBeCloseTo((2.83 * 1.02264 * 39.5) / 3.6, 12);
    expect(quality.unit).toBe('hcf');
  });
});

describe('reading a file a piece at a time', () => {
  it('gives the same readings from bytes cut anywhere, and reports progress as it goes', async () => {
    // The sample's lines end in CRLF, as a spreadsheet writes them.
    const text = eemeterSampleHead();
    expect(text.split('\r\n')).toHaveLength(1500);
    const bytes = new TextEncoder().encode(text);
    const pieces: Uint8Array[] = [];
    // Pieces of 1,000 bytes split lines, CRLF pairs and numbers anywhere.
    for (let i = 0; i < bytes.length; i += 1000) pieces.push(bytes.subarray(i, i + 1000));
    const progress: { bytes: number; lines: number }[] = [];
    const streamed = await readMeterCsv(
      (async function* () {
        yield* pieces;
      })(),
      { onProgress: (p) => progress.push(p) },
    );
    const whole = parseMeterCsv(text);
    expect(streamed.readings).toEqual(whole.readings);
    expect(streamed.quality).toEqual(whole.quality);
    expect(progress.length).toBeGreaterThan(pieces.length);
    expect(progress.at(-1)).toMatchObject({ bytes: bytes.length, lines: 1500 });
    expect(progress.map((p) => p.bytes)).toEqual(
      [...progress.map((p) => p.bytes)].sort((a, b) => a - b),
    );
  });
});

describe('meter file errors', () => {
  it('says what is wrong with an empty file, a header-only file or unknown columns', () => {
    expect(() => parseMeterCsv('')).toThrow(MeterCsvError);
    expect(() => parseMeterCsv('start,value\n')).toThrow('header but no readings');
    expect(() => parseMeterCsv('when,amount\nx,y\n')).toThrow('Expected a time column');
    expect(() => parseMeterCsv('start,value\nsoon,1\n')).toThrow('No row has a readable time');
  });

  it('refuses a file too long to be one meter, and one holding several meters', () => {
    const rows = [
      'start,value',
      ...Array.from({ length: 11 }, (_, i) => `2024-01-01 0${i % 10}:00,1`),
    ];
    expect(() => parseMeterCsv(rows.join('\n'), { maxRows: 10 })).toThrow(
      'more than 10 rows; split it by year',
    );
    const two = 'MPAN,date,kwh\n1200012345679,2024-01-01,4\n1200098765432,2024-01-01,5\n';
    expect(() => parseMeterCsv(two)).toThrow(/2 meters/);
  });

  it('refuses a line no meter file has as soon as it is that long, never holding the rest', async () => {
    let sent = 0;
    async function* noLineBreaks() {
      yield 'start,value\n';
      for (;;) {
        sent += 8192;
        yield 'x'.repeat(8192);
      }
    }
    await expect(readMeterCsv(noLineBreaks())).rejects.toThrow(
      'Line 2 is longer than 65,536 characters',
    );
    expect(sent).toBeLessThan(100_000);
  });

  it('reads every line a file gives: starts are unique and in time order', () => {
    const at = starts(castleOctober2013());
    expect(at).toEqual([...new Set(at)].sort());
  });
});
