import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { EnergyModelInputError } from '../errors';
import { estimate } from '../model/estimate';
import { buildingParameters } from './buildingParameters';
import { FLOOR_AREA_TOTAL_MESSAGE, validateParameterOverrides } from './overrides';

const office: BuildingFacts = {
  buildingType: 'GENERAL_OFFICE',
  floorArea: 1000,
  noFloors: 2,
  yearOfConstruction: 1990,
  heatingFuel: 'NATURAL_GAS',
  spatialStructure: [{ floor: 'Ground', spaces: { OFFICE: 15, MEETING_ROOM: 5, KITCHEN: 0 } }],
};

describe('building-parameter catalogue', () => {
  it('worked example: an office lists ordered groups, ENUM keys and labels, and floor area shares of its rooms', () => {
    const groups = buildingParameters(office);
    expect(groups.map((g) => [g.order, g.categoryName])).toEqual([
      [1, 'Fabric'],
      [2, 'Heating and cooling'],
      [3, 'Occupancy and use'],
      [4, 'Renewables'],
      [5, 'Floor Area Percentages'],
    ]);
    const glazing = groups[0]!.parameters.find((p) => p.id === 'glazing')!;
    expect(glazing.type).toBe('ENUM');
    expect(glazing.possibleValuesKey!.split(',')).toContain(glazing.value);
    expect(glazing.possibleValuesText!.split(',')).toHaveLength(
      glazing.possibleValuesKey!.split(',').length,
    );
    // 15 offices of 40 m² and 5 meeting rooms of 20 m²: 600 / 700 and 100 / 700 of the area.
    const shares = groups[4]!.parameters;
    expect(shares.find((p) => p.id === 'floorAreaPercentage.OFFICE')!.defaultValue).toBe(85.7);
    expect(shares.find((p) => p.id === 'floorAreaPercentage.MEETING_ROOM')!.defaultValue).toBe(
      14.3,
    );
    expect(shares.every((p) => p.optional && p.unit === '%' && p.targetPath === 'building')).toBe(
      true,
    );
  });

  it('applies an override in estimate and reports it as the value, the default kept', () => {
    const overrides = { parameters: { building: { heatingSetpointC: 18, wallU: 0.3 } } };
    const plain = estimate(office);
    const changed = estimate({ ...office, ...overrides });
    expect(changed.annual.byFuel.gas.value).toBeLessThan(0.9 * plain.annual.byFuel.gas.value);
    const setpoint = buildingParameters({ ...office, ...overrides })[1]!.parameters.find(
      (p) => p.id === 'heatingSetpointC',
    )!;
    expect(setpoint.value).toBe(18);
    expect(setpoint.defaultValue).not.toBe(18);
  });

  it('keys errors by id and target path, and floor area percentages must total 100', () => {
    const errors = validateParameterOverrides(
      {
        parameters: {
          building: {
            wallU: -1,
            glazing: 'paper',
            'floorAreaPercentage.OFFICE': 60,
            'floorAreaPercentage.KITCHEN': 30,
          },
        },
      },
      false,
    );
    expect(errors.wallU!.building).toMatch(/0.05 to 3.5/);
    expect(errors.glazing!.building).toMatch(/must be one of/);
    expect(errors['Floor Area Percentages']!.building).toBe(FLOOR_AREA_TOTAL_MESSAGE);
    expect(() => estimate({ ...office, parameters: { building: { occupants: 'many' } } })).toThrow(
      EnergyModelInputError,
    );
  });

  it('default shares total exactly 100, and the total rule is exact', () => {
    // Three rooms of the same area: 33.4 + 33.3 + 33.3, not three times 33.3 (99.9).
    const thirds = buildingParameters({
      ...office,
      spatialStructure: [{ floor: 'Ground', spaces: { OFFICE: 1, MEETING_ROOM: 2, KITCHEN: 0 } }],
    })[4]!.parameters;
    const given = thirds.filter((p) => typeof p.defaultValue === 'number');
    expect(given.length).toBe(2);
    const total = given.reduce((sum, p) => sum + (p.defaultValue as number), 0);
    expect(Math.abs(total - 100)).toBeLessThan(1e-9);
    const nearly = {
      'floorAreaPercentage.OFFICE': 66.7,
      'floorAreaPercentage.MEETING_ROOM': 33.27,
    };
    expect(validateParameterOverrides({ parameters: { building: nearly } }, false)).toEqual({
      'Floor Area Percentages': { building: FLOOR_AREA_TOTAL_MESSAGE },
    });
    const exact = { 'floorAreaPercentage.OFFICE': 66.7, 'floorAreaPercentage.MEETING_ROOM': 33.3 };
    expect(validateParameterOverrides({ parameters: { building: exact } }, false)).toEqual({});
  });

  it('floor area percentages change the activity mix: more kitchen, more hot water', () => {
    const kitchens = estimate({
      ...office,
      parameters: {
        building: { 'floorAreaPercentage.OFFICE': 50, 'floorAreaPercentage.KITCHEN': 50 },
      },
    });
    expect(kitchens.annual.byEndUse.hotWater.value).toBeGreaterThan(
      estimate(office).annual.byEndUse.hotWater.value,
    );
  });
});

describe('heating efficiency fits the heating system', () => {
  it('is at most 100 % for a gas boiler and reaches heat-pump figures for electric heating', () => {
    const gas = { ...office, heatingFuel: 'NATURAL_GAS' as const };
    const electric = { ...office, heatingFuel: 'GRID_SUPPLIED_ELECTRICITY' as const };
    const efficiency = (facts: BuildingFacts) =>
      buildingParameters(facts)
        .flatMap((g) => g.parameters)
        .find((p) => p.id === 'heatingEfficiency')!;
    expect(efficiency(gas)).toMatchObject({ min: 40, max: 100 });
    expect(efficiency(electric)).toMatchObject({ min: 90, max: 600 });
    const at400 = (facts: BuildingFacts) => ({
      ...facts,
      parameters: { building: { heatingEfficiency: 400 } },
    });
    expect(() => estimate(at400(gas))).toThrow(EnergyModelInputError);
    expect(() => estimate(at400(gas))).toThrow(/must be 40 to 100 %/);
    expect(() => estimate(at400(electric))).not.toThrow();
  });
});
