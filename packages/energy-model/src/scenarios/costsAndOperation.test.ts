/**
 * Costs from sourced tables (price year, index, per element for non-domestic buildings) and
 * operational measures that start from the model's own operation, with their saving per kelvin
 * held to the published figures.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grid } from '../../test/measureGrid';
import type { BuildingFacts } from '../building/facts';
import { estimate } from '../model/estimate';
import { COST_RATES, type CostRate } from './costTables';
import { listScenarios } from './listScenarios';
import { SAVING_PER_KELVIN_CAP } from './operationalMeasures';
import { PRICE_INDEX, priceFactor } from './priceIndex';

const semi1930: BuildingFacts = {
  buildingType: 'SEMI_DETACHED_HOUSE',
  floorArea: 90,
  noFloors: 2,
  yearOfConstruction: 1930,
  heatingFuel: 'NATURAL_GAS',
  location: { lat: 52.5, lon: -1.9 },
};
const school = (floorArea: number): BuildingFacts => ({
  buildingType: 'SCHOOLS_AND_SEASONAL_PUBLIC_BUILDINGS',
  floorArea,
  noFloors: 2,
  yearOfConstruction: 1975,
  heatingFuel: 'NATURAL_GAS',
  location: { lat: 52.5, lon: -1.9 },
});
const scenario = (facts: BuildingFacts, id: string) => {
  const s = listScenarios(facts).find((x) => x.id === id);
  if (!s) throw new Error(`${id} not offered`);
  return s;
};

describe('cost tables', () => {
  it('every row has a source, a price year the index covers, and a unit; today is the index’s latest year', () => {
    const rows = Object.values(COST_RATES).flatMap((r) => Object.values(r) as CostRate[]);
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) {
      expect(row.source.length).toBeGreaterThan(10);
      expect(row.lowGbp).toBeLessThanOrEqual(row.highGbp);
      if (row.indexed) expect(PRICE_INDEX.values[row.priceYear]).toBeDefined();
    }
    expect(priceFactor(2014)).toBeCloseTo(152.6 / 102.1, 9);
    expect(priceFactor(PRICE_INDEX.todayYear)).toBe(1);
  });

  it('non-domestic costs scale with the element, not with a house: twice the roof, twice the loft cost', () => {
    const small = scenario(school(3000), 'LOFT_INSULATION');
    const large = scenario(school(6000), 'LOFT_INSULATION');
    expect(large.cost.lowGbp / small.cost.lowGbp).toBeCloseTo(2, 6);
    expect(small.cost.source).toMatch(/per m² of roof/);
    // At least £10 per m² of roof at 2023 prices: not a semi's loft spread over the school.
    expect(small.cost.lowGbp / 1500).toBeGreaterThanOrEqual(10);
  });

  it('a home is priced per dwelling from its segment, with the source, price year and index in the words', () => {
    const cavity = scenario(semi1930, 'CAVITY_WALL_INSULATION');
    expect(cavity.cost.source).toMatch(/BEIS 2017.*semi end terrace.*2017 prices × 1\.45 to 2023/);
    expect(cavity.cost.priceYear).toBe(2017);
    expect(cavity.cost.lowGbp).toBeCloseTo(600 * priceFactor(2017), 6);
    expect(cavity.payback.lowYears!).toBeLessThan(cavity.payback.highYears!);
  });
});

describe('operational measures start from the model’s own operation', () => {
  it('a home run at 19 °C is offered 18 °C, not 20 °C', () => {
    const setpoint = scenario(semi1930, 'HEATING_SETPOINT_REDUCTION');
    expect(setpoint.parameterGroups[0]!.parameters[0]).toMatchObject({
      property: 'setpointC',
      value: 18,
    });
    const given = { ...semi1930, parameters: { building: { heatingSetpointC: 21 } } };
    expect(
      scenario(given, 'HEATING_SETPOINT_REDUCTION').parameterGroups[0]!.parameters[0]!.value,
    ).toBe(20);
  });

  it('one degree lower saves no more of the heating than the published figure for the building type', () => {
    fc.assert(
      fc.property(grid(), (facts) => {
        const s = listScenarios(facts).find((x) => x.id === 'HEATING_SETPOINT_REDUCTION');
        if (!s) return;
        const domestic = ![
          'GENERAL_OFFICE',
          'HOTEL',
          'GENERAL_RETAIL',
          'SCHOOLS_AND_SEASONAL_PUBLIC_BUILDINGS',
        ].includes(facts.buildingType);
        const cap = domestic ? SAVING_PER_KELVIN_CAP.domestic : SAVING_PER_KELVIN_CAP.nonDomestic;
        const heating = s.change.byEndUseKwh.spaceHeating;
        expect(heating).toBeLessThan(0);
        // The share of the building's space heating saved by the one-degree default.
        const e = -heating / spaceHeatingOf(facts);
        expect(e).toBeLessThanOrEqual(cap * 1.01);
        expect(e).toBeGreaterThan(0.04);
      }),
      { numRuns: 40 },
    );
  });

  it('a school one degree cooler saves about 8 % of its heating, not 15 %', () => {
    const s = scenario(school(3000), 'HEATING_SETPOINT_REDUCTION');
    const share = -s.change.byEndUseKwh.spaceHeating / spaceHeatingOf(school(3000));
    expect(share).toBeGreaterThan(0.07);
    expect(share).toBeLessThanOrEqual(0.0816);
  });
});

function spaceHeatingOf(facts: BuildingFacts): number {
  return estimate(facts).annual.byEndUse.spaceHeating.value;
}
