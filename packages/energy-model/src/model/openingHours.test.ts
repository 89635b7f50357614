import { describe, expect, it } from 'vitest';
import { estimate } from './estimate';
import { tm46OpeningHoursPerWeek } from './modelInputs';

const school = {
  buildingType: 'SCHOOLS_AND_SEASONAL_PUBLIC_BUILDINGS',
  floorArea: 2500,
  noFloors: 2,
  yearOfConstruction: 1970,
  heatingFuel: 'NATURAL_GAS',
} as const;

describe('default opening hours come from the TM46 typical building', () => {
  it('a school is open 1,400 h a year (TM46), holidays included: 26.9 h a week', () => {
    expect(tm46OpeningHoursPerWeek('schoolsAndSeasonalPublicBuildings')).toBeCloseTo(1400 / 52, 9);
    // Offices: TM46 counts hours with occupants over 25 %, not opening hours.
    expect(tm46OpeningHoursPerWeek('generalOffice')).toBeNull();
    expect(tm46OpeningHoursPerWeek('hotel')).toBeNull();
  });

  it('a school with no hours given uses less electricity than one open 40 h every week', () => {
    const byDefault = estimate(school).annual.byFuel.electricity.value;
    const allYear = estimate({ ...school, occupiedHoursPerWeek: 40 }).annual.byFuel.electricity
      .value;
    expect(byDefault / allYear).toBeLessThan(0.85);
    // Hours the user gives still win.
    expect(
      estimate({ ...school, occupiedHoursPerWeek: 1400 / 52 }).annual.byFuel.electricity.value,
    ).toBeCloseTo(byDefault, 6);
  });
});
