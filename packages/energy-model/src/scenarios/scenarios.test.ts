import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { EnergyModelInputError } from '../errors';
import { MEASURE_CATALOGUE } from './catalogue';
import { searchEpcTarget } from './epcTargetSearch';
import { evaluateScenarios, scenarioIndicators } from './evaluateScenarios';
import { listScenarios } from './listScenarios';
import { PAYBACK_INDICATOR_TEXT } from './indicators';

const oldSemi: BuildingFacts = {
  buildingType: 'SEMI_DETACHED_HOUSE',
  floorArea: 90,
  noFloors: 2,
  yearOfConstruction: 1925,
  heatingFuel: 'NATURAL_GAS',
  location: { lat: 51.5, lon: -0.1 },
};

describe('measure catalogue', () => {
  it('has at least 20 measures with typed parameters, costs with sources and lifetimes', () => {
    expect(MEASURE_CATALOGUE.length).toBeGreaterThanOrEqual(20);
    const types = new Set(MEASURE_CATALOGUE.flatMap((m) => m.parameters.map((p) => p.type)));
    expect([...types].sort()).toEqual(['BOOLEAN', 'ENUM', 'NUMBER']);
    for (const m of MEASURE_CATALOGUE) {
      expect(m.lifetimeYears).toBeGreaterThan(0);
      for (const p of m.parameters.filter((q) => q.type === 'ENUM'))
        expect(p.displayValues).toHaveLength(p.possibleValues!.length);
      for (const other of m.mutuallyExclusiveWith)
        expect(MEASURE_CATALOGUE.find((x) => x.id === other)?.mutuallyExclusiveWith).toContain(
          m.id,
        );
    }
    expect(new Set(MEASURE_CATALOGUE.map((m) => m.category))).toEqual(
      new Set(['FABRIC', 'SYSTEMS', 'RENEWABLES', 'OPERATIONAL']),
    );
  });

  it('offers solid-wall insulation to a 1920s house and cavity fill to a 1960s one', () => {
    const old = listScenarios(oldSemi).map((s) => s.id);
    expect(old).toContain('INTERNAL_WALL_INSULATION');
    expect(old).not.toContain('CAVITY_WALL_INSULATION');
    const sixties = listScenarios({ ...oldSemi, yearOfConstruction: 1965 }).map((s) => s.id);
    expect(sixties).toContain('CAVITY_WALL_INSULATION');
    expect(sixties).not.toContain('INTERNAL_WALL_INSULATION');
  });
});

describe('evaluateScenarios', () => {
  it('models interactions: wall insulation saves less energy after a heat pump', () => {
    const iwi = evaluateScenarios(oldSemi, [{ id: 'INTERNAL_WALL_INSULATION' }]).totalSavings.kwh;
    const hp = evaluateScenarios(oldSemi, [{ id: 'AIR_SOURCE_HEAT_PUMP' }]).totalSavings.kwh;
    const both = evaluateScenarios(oldSemi, [
      { id: 'AIR_SOURCE_HEAT_PUMP' },
      { id: 'INTERNAL_WALL_INSULATION' },
    ]).totalSavings.kwh;
    expect(both - hp).toBeLessThan(iwi * 0.6);
    expect(both).toBeLessThan(iwi + hp);
  });

  it('reports savings, payback, comfort and the EPC change', () => {
    const r = evaluateScenarios(oldSemi, [
      { id: 'LOFT_INSULATION' },
      { id: 'INTERNAL_WALL_INSULATION' },
      { id: 'SOLAR_PV', parameters: { kwp: 3, orientation: 'SOUTH' } },
    ]);
    expect(r.totalSavings.value).toBeGreaterThan(0);
    expect(r.totalSavings.currencyCode).toBe('GBP');
    expect(r.paybackYears).toBeCloseTo(r.capitalCostGbp / r.totalSavings.value, 6);
    expect(['A', 'B', 'C', 'D']).toContain(r.potentialEpcRating);
    expect(r.currentEpcRating).not.toBe(r.potentialEpcRating);
    expect(r.kpis.map((k) => k.text)).toEqual([
      'Energy use',
      'Energy cost',
      'Carbon',
      'Capital cost',
    ]);
  });

  it('leaves the EPC unchanged for operational measures', () => {
    const r = evaluateScenarios(oldSemi, [
      { id: 'HEATING_SETPOINT_REDUCTION', parameters: { setpointC: 18 } },
    ]);
    expect(r.totalSavings.kwh).toBeGreaterThan(0);
    expect(r.potentialEpcRating).toBe(r.currentEpcRating);
    expect(r.capitalCostGbp).toBe(0);
  });

  it('rejects mutually exclusive, inapplicable and badly typed selections, naming the field', () => {
    expect(() =>
      evaluateScenarios(oldSemi, [{ id: 'AIR_SOURCE_HEAT_PUMP' }, { id: 'CONDENSING_BOILER' }]),
    ).toThrow(/cannot be combined/);
    expect(() => evaluateScenarios(oldSemi, [{ id: 'CAVITY_WALL_INSULATION' }])).toThrow(
      /does not apply/,
    );
    try {
      evaluateScenarios(oldSemi, [{ id: 'SOLAR_PV', parameters: { orientation: 'UP' } }]);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(EnergyModelInputError);
      expect((e as EnergyModelInputError).field).toBe(
        'selectedScenarios[0].parameters.orientation',
      );
    }
  });
});

describe('EPC target search', () => {
  it('finds the least-cost set reaching the target, cheaper for an easier target', () => {
    const b = searchEpcTarget(oldSemi, 'B');
    const c = searchEpcTarget(oldSemi, 'C');
    expect(b.feasible).toBe(true);
    expect(['A', 'B']).toContain(b.achievedBand);
    expect(c.feasible).toBe(true);
    expect(c.capitalCostGbp).toBeLessThanOrEqual(b.capitalCostGbp);
    const check = evaluateScenarios(
      oldSemi,
      b.measureIds.map((id) => ({ id })),
    );
    expect(['A', 'B']).toContain(check.potentialEpcRating);
  });

  it('is not feasible for a target no combination reaches, and says the best band reachable', () => {
    // A large Victorian detached house in Shetland on oil: even every measure stops short of A.
    const croft: BuildingFacts = {
      buildingType: 'DETACHED_HOUSE',
      floorArea: 300,
      noFloors: 1,
      yearOfConstruction: 1850,
      heatingFuel: 'OIL',
      location: { lat: 60.2, lon: -1.2 },
    };
    const r = searchEpcTarget(croft, 'A');
    expect(r.feasible).toBe(false);
    expect(r.measureIds).toEqual([]);
    expect(['B', 'C', 'D']).toContain(r.bestReachableBand);
    expect(searchEpcTarget(croft, r.bestReachableBand as 'B').feasible).toBe(true);
    const done = searchEpcTarget(oldSemi, 'G');
    expect(done.feasible).toBe(true);
    expect(done.measureIds).toEqual([]);
    expect(done.capitalCostGbp).toBe(0);
  });
});

describe('EPC target search without the measures a user set aside', () => {
  it('never names an excluded measure and reaches no better band than with it', () => {
    const all = searchEpcTarget(oldSemi, 'A');
    const used = all.feasible ? all.measureIds : [];
    const excluded = used.length > 0 ? used : listScenarios(oldSemi).map((s) => s.id);
    const without = searchEpcTarget(oldSemi, 'A', excluded);
    for (const id of excluded) expect(without.measureIds).not.toContain(id);
    const rank = (band: string) => ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'].indexOf(band);
    expect(rank(without.bestReachableBand)).toBeGreaterThanOrEqual(rank(all.bestReachableBand));
    // Nothing left to install: the best band is the building's own.
    const none = searchEpcTarget(
      oldSemi,
      'A',
      listScenarios(oldSemi).map((s) => s.id),
    );
    expect(none.feasible).toBe(false);
    expect(none.bestReachableBand).toBe(none.currentBand);
  });
});

describe('scenario payback (ROI in years)', () => {
  it("each listed scenario's payback indicator is its capital cost over its yearly saving, shown only when it pays back within its life", () => {
    for (const view of listScenarios(oldSemi)) {
      const results = evaluateScenarios(oldSemi, [{ id: view.id }]);
      const payback = view.indicators.find((i) => i.text === PAYBACK_INDICATOR_TEXT);
      if (results.totalSavings.value > 0) {
        const years = results.capitalCostGbp / results.totalSavings.value;
        expect(view.roiYears).toBeCloseTo(years, 9);
        if (view.payback.state === 'PAYS_BACK') {
          expect(payback).toMatchObject({ unit: 'years', variant: 'NEUTRAL', isCurrency: false });
          expect(payback!.value).toBeCloseTo(years, 9);
          expect(years).toBeLessThanOrEqual(view.lifetimeYears);
        } else expect(payback).toBeUndefined();
      } else {
        expect(view.roiYears).toBeNull();
        expect(payback).toBeUndefined();
      }
    }
  });

  it('the payback grows with a higher cost of the user’s own, until it no longer pays back within the life', () => {
    const id = listScenarios(oldSemi).find((v) => v.payback.state === 'PAYS_BACK')!.id;
    const atCatalogue = evaluateScenarios(oldSemi, [{ id }]);
    const dearer = evaluateScenarios(oldSemi, [
      { id, capitalCostGbp: atCatalogue.capitalCostGbp * 1.5 },
    ]);
    expect(dearer.paybackYears).toBeCloseTo(dearer.capitalCostGbp / dearer.totalSavings.value, 9);
    expect(dearer.paybackYears!).toBeGreaterThan(atCatalogue.paybackYears!);
    const indicatorYears = scenarioIndicators(dearer).find(
      (i) => i.text === PAYBACK_INDICATOR_TEXT,
    )?.value;
    if (dearer.payback.state === 'PAYS_BACK')
      expect(indicatorYears).toBeCloseTo(dearer.paybackYears!, 9);
    const tooDear = evaluateScenarios(oldSemi, [{ id, capitalCostGbp: 1_000_000 }]);
    expect(tooDear.payback).toMatchObject({ state: 'NOT_WITHIN_LIFE', years: null });
    expect(tooDear.payback.text).toMatch(/^Does not pay back within its \d+-year life$/);
    expect(scenarioIndicators(tooDear).some((i) => i.text === PAYBACK_INDICATOR_TEXT)).toBe(false);
  });
});
