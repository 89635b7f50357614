import { describe, expect, it } from 'vitest';
import { fitChangePointModel, predictChangePointDay } from './changePoint';
import type { MeterDay } from './meterSeries';
import { isSchoolHoliday } from './schoolHolidays';
import { isNonWorkingDay } from './ukBankHolidays';
import { DAY_MS } from './wallClock';

const dayOf = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

describe('approximate England school holidays', () => {
  it('2016 (Easter Sunday 27 March): each holiday by its rule, term days not', () => {
    for (const iso of [
      '2016-01-01',
      '2016-01-03',
      '2016-02-15',
      '2016-02-19',
      '2016-03-21',
      '2016-04-08',
      '2016-05-30',
      '2016-06-03',
      '2016-07-25',
      '2016-08-31',
      '2016-10-24',
      '2016-10-28',
      '2016-12-21',
      '2016-12-30',
    ])
      expect(isSchoolHoliday(dayOf(iso)), iso).toBe(true);
    for (const iso of [
      '2016-01-04',
      '2016-02-12',
      '2016-03-18',
      '2016-04-11',
      '2016-06-06',
      '2016-09-05',
      '2016-10-21',
      '2016-10-31',
      '2016-12-20',
    ])
      expect(isSchoolHoliday(dayOf(iso)), iso).toBe(false);
  });
});

describe("change-point day type 'school'", () => {
  // A school whose heating runs on term days only: 20 kWh base, 50 kWh per degree-day below
  // 15.5 °C on working term days, 5 kWh on off days (weekends, bank and school holidays).
  const days: MeterDay[] = [];
  const start = dayOf('2015-09-01');
  for (let i = 0; i < 365; i++) {
    const day = start + i;
    const t = 10 - 8 * Math.cos((2 * Math.PI * (i - 200)) / 365) + 2 * Math.sin(i * 1.3);
    const off = isNonWorkingDay(day) || isSchoolHoliday(day);
    days.push({
      day,
      kwh: off ? 5 : 20 + 50 * Math.max(0, 15.5 - t),
      coverage: 1,
      hourlyTempC: new Float64Array(24).fill(t),
      meanTempC: t,
    });
  }
  const periods = days.map((d) => ({ days: [d], kwh: d.kwh }));

  it('with heating on working days only, recovers the term-day heating and the holiday level', () => {
    const model = fitChangePointModel(periods, {
      dayTypes: 'school',
      heatingOnOffDays: false,
      recentLevel: 'off',
    })!;
    expect(model.schoolHolidays).toBe(true);
    expect(model.heatingBalanceC).toBe(15.5);
    expect(model.heatingKwhPerDegreeDay).toBeCloseTo(50, 6);
    // Christmas Day 2016, a cold holiday: the off-day level only.
    const xmas = { ...days[0]!, day: dayOf('2016-12-25'), meanTempC: 2 };
    xmas.hourlyTempC = new Float64Array(24).fill(2);
    expect(predictChangePointDay(model, xmas)).toBeCloseTo(5, 6);
  });

  it('fits the school year far better than weekends and bank holidays alone', () => {
    const school = fitChangePointModel(periods, { dayTypes: 'school', heatingOnOffDays: false })!;
    const weekends = fitChangePointModel(periods, { dayTypes: 'auto', heatingOnOffDays: false })!;
    expect(school.r2).toBeGreaterThan(0.999);
    expect(weekends.r2).toBeLessThan(0.95);
  });
});
