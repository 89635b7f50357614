import { describe, expect, it } from 'vitest';
import { parseMeterCsv } from './meterCsv';
import { castleOctober2013, testDataText } from './testFiles';
import { FINDING_KINDS } from './qualityTypes';

/** `timestamp,kwh` rows every half-hour from `from`. */
const halfHours = (from: string, values: (number | string)[]) =>
  values.map((value, index) => {
    const start = new Date(Date.parse(from) + index * 1_800_000).toISOString();
    return `${start},${value}`;
  });

/** Days of half-hours: `valueAt(day, slot)` kWh from 1 January 2024 (GMT). */
function days(count: number, valueAt: (day: number, slot: number) => number) {
  const rows = ['timestamp,kwh'];
  for (let d = 0; d < count; d++)
    for (let s = 0; s < 48; s++)
      rows.push(`${new Date(Date.UTC(2024, 0, 1 + d, 0, 30 * s)).toISOString()},${valueAt(d, s)}`);
  return rows;
}

describe('meter data quality report', () => {
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
    expect(readings.find((r) => r.start === Date.parse('2024-02-01T00:30:00Z'))!.kwh).toBe(1.1);
    expect(quality.negativeValues).toEqual({ count: 1, examples: ['2024-02-01T03:00:00.000Z'] });
    expect(quality.spikes).toMatchObject({ count: 1, examples: ['2024-02-01T04:00:00.000Z'] });
    const byKind = (kind: string) => quality.findings.filter((f) => f.kind === kind);
    expect(byKind('duplicate')[0]).toMatchObject({
      severity: 'warning',
      proposed: 'drop',
      lines: { first: 3, last: 12 },
    });
    expect(byKind('duplicate')[0]!.message).toContain('1.1 kWh, 7 kWh');
    expect(byKind('negative')[0]).toMatchObject({ proposed: 'drop', lines: { first: 8, last: 8 } });
    expect(byKind('gap')[0]).toMatchObject({ count: 6, proposed: 'accept', severity: 'info' });
    expect(byKind('gap')[0]!.message).toBe(
      'No readings from 1 Feb 2024 05:00 to 1 Feb 2024 08:00 (6 half-hours missing).',
    );
  });

  it('judges a spike against the meter’s own time of week: a boiler’s morning peak is not one', () => {
    // A heating meter: 1 kWh a half-hour, 20 kWh at 07:00 as the boiler starts.
    const rows = days(28, (_, s) => (s === 14 ? 20 : 1));
    const at = (day: number, slot: number) => 1 + day * 48 + slot;
    rows[at(10, 14)] = rows[at(10, 14)]!.replace(/,20$/, ',45'); // a cold morning
    rows[at(12, 6)] = rows[at(12, 6)]!.replace(/,1$/, ',45'); // 45 kWh at 03:00
    const { quality } = parseMeterCsv(rows.join('\n'));
    expect(quality.spikes.examples).toEqual(['2024-01-13T03:00:00.000Z']);
    const spike = quality.findings.find((f) => f.kind === 'spike')!;
    expect(spike.message).toBe(
      '13 Jan 2024 03:00: 45 kWh where this meter usually reads about 1 kWh at that time of week.',
    );
  });

  it('proposes keeping a gas meter’s summer zeros and dropping an electricity meter’s', () => {
    const rows = days(10, (d) => (d >= 3 && d < 6 ? 0 : 2));
    const gas = parseMeterCsv(rows.join('\n'), { fuel: 'gas' }).quality;
    const electricity = parseMeterCsv(rows.join('\n'), { fuel: 'electricity' }).quality;
    expect(gas.zeroRuns).toEqual({
      count: 1,
      readings: 144,
      examples: [{ from: '2024-01-04T00:00:00.000Z', to: '2024-01-07T00:00:00.000Z' }],
    });
    const [g] = gas.findings.filter((f) => f.kind === 'zero-run');
    const [e] = electricity.findings.filter((f) => f.kind === 'zero-run');
    expect(g).toMatchObject({ severity: 'info', proposed: 'accept' });
    expect(e).toMatchObject({ severity: 'warning', proposed: 'drop' });
    expect(e!.message).toContain('sent no data');
    // Readings in m³ are a gas meter's.
    expect(
      parseMeterCsv(rows.join('\n'), { unit: 'm3' }).quality.findings.find(
        (f) => f.kind === 'zero-run',
      )!.proposed,
    ).toBe('accept');
  });

  it('reports a day of 46 half-hours that is not a clock change as irregular', () => {
    // Every half-hour of 2 February is there, but two are read twice: the day has 50 readings.
    const row = (date: string, n: number) => [date, ...Array(n).fill('0.5')].join(',');
    const text = [row('2024-02-01', 48), row('2024-02-02', 50), row('2024-02-03', 48)];
    const { quality } = parseMeterCsv(text.join('\n'));
    expect(quality.irregularDays).toEqual([
      { date: '2024-02-02', expectedHalfHours: 48, foundHalfHours: 50 },
    ]);
    const irregular = quality.findings.find((f) => f.kind === 'irregular-day')!;
    expect(irregular).toMatchObject({
      lines: { first: 2, last: 2 },
      allowed: ['accept', 'fix', 'drop'],
    });
  });

  it('reports a short gap once, as a gap, not again as a day of the wrong length', () => {
    // A day row that stops two half-hours early, and a reading file missing three in the day.
    const row = (date: string, n: number) => [date, ...Array(n).fill('0.5')].join(',');
    const dayRows = parseMeterCsv(
      [row('2024-02-01', 48), row('2024-02-02', 46), row('2024-02-03', 48)].join('\n'),
    ).quality;
    const missingThree = days(3, () => 1).filter((line) => !/^2024-01-02T(10:|11:00)/.test(line));
    const readings = parseMeterCsv(missingThree.join('\n')).quality;
    for (const [quality, missing] of [
      [dayRows, 2],
      [readings, 3],
    ] as const) {
      expect(quality.gaps).toMatchObject({ count: 1, missingReadings: missing });
      expect(quality.irregularDays).toEqual([]);
      expect(quality.findings.map((f) => f.kind)).toEqual(['gap']);
    }
    expect(dayRows.findings[0]!.message).toBe(
      'No readings from 2 Feb 2024 23:00 to 3 Feb 2024 00:00 (2 half-hours missing).',
    );
  });

  it('names the clock-change days as a UK reader would', () => {
    const { quality } = parseMeterCsv(castleOctober2013());
    const change = quality.findings.find((f) => f.kind === 'clock-change-day')!;
    expect(change.message).toBe(
      '27 Oct 2013: the clocks went back, so the day has 50 half-hours; 48 were read.',
    );
    expect(change.allowed).toEqual(['accept']);
  });

  it('lists unreadable lines and leaves them out', () => {
    const text = ['start,value', '2024-03-30 00:30,1', 'yesterday,1', '2024-03-30 02:00,1'];
    const { readings, quality } = parseMeterCsv(text.join('\n'));
    expect(readings).toHaveLength(2);
    expect(quality.unreadableLines).toEqual({ count: 1, examples: [3] });
    expect(quality.findings.find((f) => f.kind === 'unreadable')!.message).toBe(
      '1 line has no readable time or value (line 3); it is left out.',
    );
  });

  it('gives every finding a unique id, a proposal among its choices, and counts every kind', () => {
    const text = testDataText(
      'uk-meters-extra/castle-primary-keynsham-gas-4186869705-halfhourly.csv.gz',
    );
    const { quality } = parseMeterCsv(text, { fuel: 'gas' });
    const ids = quality.findings.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of quality.findings) expect(f.allowed).toContain(f.proposed);
    expect(Object.keys(quality.findingCounts).sort()).toEqual([...FINDING_KINDS].sort());
    // The school's gas meter: a 280 kWh half-hour (560 kW) on 6 November 2014 is a spike, and
    // spikes are rare: fewer than 1 reading in 10,000.
    expect(quality.spikes.examples).toContain('2014-11-06T09:30:00.000Z');
    expect(quality.spikes.count).toBeLessThan(quality.readings / 10_000);
    expect(quality.zeroRuns.count).toBeGreaterThan(5);
  });
});
