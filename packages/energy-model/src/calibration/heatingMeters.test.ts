import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { calibrate } from './calibrate';
import { parsePeriod, parseTemperatureCsv, parseUsageCsv } from './meterCsv';
import { buildMeterDays, temperaturesAreDaily } from './meterSeries';

const dir = join(__dirname, '..', '..', 'test-data', 'uk-meters-extra');
const dailyTemperatures = () =>
  parseTemperatureCsv(
    readFileSync(join(dir, 'temperature-openmeteo-bristol-2013-2018-daily.csv'), 'utf8'),
  );
const meter = (file: string) =>
  parseUsageCsv(gunzipSync(readFileSync(join(dir, file))).toString('utf8'));

/** The default and the CalTRACK daily reference, fitted on one year and scored on the next. */
function defaultAndReference(file: string, baselineText: string, reportingText: string) {
  const readings = meter(file);
  const temperatures = dailyTemperatures();
  const baseline = parsePeriod(baselineText, 'baseline');
  const reporting = parsePeriod(reportingText, 'reporting');
  return {
    readings,
    temperatures,
    chosen: calibrate({ readings, temperatures, baseline, reporting }),
    reference: calibrate({ readings, temperatures, baseline, reporting, method: 'caltrack' }),
  };
}

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

  it('keeps the days of a gas meter’s long runs of zero readings in the fit and in the score', () => {
    const { readings, temperatures, chosen, reference } = defaultAndReference(
      'paulton-junior-gas-13678903-halfhourly.csv.gz',
      '2015-09-01/2016-09-01',
      '2016-09-01/2017-09-01',
    );
    // Days touched by a run of 24 hours or more of zero readings (the boiler off through a
    // summer weekend, say): they are read at zero, not taken as gaps.
    const touched = new Set<number>();
    let runStart = -1;
    readings.forEach((r, i) => {
      if (r.kwh !== 0) runStart = -1;
      else if (runStart < 0) runStart = i;
      if (runStart >= 0 && i - runStart + 1 >= 48)
        for (let k = runStart; k <= i; k++)
          touched.add(Math.floor(readings[k]!.wallMs / 86_400_000));
    });
    expect(touched.size).toBeGreaterThan(20);
    const days = buildMeterDays(readings, temperatures);
    const counted = days.filter((d) => touched.has(d.day) && Number.isFinite(d.kwh));
    expect(counted.length).toBe(days.filter((d) => touched.has(d.day) && d.coverage >= 0.9).length);
    expect(counted.length).toBeGreaterThan(20);
    // The default and the reference are scored on the same days.
    expect(chosen.reporting!.daily.n).toBe(reference.reporting!.daily.n);
    expect(chosen.reporting!.monthly.n).toBe(reference.reporting!.monthly.n);
  });

  it('worked example: Castle Primary gas, fit 2015-09 → 2016-09 — validation inside the baseline prefers the school calendar', () => {
    const { chosen, reference } = defaultAndReference(
      'castle-primary-keynsham-gas-4186869705-halfhourly.csv.gz',
      '2015-09-01/2016-09-01',
      '2016-09-01/2017-09-01',
    );
    const model = chosen.model;
    if (model.kind !== 'ensemble') throw new Error('expected the validated choice of candidates');
    expect(model.names).toContain('CalTRACK daily');
    expect(model.weights.reduce((s, w) => s + w, 0)).toBeCloseTo(1, 12);
    // The school-calendar candidates validate best and take most of the weight.
    const schoolWeight = model.names.reduce(
      (s, name, i) => s + (name.includes('school holidays') ? model.weights[i]! : 0),
      0,
    );
    expect(schoolWeight).toBeGreaterThan(0.4);
    expect(model.chosen).toContain('school holidays');
    // Monthly CV(RMSE) of the next year: 24.5 % against the CalTRACK reference's 37.9 %.
    expect(chosen.reporting!.monthly.cvrmse).toBeLessThan(
      reference.reporting!.monthly.cvrmse - 0.1,
    );
  });
});
