import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { calibrate, HEATING_MEMBERS, heatingShare, HEATING_DOMINATED_SHARE } from './calibrate';
import { parsePeriod, parseTemperatureCsv, parseUsageCsv } from './meterCsv';
import { buildMeterDays, temperaturesAreDaily } from './meterSeries';

const dir = join(__dirname, '..', '..', 'test-data', 'uk-meters-extra');
const dailyTemperatures = () =>
  parseTemperatureCsv(
    readFileSync(join(dir, 'temperature-openmeteo-bristol-2013-2018-daily.csv'), 'utf8'),
  );
const meter = (file: string) =>
  parseUsageCsv(gunzipSync(readFileSync(join(dir, file))).toString('utf8'));

describe('calibration on a real heating meter with daily mean temperatures', () => {
  it('reads the daily temperature file and spreads each day over its 24 hours', () => {
    const temperatures = dailyTemperatures();
    expect(temperatures).toHaveLength(2191);
    expect(temperaturesAreDaily(temperatures)).toBe(true);
    // 2013-01-02: tmean_c 7.25 (the file's second row).
    const days = buildMeterDays([{ wallMs: Date.UTC(2013, 0, 2), kwh: 1 }], temperatures, 'daily');
    expect(days[0]!.meanTempC).toBeCloseTo(7.25, 6);
    expect([...days[0]!.hourlyTempC].every((t) => t === 7.25)).toBe(true);
  });

  it('worked example: Paulton Junior School gas, fit 2015-09 → 2016-09, predict the next year', () => {
    const readings = meter('paulton-junior-gas-13678903-halfhourly.csv.gz');
    const temperatures = dailyTemperatures();
    const baseline = parsePeriod('2015-09-01/2016-09-01', 'baseline');
    const reporting = parsePeriod('2016-09-01/2017-09-01', 'reporting');
    const days = buildMeterDays(readings, temperatures);
    // A school's gas meter is heating dominated: most of its energy follows the weather.
    expect(heatingShare(days, baseline)).toBeGreaterThan(HEATING_DOMINATED_SHARE);
    const result = calibrate({ readings, temperatures, baseline, reporting });
    expect(result.model.kind).toBe('ensemble');
    if (result.model.kind !== 'ensemble') return;
    // Only the daily change-point members compete on a heating-dominated meter.
    expect(result.model.members.every((m) => m.kind !== 'time-of-week-temperature')).toBe(true);
    expect(result.model.members).toHaveLength(HEATING_MEMBERS.length);
    expect(result.model.weights.reduce((s, w) => s + w, 0)).toBeCloseTo(1, 12);
    const reference = calibrate({
      readings,
      temperatures,
      baseline,
      reporting,
      granularity: 'daily',
      changePoint: { degreeDays: 'daily-mean', dayTypes: 'off', recentLevel: 'off' },
    });
    // Out of sample, the default is no worse than the plain reference beyond noise (1 point).
    expect(result.reporting!.monthly.cvrmse).toBeLessThan(
      reference.reporting!.monthly.cvrmse + 0.01,
    );
  });

  it('worked example: Castle Primary gas, fit 2015-09 → 2016-09 — school holidays as off days pay out of sample', () => {
    const readings = meter('castle-primary-keynsham-gas-4186869705-halfhourly.csv.gz');
    const temperatures = dailyTemperatures();
    const baseline = parsePeriod('2015-09-01/2016-09-01', 'baseline');
    const reporting = parsePeriod('2016-09-01/2017-09-01', 'reporting');
    const result = calibrate({ readings, temperatures, baseline, reporting });
    const reference = calibrate({
      readings,
      temperatures,
      baseline,
      reporting,
      granularity: 'daily',
      changePoint: { degreeDays: 'daily-mean', dayTypes: 'off', recentLevel: 'off' },
    });
    const model = result.model;
    if (model.kind !== 'ensemble') throw new Error('expected the ensemble');
    // Validation inside the baseline gives the school-calendar members most of the weight.
    const schoolWeight = model.members.reduce(
      (s, m, i) =>
        s + (m.kind !== 'time-of-week-temperature' && m.schoolHolidays ? model.weights[i]! : 0),
      0,
    );
    expect(schoolWeight).toBeGreaterThan(0.5);
    // Monthly CV(RMSE) of the next year: 22.3 % against the reference's 33.8 %.
    expect(result.reporting!.monthly.cvrmse).toBeLessThan(
      reference.reporting!.monthly.cvrmse - 0.05,
    );
  });
});
