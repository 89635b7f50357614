/**
 * Signs and payback as a screen reads them (fast-check over the same grid as energyBalance):
 * an increase reads as an increase, a measure without cost has no payback in years, one that
 * does not pay back within its life says so, and a payback range follows the cost range.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { grid } from '../../test/measureGrid';
import { evaluateScenarios } from './evaluateScenarios';
import { INDICATOR_TEXT } from './indicators';
import { listScenarios } from './listScenarios';
import { paybackOf } from './payback';

const semi1930: BuildingFacts = {
  buildingType: 'SEMI_DETACHED_HOUSE',
  floorArea: 90,
  noFloors: 2,
  yearOfConstruction: 1930,
  heatingFuel: 'NATURAL_GAS',
  location: { lat: 52.5, lon: -1.9 },
};

describe('signs (fast-check over types × ages × fuels × sizes)', () => {
  it('every indicator reads its sign: a saving "saved per year", down; an increase "more per year", up', () => {
    fc.assert(
      fc.property(grid(), (facts) => {
        for (const s of listScenarios(facts)) {
          const [kwh, gbp, carbon] = s.indicators;
          const check = (indicator: typeof kwh, saving: number) => {
            if (Math.abs(saving) < 1e-9) return;
            expect(indicator!.value).toBeCloseTo(Math.abs(saving), 6);
            expect(indicator!.text).toBe(saving > 0 ? INDICATOR_TEXT.saved : INDICATOR_TEXT.more);
            expect(indicator!.direction).toBe(saving > 0 ? 'DOWN' : 'UP');
            expect(indicator!.variant).toBe(saving > 0 ? 'POSITIVE' : 'NEGATIVE');
          };
          check(kwh, -s.change.totalKwh);
          check(gbp, s.annualSavingGbp);
          check(carbon, -s.change.kgCo2e);
          expect(s.annualSavingGbp).toBeCloseTo(-s.change.costGbp, 6);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('payback states: no cost, pays back in n years (a range from the cost range), or not within its life', () => {
    fc.assert(
      fc.property(grid(), (facts) => {
        for (const s of listScenarios(facts)) {
          const p = s.payback;
          const years = s.annualSavingGbp > 0 ? s.costGbp / s.annualSavingGbp : Infinity;
          if (s.costGbp === 0) expect(p.state).toBe('NO_COST');
          else if (years <= s.lifetimeYears) {
            expect(p.state).toBe('PAYS_BACK');
            expect(p.years).toBeCloseTo(years, 9);
            expect(p.lowYears!).toBeLessThanOrEqual(p.years! + 1e-9);
            expect(p.highYears!).toBeGreaterThanOrEqual(p.years! - 1e-9);
            expect(p.text).toMatch(
              /^Pays back in (less than a year|about \d+ years?( \(\d+ to \d+\))?)$/,
            );
          } else {
            expect(p.state).toBe('NOT_WITHIN_LIFE');
            expect(p.text).toBe(`Does not pay back within its ${s.lifetimeYears}-year life`);
          }
          if (p.state === 'NO_COST') expect(p.text).toBe('No installation cost');
          expect(s.indicators.some((i) => i.text === INDICATOR_TEXT.install)).toBe(s.costGbp > 0);
          expect(s.indicators.some((i) => i.text === INDICATOR_TEXT.payback)).toBe(
            p.state === 'PAYS_BACK',
          );
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a heat pump on gas prices reads as costing more to run, with each fuel signed', () => {
    const hp = listScenarios(semi1930).find((s) => s.id === 'AIR_SOURCE_HEAT_PUMP')!;
    expect(hp.annualSavingGbp).toBeLessThan(0);
    const cost = hp.indicators.find((i) => i.isCurrency)!;
    expect(cost).toMatchObject({ text: 'more per year', direction: 'UP', variant: 'NEGATIVE' });
    const gas = hp.change.fuels.find((f) => f.fuel === 'gas')!;
    const electricity = hp.change.fuels.find((f) => f.fuel === 'electricity')!;
    expect(gas.kwh).toBeLessThan(-5000);
    expect(electricity.kwh).toBeGreaterThan(1000);
    expect(hp.payback.state).toBe('NOT_WITHIN_LIFE');
  });

  it('a scenario with a saving and an increase adds them signed', () => {
    const both = evaluateScenarios(semi1930, [
      { id: 'CAVITY_WALL_INSULATION' },
      { id: 'AIR_SOURCE_HEAT_PUMP' },
    ]);
    const alone = evaluateScenarios(semi1930, [{ id: 'AIR_SOURCE_HEAT_PUMP' }]);
    expect(both.totalSavings.value).toBeGreaterThan(alone.totalSavings.value);
    expect(both.totalSavings.value).toBeCloseTo(-both.change.costGbp, 9);
  });

  it('paybackOf: the words for each state', () => {
    expect(paybackOf({ lowGbp: 0, midGbp: 0, highGbp: 0 }, 50, 1).text).toBe(
      'No installation cost',
    );
    expect(paybackOf({ lowGbp: 400, midGbp: 600, highGbp: 800 }, 100, 42).text).toBe(
      'Pays back in about 6 years (4 to 8)',
    );
    expect(paybackOf({ lowGbp: 50, midGbp: 60, highGbp: 70 }, 100, 10).text).toBe(
      'Pays back in less than a year',
    );
    expect(paybackOf({ lowGbp: 5000, midGbp: 6000, highGbp: 7000 }, 100, 20).text).toBe(
      'Does not pay back within its 20-year life',
    );
    expect(paybackOf({ lowGbp: 5000, midGbp: 6000, highGbp: 7000 }, -100, 20).state).toBe(
      'NOT_WITHIN_LIFE',
    );
  });
});
