import { describe, expect, it } from 'vitest';
import { parseMeterCsv } from './meterCsv';
import { KEEP_AS_READ, readingsToStore } from './qualityChoices';
import { castleOctober2013 } from './testFiles';

/** Four weeks of an office meter: 2 kWh a half-hour 08:00–18:00 on weekdays, else 0.5. */
function officeRows(edit: (rows: string[], at: (day: number, slot: number) => number) => void) {
  const rows = ['timestamp,kwh'];
  for (let d = 0; d < 28; d++)
    for (let s = 0; s < 48; s++) {
      const start = Date.UTC(2024, 0, 1 + d, 0, 30 * s); // 1 January 2024 is a Monday
      const working = d % 7 < 5 && s >= 16 && s < 36;
      rows.push(`${new Date(start).toISOString()},${working ? 2 : 0.5}`);
    }
  edit(rows, (day, slot) => 1 + day * 48 + slot);
  return rows.join('\n');
}

const at = (iso: string) => (r: { start: string }) => r.start === iso;

describe('applying the user’s answers to the quality report', () => {
  it('keeps everything as read, flagged, when asked to (the upload’s behaviour so far)', () => {
    const text = officeRows((rows, i) => {
      rows[i(9, 20)] = rows[i(9, 20)]!.replace(/,2$/, ',-1'); // a negative reading
      rows[i(11, 4)] = rows[i(11, 4)]!.replace(/,0\.5$/, ',60'); // a spike at 02:00
      rows.push('2024-01-15T10:00:00.000Z,9'); // a repeat of a time already read
    });
    const upload = parseMeterCsv(text);
    const stored = readingsToStore(upload, KEEP_AS_READ);
    expect(stored).toHaveLength(28 * 48);
    expect(stored.find(at('2024-01-10T10:00:00.000Z'))).toMatchObject({
      kwh: -1,
      quality: 'NEGATIVE',
    });
    expect(stored.find(at('2024-01-12T02:00:00.000Z'))).toMatchObject({
      kwh: 60,
      quality: 'SPIKE',
    });
    expect(stored.find(at('2024-01-15T10:00:00.000Z'))).toMatchObject({
      kwh: 2,
      quality: 'ACTUAL',
    });
  });

  it('follows the proposals when not answered: negatives dropped, short gaps filled, spikes dropped', () => {
    const text = officeRows((rows, i) => {
      rows[i(9, 20)] = rows[i(9, 20)]!.replace(/,2$/, ',-1');
      rows[i(11, 4)] = rows[i(11, 4)]!.replace(/,0\.5$/, ',60');
      rows.splice(i(16, 22), 2); // an hour missing on Wednesday 17 January, 11:00–12:00
    });
    const stored = readingsToStore(parseMeterCsv(text));
    expect(stored.find(at('2024-01-10T10:00:00.000Z'))).toBeUndefined();
    expect(stored.find(at('2024-01-12T02:00:00.000Z'))).toBeUndefined();
    // The missing hour takes what the meter reads then in the weeks around: a working 2 kWh.
    expect(stored.filter((r) => r.quality === 'FILLED')).toEqual([
      {
        start: '2024-01-17T11:00:00.000Z',
        end: '2024-01-17T11:30:00.000Z',
        kwh: 2,
        quality: 'FILLED',
      },
      {
        start: '2024-01-17T11:30:00.000Z',
        end: '2024-01-17T12:00:00.000Z',
        kwh: 2,
        quality: 'FILLED',
      },
    ]);
  });

  it('applies a choice for one finding and a choice for a whole kind', () => {
    const text = officeRows((rows, i) => {
      rows[i(11, 4)] = rows[i(11, 4)]!.replace(/,0\.5$/, ',60');
      rows.push('2024-01-15T10:00:00.000Z,9');
    });
    const upload = parseMeterCsv(text);
    const spike = upload.quality.findings.find((f) => f.kind === 'spike')!;
    const stored = readingsToStore(upload, {
      byFinding: { [spike.id]: 'fix' },
      byKind: { duplicate: 'accept' },
    });
    // The spike takes the night-time 0.5 kWh; the repeat's later value is kept.
    expect(stored.find(at('2024-01-12T02:00:00.000Z'))).toMatchObject({
      kwh: 0.5,
      quality: 'FILLED',
    });
    expect(stored.find(at('2024-01-15T10:00:00.000Z'))!.kwh).toBe(9);
  });

  it('fills a clock-change day written with too few half-hours, or keeps it as read', () => {
    const upload = parseMeterCsv(castleOctober2013());
    // The repeated hour's second pass (01:00 to 02:00 GMT) was never written.
    const id = 'gap:2013-10-27T01:00:00.000Z';
    const day = (stored: { start: string }[]) =>
      stored.filter((r) => r.start >= '2013-10-26T23:00' && r.start < '2013-10-28T00:00');
    expect(day(readingsToStore(upload, { byFinding: { [id]: 'fix' } }))).toHaveLength(50);
    expect(day(readingsToStore(upload, { byFinding: { [id]: 'accept' } }))).toHaveLength(48);
    expect(day(readingsToStore(upload, KEEP_AS_READ))).toHaveLength(48);
  });

  it('refuses a choice a finding does not offer', () => {
    const upload = parseMeterCsv(castleOctober2013());
    expect(() =>
      readingsToStore(upload, { byFinding: { 'clock-change-day:2013-10-27': 'drop' } }),
    ).toThrow(/not a choice/);
  });
});
