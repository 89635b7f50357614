import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from './facts';
import { END_USES } from './enums';
import { estimate } from '../model/estimate';
import { prepareBuilding } from '../model/prepareBuilding';
import { NEUTRAL_MULTIPLIERS } from '../model/modelInputs';
import { runModel, type ModelRun } from '../model/runModel';

const hotel: BuildingFacts = {
  buildingType: 'HOTEL',
  floorArea: 3000,
  noFloors: 4,
  yearOfConstruction: 1995,
  heatingFuel: 'NATURAL_GAS',
};
const university: BuildingFacts = {
  buildingType: 'UNIVERSITY_CAMPUS',
  floorArea: 5000,
  noFloors: 4,
  yearOfConstruction: 1975,
  heatingFuel: 'NATURAL_GAS',
};

const annual = (run: ModelRun, use: (typeof END_USES)[number]): number => {
  const u = END_USES.indexOf(use);
  let s = 0;
  for (let m = 0; m < 12; m++) s += run.endUseMonthly[u * 12 + m]!;
  return s;
};

describe('non-domestic uses the benchmarks count: kitchens, extract, pipework, lit hours', () => {
  it('lands a hotel and a university near CIBSE TM46 typical, fossil and electricity', () => {
    // CIBSE TM46:2008 typical, kWh/m²: hotel 330 fossil, 105 electricity; university campus 240, 80.
    // Before, as a care home and a school: hotel fossil 0.47×, university fossil 0.40×.
    for (const [facts, fossil, elec] of [
      [hotel, 330, 105],
      [university, 240, 80],
    ] as const) {
      const e = estimate(facts);
      const gas = e.annual.byFuel.gas.value / facts.floorArea / fossil;
      const el = e.annual.byFuel.electricity.value / facts.floorArea / elec;
      for (const r of [gas, el]) {
        expect(r, facts.buildingType).toBeGreaterThanOrEqual(0.75);
        expect(r, facts.buildingType).toBeLessThanOrEqual(1.25);
      }
    }
  });

  it("cooks a hotel's meals partly on gas where it has gas, all on electricity where not", () => {
    const gas = estimate(hotel).annual.byEndUse;
    const elec = estimate({ ...hotel, heatingFuel: 'GRID_SUPPLIED_ELECTRICITY' }).annual.byEndUse;
    // 40 kWh/m² of catering, 60 % on gas: 72,000 kWh of gas in 3,000 m².
    expect(gas.gasCooking.value).toBeCloseTo(0.6 * 40 * 3000, -2);
    expect(elec.gasCooking.value).toBe(0);
    expect(elec.equipment.value - gas.equipment.value).toBeCloseTo(0.6 * 40 * 3000, -2);
  });

  it('lights guest rooms only part of the week, though the hotel is open all of it', () => {
    const p = prepareBuilding(hotel);
    const capped = annual(runModel(p.inputs, NEUTRAL_MULTIPLIERS), 'lighting');
    const always = annual(
      runModel({ ...p.inputs, maxLitHoursPerWeek: 168 }, NEUTRAL_MULTIPLIERS),
      'lighting',
    );
    expect(capped / always).toBeCloseTo(90 / 168, 2);
  });

  it("heats the university's laboratory extract air and loses a fifth of its heat in the mains", () => {
    const p = prepareBuilding(university);
    const base = runModel(p.inputs, NEUTRAL_MULTIPLIERS);
    const noExtract = runModel({ ...p.inputs, extractAch: 0 }, NEUTRAL_MULTIPLIERS);
    expect(annual(noExtract, 'spaceHeating')).toBeLessThan(annual(base, 'spaceHeating') * 0.8);
    expect(annual(noExtract, 'fansAndPumps')).toBeLessThan(annual(base, 'fansAndPumps'));
    const noLosses = runModel({ ...p.inputs, distributionEfficiency: 1 }, NEUTRAL_MULTIPLIERS);
    expect(annual(noLosses, 'spaceHeating') / annual(base, 'spaceHeating')).toBeCloseTo(0.8, 6);
    expect(annual(noLosses, 'hotWater') / annual(base, 'hotWater')).toBeCloseTo(0.8, 6);
    // Dwellings: SAP's efficiencies already include distribution.
    expect(
      prepareBuilding({ ...university, buildingType: 'FLAT', floorArea: 60, noFloors: 1 }).inputs
        .distributionEfficiency,
    ).toBe(1);
  });
});
