import { describe, expect, it } from 'vitest';
import { estimate } from '../model/estimate';
import { stockPriors } from './stock';
import type { BuildingFacts } from './facts';

const semi1930s: BuildingFacts = {
  buildingType: 'SEMI_DETACHED_HOUSE',
  floorArea: 90,
  noFloors: 2,
  yearOfConstruction: 1935,
  heatingFuel: 'NATURAL_GAS',
};

describe('stock defaults: a home as the stock of its age has it today', () => {
  it('takes the EHS 2024 shares for a 1930s home, not the as-built fabric', () => {
    const p = stockPriors(1935);
    expect(p.ehsBand).toBe('1919-44');
    // DA6201 1919-44: cavity insulated 33.47 %, cavity uninsulated 19.98 %.
    const filled = p.wall.find((o) => o.label === 'cavity filled')!.probability;
    expect(filled).toBeCloseTo(33.47 / (33.47 + 19.98), 3);
    for (const options of [p.wall, p.loft])
      expect(options.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 9);
    // Condensing boilers: mandatory from 2005, boilers replaced after 12 years.
    expect(p.condensingBoiler).toBeCloseTo(1 - Math.exp(-19 / 12), 6);
    expect(stockPriors(2010).condensingBoiler).toBe(1);
  });

  it('lands a 1930s semi near the published stock: NEED 2024 gas and EHS mean SAP', () => {
    const e = estimate(semi1930s);
    // NEED 2026 (2024 meters): semi-detached median 10,574 kWh; EHS 2024 mean SAP 1919-44: 65.4.
    expect(e.annual.byFuel.gas.value / 10574).toBeGreaterThan(0.8);
    expect(e.annual.byFuel.gas.value / 10574).toBeLessThan(1.2);
    expect(Math.abs(e.epc.estimate.rating - 65.4)).toBeLessThanOrEqual(4);
    // Before stock defaults the engine said 23,198 kWh and SAP 55 for this house.
    expect(e.annual.byFuel.gas.value).toBeLessThan(15000);
  });

  it('gives gas-heated homes of every type the electricity NEED meters show for that type', () => {
    // NEED 2026 (2024 meters) median electricity by type, kWh; EHS 2023 mean sizes for bungalows
    // and flats, the archetype sizes for houses. Half of gas homes cook on gas.
    const cases = [
      { buildingType: 'DETACHED_HOUSE', floorArea: 120, noFloors: 2, need: 3320 },
      { buildingType: 'SEMI_DETACHED_HOUSE', floorArea: 90, noFloors: 2, need: 2673 },
      { buildingType: 'TERRACED_HOUSE', floorArea: 80, noFloors: 2, need: 2383 },
      { buildingType: 'BUNGALOW', floorArea: 77, noFloors: 1, need: 2271 },
      { buildingType: 'FLAT', floorArea: 60, noFloors: 1, need: 1947 },
    ];
    for (const { need, ...c } of cases) {
      const e = estimate({ ...c, yearOfConstruction: 1975, heatingFuel: 'NATURAL_GAS' });
      const ratio = e.annual.byFuel.electricity.value / need;
      expect(ratio, c.buildingType).toBeGreaterThan(0.8);
      expect(ratio, c.buildingType).toBeLessThan(1.2);
      expect(e.annual.byEndUse.gasCooking.value, c.buildingType).toBeGreaterThan(0);
    }
  });

  it('says what it assumed, and its range covers homes of this age with and without upgrades', () => {
    const e = estimate(semi1930s);
    const fields = e.assumptions.map((a) => a.field);
    expect(fields).toEqual(expect.arrayContaining(['wall', 'loft', 'glazing', 'heatingSystem']));
    expect(e.assumptions.every((a) => a.basis !== 'BILLS')).toBe(true);
    const gas = e.annual.byFuel.gas;
    const best = estimate({ ...semi1930s, epcRating: 'B' }).annual.byFuel.gas.value;
    const worst = estimate({ ...semi1930s, epcRating: 'F' }).annual.byFuel.gas.value;
    expect(gas.low).toBeLessThan(gas.value * 0.8);
    expect(gas.high).toBeGreaterThan(gas.value * 1.2);
    expect(best).toBeLessThan(gas.value);
    expect(worst).toBeGreaterThan(gas.value);
  });

  it('gives a recent all-electric home a heat pump in proportion to the stock', () => {
    const e = estimate({
      buildingType: 'DETACHED_HOUSE',
      floorArea: 120,
      noFloors: 2,
      yearOfConstruction: 2022,
      heatingFuel: 'GRID_SUPPLIED_ELECTRICITY',
    });
    expect(e.heatingSystem).toMatch(/heat pump in 34 %/);
    const hp = e.assumptions.find((a) => a.label === 'Electric heating')!;
    expect(hp.options[0]!.probability).toBeCloseTo(6.01 / (11.67 + 6.01), 3);
    // Before, a 2022 all-electric detached house rated SAP 58 (D).
    expect(e.epc.estimate.rating).toBeGreaterThan(58);
  });

  it('heats an office before and after hours, so its gas lands near TM46 typical', () => {
    const e = estimate({
      buildingType: 'GENERAL_OFFICE',
      floorArea: 1000,
      noFloors: 3,
      yearOfConstruction: 1990,
      heatingFuel: 'NATURAL_GAS',
    });
    // CIBSE TM46:2008 general office typical fossil: 120 kWh/m²; the engine said 74 before.
    expect(e.annual.byFuel.gas.value / 1000 / 120).toBeGreaterThan(0.75);
    expect(e.annual.byFuel.gas.value / 1000 / 120).toBeLessThan(1.25);
  });
});
