import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { EnergyModelInputError } from '../errors';
import { estimate } from '../model/estimate';
import { evaluateScenarios } from '../scenarios/evaluateScenarios';
import { listScenarios } from '../scenarios/listScenarios';
import { estimatePotential, recommendedMeasureIds } from './potentialBuilding';

const semi: BuildingFacts = {
  buildingType: 'SEMI_DETACHED_HOUSE',
  floorArea: 90,
  noFloors: 2,
  yearOfConstruction: 1925,
  heatingFuel: 'NATURAL_GAS',
  location: { lat: 51.5, lon: -0.1 },
  epcRating: 'E',
};

describe('estimatePotential', () => {
  it('worked example: a 1925 semi with loft insulation and a heat pump uses less, and agrees with the scenario results', () => {
    const selection = [{ id: 'LOFT_INSULATION' }, { id: 'AIR_SOURCE_HEAT_PUMP' }];
    const before = estimate(semi);
    const after = estimatePotential(semi, selection);
    const results = evaluateScenarios(semi, selection);
    // One engine path: the potential building is the scenario's building after the measures
    // (its energy use KPI); the saving is counted where the measures apply (a loft still under
    // 150 mm), so it is at least the drop from the building as estimated.
    expect(after.annual.totalKwh.value).toBeCloseTo(results.kpis[0]!.value, 3);
    expect(results.totalSavings.kwh).toBeGreaterThanOrEqual(
      before.annual.totalKwh.value - after.annual.totalKwh.value - 1e-6,
    );
    // The heat pump takes the heating off gas; only the gas cooker stays on it.
    expect(after.annual.byFuel.gas.value).toBeCloseTo(after.annual.byEndUse.gasCooking.value, 6);
    expect(after.annual.byFuel.gas.value).toBeLessThan(before.annual.byFuel.gas.value / 10);
    expect(after.annual.byFuel.electricity.value).toBeGreaterThan(
      before.annual.byFuel.electricity.value,
    );
    // The entered certificate described the house before the works: the potential is modelled.
    expect(before.epc.source).toBe('ENTERED');
    expect(after.epc.source).toBe('ESTIMATED');
    expect(after.epc.band).toBe(results.potentialEpcRating);
  });

  it('rejects a measure that does not apply, naming the selection', () => {
    expect(() => estimatePotential(semi, [{ id: 'NO_SUCH_MEASURE' }])).toThrow(
      EnergyModelInputError,
    );
  });
});

describe('recommendedMeasureIds', () => {
  it('takes every measure that saves money, quickest payback first, never two that exclude each other', () => {
    const scenarios = listScenarios(semi);
    const ids = recommendedMeasureIds(scenarios);
    expect(ids.length).toBeGreaterThan(1);
    const byId = new Map(scenarios.map((s) => [s.id, s]));
    const paybacks = ids.map((id) => byId.get(id)!.roiYears!);
    expect(paybacks).toEqual([...paybacks].sort((a, b) => a - b));
    for (const id of ids)
      for (const other of byId.get(id)!.mutuallyExclusiveWith) expect(ids).not.toContain(other);
    for (const s of scenarios) if (s.roiYears === null) expect(ids).not.toContain(s.id);
    // The engine accepts the set, and the potential building costs less to run.
    const potential = estimatePotential(
      semi,
      ids.map((id) => ({ id })),
    );
    expect(potential.annual.costGbp.value).toBeLessThan(estimate(semi).annual.costGbp.value);
  });
});
