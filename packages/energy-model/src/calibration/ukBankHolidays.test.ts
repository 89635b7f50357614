import { describe, expect, it } from 'vitest';
import { bankHolidaysOf, isNonWorkingDay } from './ukBankHolidays';
import { DAY_MS } from './wallClock';

const dayOf = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

describe('England & Wales bank holidays', () => {
  it('computes the 2021 dates published by GOV.UK (Christmas on a Saturday: substitutes 27 and 28 December)', () => {
    expect([...bankHolidaysOf(2021)].sort((a, b) => a - b).map(isoOf)).toEqual([
      '2021-01-01',
      '2021-04-02',
      '2021-04-05',
      '2021-05-03',
      '2021-05-31',
      '2021-08-30',
      '2021-12-27',
      '2021-12-28',
    ]);
  });

  it('substitutes a Sunday Christmas and a weekend New Year', () => {
    // 2022: 25 December is a Sunday (holidays 26 and 27); 2023: 1 January is a Sunday (holiday 2nd).
    expect(bankHolidaysOf(2022).has(dayOf('2022-12-26'))).toBe(true);
    expect(bankHolidaysOf(2022).has(dayOf('2022-12-27'))).toBe(true);
    expect(bankHolidaysOf(2023).has(dayOf('2023-01-02'))).toBe(true);
  });

  it('treats weekends and bank holidays as non-working days, other weekdays as working', () => {
    expect(isNonWorkingDay(dayOf('2021-04-05'))).toBe(true); // Easter Monday
    expect(isNonWorkingDay(dayOf('2021-04-10'))).toBe(true); // Saturday
    expect(isNonWorkingDay(dayOf('2021-04-06'))).toBe(false); // Tuesday
  });
});
