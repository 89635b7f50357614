/**
 * A plan's savings have ranges: around the figure evaluateScenarios gives, wider for what the
 * model does not know, narrower once the bills pin the building's use.
 */
import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { evaluateScenarios } from '../scenarios/evaluateScenarios';
import { savingRanges } from './savingRanges';

const semi1930: BuildingFacts = {
  buildingType: 'SEMI_DETACHED_HOUSE',
  floorArea: 90,
  noFloors: 2,
  yearOfConstruction: 1930,
  heatingFuel: 'NATURAL_GAS',
  location: { lat: 52.5, lon: -1.9 },
};

const billed: BuildingFacts = {
  ...semi1930,
  bills: {
    gas: { period: 'ANNUAL', valueType: 'ENERGY_USAGE', value: 11_000 },
    electricity: { period: 'ANNUAL', valueType: 'ENERGY_USAGE', value: 2_700 },
  },
};

const width = (r: { low: number; high: number }) => r.high - r.low;

describe('savingRanges', () => {
  it('holds the figure evaluateScenarios gives, inside its range', () => {
    for (const selection of [
      [{ id: 'LOFT_INSULATION' }],
      [{ id: 'AIR_SOURCE_HEAT_PUMP' }],
      [{ id: 'HEATING_SETPOINT_REDUCTION' }, { id: 'CAVITY_WALL_INSULATION' }],
    ]) {
      const results = evaluateScenarios(semi1930, selection);
      const ranges = savingRanges(semi1930, selection);
      expect(ranges.gbp.value).toBeCloseTo(results.totalSavings.value, 6);
      expect(ranges.kwh.value).toBeCloseTo(results.totalSavings.kwh, 6);
      expect(ranges.kgCo2e.value).toBeCloseTo(results.totalSavings.kgCo2e, 6);
      for (const r of [ranges.gbp, ranges.kwh, ranges.kgCo2e]) {
        expect(r.low).toBeLessThanOrEqual(r.value);
        expect(r.high).toBeGreaterThanOrEqual(r.value);
      }
      expect(width(ranges.gbp)).toBeGreaterThan(0);
      expect(ranges.basis).toBe('model');
    }
  });

  it('keeps the sign of an increase: a heat pump on gas prices costs more across its range', () => {
    const ranges = savingRanges(semi1930, [{ id: 'AIR_SOURCE_HEAT_PUMP' }]);
    expect(ranges.gbp.value).toBeLessThan(0);
    expect(ranges.gbp.low).toBeLessThan(ranges.gbp.value);
  });

  it("weighs removed electric heat against the pushed building's own gains: a hall's doors save across their range", () => {
    const hall: BuildingFacts = {
      buildingType: 'ENTERTAINMENT_HALLS',
      floorArea: 6000,
      noFloors: 5,
      yearOfConstruction: 1968,
      heatingFuel: 'NATURAL_GAS',
      coolingSystem: 'MECHANICAL_VENTILATION',
      epcRating: 'D',
      location: { lat: 51.52, lon: -0.13 },
    };
    for (const id of ['INSULATED_DOORS', 'HOT_WATER_CYLINDER_INSULATION']) {
      const ranges = savingRanges(hall, [{ id }]);
      expect(ranges.gbp.low).toBeGreaterThan(0);
      // Not the spread of the hall's lighting and equipment, which these measures do not touch.
      expect(ranges.gbp.high).toBeLessThan(2 * ranges.gbp.value);
    }
  });

  it('narrows once bills pin the use, and says so', () => {
    const selection = [{ id: 'LOFT_INSULATION' }];
    const model = savingRanges(semi1930, selection);
    const bills = savingRanges(billed, selection);
    expect(bills.basis).toBe('bills');
    expect(width(bills.kwh) / Math.abs(bills.kwh.value)).toBeLessThan(
      width(model.kwh) / Math.abs(model.kwh.value),
    );
  });
});
