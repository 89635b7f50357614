import { describe, expect, it } from 'vitest';
import { EnergyModelInputError } from '../errors';
import { calibrate } from './calibrate';
import { fitChangePointModel } from './changePoint';
import { goodnessOfFit, meetsGuideline14 } from './goodnessOfFit';
import { parsePeriod, parseTemperatureCsv, parseUsageCsv } from './meterCsv';
import { buildMeterDays, type IntervalReading, type TemperatureReading } from './meterSeries';
import { parseToUkWallClock } from './wallClock';

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** A year of synthetic hourly temperature: seasonal swing plus a daily cycle. */
function temperatures(startIso: string, days: number): TemperatureReading[] {
  const t0 = Date.parse(`${startIso}T00:00:00Z`);
  const out: TemperatureReading[] = [];
  for (let h = 0; h < days * 24; h++) {
    const d = h / 24;
    out.push({
      wallMs: t0 + h * HOUR,
      tempC:
        10 -
        7 * Math.cos((2 * Math.PI * (d - 15)) / 365) +
        3 * Math.sin((2 * Math.PI * (h % 24)) / 24),
    });
  }
  return out;
}

/** Half-hourly use from a known change-point law: base 8 kWh/day + 1.5 kWh per heating degree-day (15.5 °C). */
function halfHourly(temps: TemperatureReading[]): IntervalReading[] {
  const out: IntervalReading[] = [];
  for (const t of temps) {
    const kwhPerHour = 8 / 24 + (1.5 * Math.max(0, 15.5 - t.tempC)) / 24;
    out.push(
      { wallMs: t.wallMs, kwh: kwhPerHour / 2 },
      { wallMs: t.wallMs + HOUR / 2, kwh: kwhPerHour / 2 },
    );
  }
  return out;
}

describe('meter series', () => {
  it('parses instants to the UK wall clock and keeps naive stamps as local time', () => {
    expect(parseToUkWallClock('2021-07-01 11:00:00+00:00')).toBe(Date.UTC(2021, 6, 1, 12));
    expect(parseToUkWallClock('2021-01-01 11:00:00+00:00')).toBe(Date.UTC(2021, 0, 1, 11));
    expect(parseToUkWallClock('2013-03-31 03:30:00')).toBe(Date.UTC(2013, 2, 31, 3, 30));
  });

  it('counts clock-change days of 46 and 50 half-hours as complete', () => {
    const mk = (iso: string, halfHours: number): IntervalReading[] => {
      const t0 = Date.parse(`${iso}T00:00:00Z`);
      return Array.from({ length: halfHours }, (_, i) => ({
        wallMs: t0 + i * 30 * 60_000 - (halfHours === 50 && i >= 4 ? 60 * 60_000 : 0),
        kwh: 0.5,
      }));
    };
    const spring = buildMeterDays(mk('2013-03-31', 46), [], 'half-hourly');
    expect(spring[0]!.coverage).toBe(1);
    expect(spring[0]!.kwh).toBeCloseTo(23, 6);
    const autumn = buildMeterDays(mk('2013-10-27', 50), [], 'half-hourly');
    expect(autumn[0]!.coverage).toBe(1);
    expect(autumn[0]!.kwh).toBeCloseTo(25, 6);
  });

  it('counts zero readings as readings, however long the run (CalTRACK)', () => {
    const t0 = Date.UTC(2020, 0, 1);
    const r: IntervalReading[] = [];
    // Days 0–1 all zeros (a boiler off); day 2 normal; day 3 has four zero half-hours at midday.
    for (let i = 0; i < 48 * 4; i++)
      r.push({
        wallMs: t0 + i * 30 * 60_000,
        kwh: i < 48 * 2 ? 0 : i >= 48 * 3 && i % 48 >= 20 && i % 48 < 24 ? 0 : 0.25,
      });
    const days = buildMeterDays(r, [], 'half-hourly');
    expect(days[0]!.kwh).toBe(0);
    expect(days[1]!.kwh).toBe(0);
    expect(days[2]!.kwh).toBeCloseTo(12, 6);
    expect(days[3]!.kwh).toBeCloseTo(0.25 * 44, 6);
  });

  it('counts a day’s temperature when more than 90 % of its hours were measured', () => {
    const t0 = Date.UTC(2020, 0, 1);
    const readings = Array.from({ length: 48 * 2 }, (_, i) => ({
      wallMs: t0 + i * 30 * 60_000,
      kwh: 0.5,
    }));
    // Day 0: 22 of 24 hours measured (92 %); day 1: 21 of 24 (88 %), each gap of one hour.
    const temps = Array.from({ length: 48 }, (_, h) => ({
      wallMs: t0 + h * 3_600_000,
      tempC: 5,
    })).filter((_, h) => ![3, 9].includes(h) && ![27, 33, 39].includes(h));
    const days = buildMeterDays(readings, temps, 'half-hourly');
    expect(days[0]!.meanTempC).toBe(5);
    expect(Number.isNaN(days[1]!.meanTempC)).toBe(true);
  });

  it('drops days with gaps over 10 % and scales up small gaps', () => {
    const t0 = Date.UTC(2020, 0, 1);
    const r: IntervalReading[] = [];
    for (let i = 0; i < 48 * 2; i++)
      if (!(i < 48 && i % 8 === 0) && !(i >= 48 && i % 48 < 2))
        r.push({ wallMs: t0 + i * 30 * 60_000, kwh: 1 });
    const days = buildMeterDays(r, [], 'half-hourly');
    expect(Number.isNaN(days[0]!.kwh)).toBe(true); // 6 of 48 missing = 12.5 %
    expect(days[1]!.kwh).toBeCloseTo(48, 6); // 2 missing: 46 scaled to 48
  });
});

describe('change-point model', () => {
  it('recovers a known base load, slope and balance point', () => {
    const temps = temperatures('2019-01-01', 365);
    const days = buildMeterDays(halfHourly(temps), temps, 'half-hourly');
    const m = fitChangePointModel(days.map((d) => ({ days: [d], kwh: d.kwh })))!;
    expect(m.kind).toBe('heating');
    expect(m.heatingBalanceC).toBe(15.5);
    expect(m.baseKwhPerDay).toBeCloseTo(8, 1);
    expect(m.heatingKwhPerDegreeDay).toBeCloseTo(1.5, 2);
    expect(m.r2).toBeGreaterThan(0.999);
  });

  it('fits monthly bills (periods of many days) to the same law', () => {
    const temps = temperatures('2019-01-01', 365);
    const days = buildMeterDays(halfHourly(temps), temps, 'half-hourly');
    const months = Array.from({ length: 12 }, (_, m) =>
      days.filter((d) => new Date(d.day * DAY).getUTCMonth() === m),
    );
    const model = fitChangePointModel(
      months.map((ds) => ({ days: ds, kwh: ds.reduce((s, d) => s + d.kwh, 0) })),
      { dayTypes: 'off' },
    )!;
    expect(model.heatingKwhPerDegreeDay).toBeCloseTo(1.5, 1);
  });

  it('prefers the intercept-only model for weather-independent use', () => {
    const temps = temperatures('2019-01-01', 200);
    const r = temps.map((t, i) => ({ wallMs: t.wallMs, kwh: 1 + ((i * 7919) % 13) / 100 }));
    const days = buildMeterDays(r, temps, 'hourly');
    expect(fitChangePointModel(days.map((d) => ({ days: [d], kwh: d.kwh })))!.kind).toBe(
      'intercept-only',
    );
  });
});

describe('calibrate', () => {
  it('fits the baseline only, predicts the reporting year and meets Guideline 14 on clean data', () => {
    const temps = temperatures('2019-01-01', 730);
    const res = calibrate({
      readings: halfHourly(temps),
      temperatures: temps,
      baseline: parsePeriod('2019-01-01/2020-01-01', 'baseline'),
      reporting: parsePeriod('2020-01-01/2020-12-31', 'reporting'),
    });
    expect(res.sufficiency.verdict).toBe('sufficient');
    expect(res.reporting!.monthly.n).toBe(12);
    expect(res.reporting!.monthly.cvrmse).toBeLessThan(0.02);
    expect(res.reporting!.meetsGuideline14.monthly).toBe(true);
  });

  it('fits an hourly time-of-week-and-temperature model and reports hourly statistics', () => {
    const temps = temperatures('2019-01-01', 400);
    const readings = halfHourly(temps).map((r) => {
      const hour = new Date(r.wallMs).getUTCHours();
      return { ...r, kwh: r.kwh + (hour >= 17 && hour < 22 ? 0.4 : 0) };
    });
    const res = calibrate({
      readings,
      temperatures: temps,
      baseline: parsePeriod('2019-01-01/2020-01-01', 'b'),
      reporting: parsePeriod('2020-01-01/2020-02-01', 'r'),
      granularity: 'hourly',
    });
    expect(res.model.kind).toBe('time-of-week-temperature');
    expect(res.reporting!.hourly!.cvrmse).toBeLessThan(0.3);
    expect(res.reporting!.meetsGuideline14.hourly).toBe(true);
  });

  it('calibrates on monthly billing periods and reports monthly statistics', () => {
    const temps = temperatures('2019-01-01', 740);
    const days = buildMeterDays(halfHourly(temps), temps, 'half-hourly');
    const bills: IntervalReading[] = [];
    for (let m = 0; m < 24; m++) {
      const start = Date.UTC(2019, m, 1);
      const end = Date.UTC(2019, m + 1, 1);
      bills.push({
        wallMs: start,
        kwh: days
          .filter((d) => d.day * DAY >= start && d.day * DAY < end)
          .reduce((s, d) => s + d.kwh, 0),
      });
    }
    const res = calibrate({
      readings: bills,
      temperatures: temps,
      baseline: parsePeriod('2019-01-01/2020-01-01', 'b'),
      reporting: parsePeriod('2020-01-01/2021-01-01', 'r'),
    });
    expect(res.model.kind).toBe('heating');
    expect(res.reporting!.monthly.n).toBe(12);
    expect(res.reporting!.daily.n).toBe(0);
    expect(res.reporting!.monthly.cvrmse).toBeLessThan(0.03);
    expect(res.sufficiency.verdict).toBe('sufficient');
  });

  it('gives an insufficient-data verdict for a short baseline and errors without usable data', () => {
    const temps = temperatures('2019-01-01', 120);
    const res = calibrate({
      readings: halfHourly(temps),
      temperatures: temps,
      baseline: parsePeriod('2019-01-01/2019-04-30', 'b'),
    });
    expect(res.sufficiency.verdict).toBe('insufficient');
    expect(res.sufficiency.reasons[0]).toMatch(/365/);
    expect(() =>
      calibrate({
        readings: halfHourly(temps),
        temperatures: [],
        baseline: parsePeriod('2019-01-01/2019-04-30', 'b'),
      }),
    ).toThrow(EnergyModelInputError);
  });

  it('reads the OpenEEmeter CSV layouts', () => {
    expect(
      parseUsageCsv('start,value\n2020-04-01 01:00:00+00:00,0.078\n2020-04-01 02:00:00+00:00,\n'),
    ).toEqual([{ wallMs: Date.UTC(2020, 3, 1, 2), kwh: 0.078 }]);
    expect(parseTemperatureCsv(',dt,tempC\n0,2012-10-12 00:00:00,13.9149475\n')).toEqual([
      { wallMs: Date.UTC(2012, 9, 12), tempC: 13.9149475 },
    ]);
    expect(() => parsePeriod('2020-01-01', 'baseline')).toThrow(/baseline/);
  });
});

describe('Guideline 14 statistics', () => {
  it('computes CV(RMSE) and NMBE with n − p degrees of freedom', () => {
    // actual 10, 12, 14; predicted 11, 11, 13: residuals −1, 1, 1; mean 12.
    const s = goodnessOfFit([10, 12, 14], [11, 11, 13], 1);
    expect(s.cvrmse).toBeCloseTo(Math.sqrt(3 / 2) / 12, 10);
    expect(s.nmbe).toBeCloseTo(1 / (2 * 12), 10);
    expect(meetsGuideline14({ cvrmse: 0.14, nmbe: -0.04, r2: 0.9, n: 12 }, 'monthly')).toBe(true);
    expect(meetsGuideline14({ cvrmse: 0.16, nmbe: 0, r2: 0.9, n: 12 }, 'monthly')).toBe(false);
    expect(meetsGuideline14({ cvrmse: 0.29, nmbe: 0.11, r2: 0.9, n: 12 }, 'hourly')).toBe(false);
  });
});
