import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { EnergyModelInputError } from '../errors';
import { estimate } from '../model/estimate';
import { defaultSpaceSchedules, scheduleEffects, type Schedule } from './schedules';

const lane = (on: (h: number) => boolean) =>
  Array.from({ length: 24 }, (_, h) => ({ presetIndex: on(h) ? 0 : 1 }));
const heating = (hi: number, on: (h: number) => boolean): Schedule => ({
  title: 'Heating',
  unit: 'CELSIUS',
  presets: [
    { value: hi, variant: 'HIGH' },
    { value: 12, variant: 'LOW' },
  ],
  weekdays: lane(on),
  weekends: lane(() => false),
  holidays: lane(() => false),
});

describe('schedules as model input', () => {
  it('worked example: 21 °C from 08:00 to 18:00 on weekdays is 21 °C over 10 h × (5 − 8·7/365) days a week', () => {
    const e = scheduleEffects([
      { path: 'Ground/Office', schedules: [heating(21, (h) => h >= 8 && h < 18)] },
    ]);
    expect(e.heatingSetpointC).toBeCloseTo(21, 9);
    expect(e.heatingHoursFraction! * 168).toBeCloseTo(10 * (5 - 56 / 365), 6);
    expect(e.occupiedHoursPerWeek).toBeNull();
  });

  it('weights spaces by area and feeds heating hours, set-point and gains into the estimate', () => {
    const office: BuildingFacts = {
      buildingType: 'GENERAL_OFFICE',
      floorArea: 800,
      noFloors: 2,
      yearOfConstruction: 1985,
      heatingFuel: 'NATURAL_GAS',
    };
    const long = estimate({
      ...office,
      schedules: [{ path: 'a', schedules: [heating(22, (h) => h >= 6 && h < 22)] }],
    });
    const short = estimate({
      ...office,
      schedules: [{ path: 'a', schedules: [heating(19, (h) => h >= 9 && h < 17)] }],
    });
    expect(short.annual.byFuel.gas.value).toBeLessThan(0.8 * long.annual.byFuel.gas.value);
    const mixed = scheduleEffects([
      { path: 'a', areaM2: 300, schedules: [heating(20, () => true)] },
      { path: 'b', areaM2: 100, schedules: [heating(24, () => true)] },
    ]);
    expect(mixed.heatingSetpointC).toBeCloseTo(21, 6);
  });

  it('gives defaults in the contract shape and rejects a block that names no preset', () => {
    const d = defaultSpaceSchedules('Ground/Office', false, 20, 50);
    expect(d.schedules.map((s) => [s.title, s.unit])).toEqual([
      ['Heating', 'CELSIUS'],
      ['Occupancy', 'PERCENT'],
    ]);
    expect(scheduleEffects([d]).occupiedHoursPerWeek).toBeCloseTo(10 * (5 - 56 / 365), 6);
    const bad = {
      ...heating(21, () => true),
      weekdays: lane(() => true).map(() => ({ presetIndex: 5 })),
    };
    expect(() => scheduleEffects([{ path: 'x', schedules: [bad] }])).toThrow(EnergyModelInputError);
  });
});
