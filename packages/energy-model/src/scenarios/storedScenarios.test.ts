/**
 * A stored scenario view of any engine version reads in today's shape: today's views unchanged,
 * older views (indicators only) with the sign their indicators pointed to and a payback state,
 * and anything else refused with the field that is wrong.
 */
import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { EnergyModelInputError } from '../errors';
import { listScenarios } from './listScenarios';
import { PAYBACK_WORDS } from './payback';
import { readStoredScenarioView } from './storedScenarios';

const semi1930: BuildingFacts = {
  buildingType: 'SEMI_DETACHED_HOUSE',
  floorArea: 90,
  noFloors: 2,
  yearOfConstruction: 1930,
  heatingFuel: 'NATURAL_GAS',
  location: { lat: 52.5, lon: -1.9 },
};

/** A view as engines stored it before signed figures: the old fields only. */
function olderView(view: ReturnType<typeof listScenarios>[number]) {
  const {
    path: _path,
    change: _change,
    annualSavingGbp: _saving,
    payback: _payback,
    cost: _cost,
    lifetimeSource: _source,
    applies: _applies,
    offeredBecause: _because,
    ...old
  } = view;
  return JSON.parse(JSON.stringify(old)) as unknown;
}

describe('readStoredScenarioView', () => {
  const views = listScenarios(semi1930);

  it("reads today's views as they were stored", () => {
    for (const view of views) {
      expect(readStoredScenarioView(JSON.parse(JSON.stringify(view)))).toEqual(view);
    }
  });

  it('reads an older view with its signed saving and its payback state', () => {
    const heatPump = views.find((v) => v.id === 'AIR_SOURCE_HEAT_PUMP')!;
    expect(heatPump.annualSavingGbp).toBeLessThan(0);
    const read = readStoredScenarioView(olderView(heatPump));
    expect(read.annualSavingGbp).toBeCloseTo(heatPump.annualSavingGbp, 6);
    expect(read.payback.state).toBe('NOT_WITHIN_LIFE');
    expect(read.payback.text).toBe(PAYBACK_WORDS.notWithinLife(heatPump.lifetimeYears));
    expect(read.path).toBe('FUEL_SWITCH');
    expect(read.change.fuels).toEqual([]);
    expect(read.applies).toBeNull();

    const free = views.find((v) => v.costGbp === 0)!;
    expect(readStoredScenarioView(olderView(free)).payback.text).toBe(PAYBACK_WORDS.noCost);
  });

  it('refuses what is not a scenario, naming the field', () => {
    expect(() => readStoredScenarioView(null)).toThrow(EnergyModelInputError);
    expect(() => readStoredScenarioView({ id: 'LOFT', title: 3, indicators: [] })).toThrow(
      /scenario\.title/,
    );
    expect(() =>
      readStoredScenarioView({ id: 'LOFT', title: 'Loft', indicators: [{ value: 'x' }] }),
    ).toThrow(/indicators\[0\]\.value/);
  });
});
