import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MeterCsvError, parseMeterCsv } from './meterCsv';

const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', name), 'utf8');

/** The reading and checking are the engine's (meterData/, tested there); this is the handover. */
describe('meter files through the engine’s reader', () => {
  it('answers the quality report with exactly the contract’s fields', () => {
    const { quality } = parseMeterCsv(fixture('eemeter-uk-hourly-sample-1-head.csv'));
    expect(Object.keys(quality).sort()).toEqual(
      [
        'clockChangeDays',
        'duplicates',
        'first',
        'gaps',
        'intervalMinutes',
        'irregularDays',
        'last',
        'layout',
        'negativeValues',
        'readings',
        'spikes',
        'unreadableLines',
      ].sort(),
    );
    expect(quality).toMatchObject({ layout: 'timestamp-value', intervalMinutes: 30 });
  });

  it('stores readings as read, flagged, the first of a repeated time kept', () => {
    const text = [
      'timestamp,kwh',
      ...[1, 1.1, 0.9, 1, 1.2, 1, -0.4, 1, 30, 1].map(
        (kwh, i) => `${new Date(Date.UTC(2024, 1, 1, 0, 30 * i)).toISOString()},${kwh}`,
      ),
      '2024-02-01T00:30:00Z,7',
    ].join('\n');
    const { readings } = parseMeterCsv(text);
    expect(readings).toHaveLength(10);
    expect(readings[1]).toEqual({ start: '2024-02-01T00:30:00.000Z', kwh: 1.1, quality: 'ACTUAL' });
    expect(readings.find((r) => r.kwh === -0.4)!.quality).toBe('NEGATIVE');
    expect(readings.find((r) => r.kwh === 30)!.quality).toBe('SPIKE');
  });

  it('keeps a supplier’s estimated reads marked', () => {
    const text = `Date,Type,${Array.from({ length: 48 }, (_, i) => `HH${i + 1}`).join(',')}\n15/01/2024,E,${Array(48).fill('0.2').join(',')}\n`;
    const { readings } = parseMeterCsv(text);
    expect(readings).toHaveLength(48);
    expect(new Set(readings.map((r) => r.quality))).toEqual(new Set(['ESTIMATED']));
  });

  it('passes on the reason a file cannot be read', () => {
    expect(() => parseMeterCsv('when,amount\nx,y\n')).toThrow(MeterCsvError);
    expect(() => parseMeterCsv('when,amount\nx,y\n')).toThrow('Expected a time column');
  });
});
