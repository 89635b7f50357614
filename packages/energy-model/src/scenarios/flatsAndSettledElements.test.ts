import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { buildingParameters } from '../parameters/buildingParameters';
import { validateParameterOverrides } from '../parameters/overrides';
import { paysItsWay, recommendedMeasureIds } from '../potential/potentialBuilding';
import { estimate } from '../model/estimate';
import { listScenarios, measureOffers } from './listScenarios';

const flat: BuildingFacts = {
  buildingType: 'FLAT',
  floorArea: 60,
  noFloors: 1,
  yearOfConstruction: 1970,
  heatingFuel: 'NATURAL_GAS',
};
const at = (position: string): BuildingFacts => ({
  ...flat,
  parameters: { building: { floorPosition: position } },
});
const offer = (facts: BuildingFacts, id: string) => measureOffers(facts).find((m) => m.id === id)!;

describe("a flat's floor position", () => {
  it('is a building parameter of flats only, not known until the user says', () => {
    const fabric = buildingParameters(flat).find((g) => g.categoryName === 'Fabric')!;
    const position = fabric.parameters.find((p) => p.id === 'floorPosition')!;
    expect(position.value).toBeNull();
    expect(position.possibleValuesKey).toBe('GROUND_FLOOR,MID_FLOOR,TOP_FLOOR,WHOLE_BUILDING');
    const house = buildingParameters({ ...flat, buildingType: 'SEMI_DETACHED_HOUSE', noFloors: 2 });
    expect(house.flatMap((g) => g.parameters).some((p) => p.id === 'floorPosition')).toBe(false);
    expect(
      validateParameterOverrides(
        {
          buildingType: 'TERRACED_HOUSE',
          parameters: { building: { floorPosition: 'TOP_FLOOR' } },
        },
        true,
      ).floorPosition?.building,
    ).toMatch(/only to flat/);
  });

  it('offers a top-floor flat roof measures and says why; a flat below the top floor none', () => {
    const top = offer(at('TOP_FLOOR'), 'LOFT_INSULATION');
    expect(top.reason).toBeNull();
    expect(top.offeredBecause).toMatch(/top floor/);
    expect(offer(at('TOP_FLOOR'), 'SOLAR_PV').offered).toBe(true);
    for (const p of ['MID_FLOOR', 'GROUND_FLOOR']) {
      expect(offer(at(p), 'LOFT_INSULATION').offered).toBe(false);
      expect(offer(at(p), 'SOLAR_PV').reason).toMatch(/home above/);
    }
    // Not known: not offered, and the reason says how to see them.
    expect(offer(flat, 'LOFT_INSULATION').reason).toMatch(/set its floor position/);
    // Solar panels are a roof measure too: the reason is the roof's ownership, not its heat loss.
    expect(offer(flat, 'SOLAR_PV').reason).toMatch(
      /roof of its own only on the top floor.*solar panels/,
    );
    // Floor insulation follows the ground floor the same way.
    expect(offer(at('GROUND_FLOOR'), 'FLOOR_INSULATION').offeredBecause).toMatch(/ground floor/);
    expect(offer(at('TOP_FLOOR'), 'FLOOR_INSULATION').offered).toBe(false);
  });

  it('loses heat through the roof on the top floor and through neither between other flats', () => {
    const gas = (f: BuildingFacts) => estimate(f).annual.byFuel.gas.value;
    expect(gas(at('TOP_FLOOR'))).toBeGreaterThan(gas(at('MID_FLOOR')) * 1.1);
    expect(gas(at('WHOLE_BUILDING'))).toBeGreaterThan(gas(at('TOP_FLOOR')));
    // Not known sits between a flat in the middle and one that is the whole building.
    expect(gas(flat)).toBeGreaterThan(gas(at('MID_FLOOR')));
    expect(gas(flat)).toBeLessThan(gas(at('WHOLE_BUILDING')));
  });
});

describe('an element the user settles', () => {
  const semi: BuildingFacts = {
    buildingType: 'SEMI_DETACHED_HOUSE',
    floorArea: 90,
    noFloors: 2,
    yearOfConstruction: 1935,
    heatingFuel: 'NATURAL_GAS',
  };
  const withParams = (building: Record<string, string | number>): BuildingFacts => ({
    ...semi,
    parameters: { building },
  });

  it('settles the loft measure by its depth: a thin loft is offered with its own saving, a deep one not', () => {
    const unknown = offer(semi, 'LOFT_INSULATION');
    expect(unknown.applies?.settledByParameter).toBe(false);
    expect(unknown.applies?.parameterId).toBe('loftInsulationMm');
    const thin = offer(withParams({ loftInsulationMm: 25 }), 'LOFT_INSULATION');
    expect(thin.offered).toBe(true);
    expect(thin.applies?.settledByParameter).toBe(true);
    expect(thin.applies?.sentence).toBeNull();
    const deep = offer(withParams({ loftInsulationMm: 270 }), 'LOFT_INSULATION');
    expect(deep.offered).toBe(false);
    expect(deep.reason).toMatch(/already has/);
    // The saving of a 25 mm loft is its own, larger than that of the stock's typical thin loft.
    const saving = (f: BuildingFacts) =>
      listScenarios(f).find((s) => s.id === 'LOFT_INSULATION')!.annualSavingGbp;
    expect(saving(withParams({ loftInsulationMm: 25 }))).toBeGreaterThan(saving(semi));
  });

  it('settles the wall and the glazing the same way', () => {
    expect(offer(withParams({ wallU: 0.3 }), 'CAVITY_WALL_INSULATION').offered).toBe(false);
    expect(
      offer(withParams({ wallU: 1.6 }), 'CAVITY_WALL_INSULATION').applies?.settledByParameter,
    ).toBe(true);
    expect(offer(withParams({ glazing: 'double' }), 'DOUBLE_GLAZING').offered).toBe(false);
    expect(offer(withParams({ glazing: 'single' }), 'DOUBLE_GLAZING').offered).toBe(true);
  });

  it('takes an entered EPC band as evidence on the elements: a G home more likely still has an empty cavity than a B home', () => {
    // The certificate the engine is given holds the band only (facts.epcRating): no element of it
    // settles a measure, but the band moves the chances (model/enteredBand.ts).
    const chance = (epcRating: 'B' | 'G') =>
      offer({ ...semi, epcRating }, 'CAVITY_WALL_INSULATION').applies?.probability ?? 0;
    expect(chance('G')).toBeGreaterThan(chance('B'));
  });
});

describe('the recommended measures', () => {
  const semi: BuildingFacts = {
    buildingType: 'SEMI_DETACHED_HOUSE',
    floorArea: 90,
    noFloors: 2,
    yearOfConstruction: 1930,
    heatingFuel: 'NATURAL_GAS',
  };

  it('leave out measures that do not pay back within their life or that raise the running cost', () => {
    const scenarios = listScenarios(semi);
    const ids = recommendedMeasureIds(scenarios);
    expect(ids.length).toBeGreaterThan(0);
    const byId = new Map(scenarios.map((s) => [s.id, s]));
    for (const id of ids) expect(paysItsWay(byId.get(id)!), id).toBe(true);
    // There are such measures on offer to this house, and none of them is recommended.
    const notPaying = scenarios.filter((s) => !paysItsWay(s));
    expect(notPaying.some((s) => s.payback.state === 'NOT_WITHIN_LIFE')).toBe(true);
    expect(notPaying.some((s) => s.annualSavingGbp < 0)).toBe(true);
    for (const s of notPaying) expect(ids).not.toContain(s.id);
  });

  it('fall back to the measures that lower the running cost when none pays back within its life', () => {
    const scenarios = listScenarios(semi).map((s) =>
      s.annualSavingGbp > 0
        ? { ...s, payback: { ...s.payback, state: 'NOT_WITHIN_LIFE' as const } }
        : s,
    );
    const ids = recommendedMeasureIds(scenarios);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids)
      expect(scenarios.find((s) => s.id === id)!.annualSavingGbp, id).toBeGreaterThan(0);
  });
});
