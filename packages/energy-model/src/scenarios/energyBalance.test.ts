/**
 * Property-based tests (fast-check) of how each measure changes energy, over a grid of building
 * types × ages × heating fuels × sizes: PV offsets electricity only; removed lighting and
 * equipment heat raises heating by no more than the heat removed; fabric, controls, plant and
 * hot-water measures never raise a fuel; a fuel switch shows each fuel; totals add signed values.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { grid } from '../../test/measureGrid';
import { DAYS_IN_MONTH } from '../climate/region';
import { prepareBuilding } from '../model/prepareBuilding';
import { runModel } from '../model/runModel';
import { resolveSelection } from './applyMeasures';
import { MEASURE_CATALOGUE } from './catalogue';
import { evaluateResolved, scenarioBuilding } from './evaluateScenarios';
import { measureContext } from './measureContext';
import type { EnergyPath } from './measureTypes';
import { offerOf } from './offers';

/** Every measure offered to the building, evaluated alone: prepared, resolved, runs and results. */
function offered(facts: BuildingFacts, paths?: readonly EnergyPath[]) {
  const p = prepareBuilding(facts);
  const ctx = measureContext(p);
  return MEASURE_CATALOGUE.filter(
    (m) => (!paths || paths.includes(m.path)) && offerOf(m, p.inputs, ctx).offered,
  ).map((m) => {
    const resolved = resolveSelection(p, [{ id: m.id }]);
    const b = scenarioBuilding(p, resolved, ctx);
    const afterRun = runModel(b.after, b.afterMultipliers);
    return { m, p, b, afterRun, r: evaluateResolved(p, resolved) };
  });
}

const fuelChange = (r: ReturnType<typeof evaluateResolved>, fuel: string) =>
  r.change.fuels.find((f) => f.fuel === fuel)?.kwh ?? 0;
const EPS = 1e-6;
const RUNS = { numRuns: 150 };

describe('energy balance per measure (fast-check over types × ages × fuels × sizes)', () => {
  it('PV offsets electricity only: used on site plus exported is what it makes; no heating or hot water changes', () => {
    fc.assert(
      fc.property(grid(), (facts) => {
        for (const { r } of offered(facts, ['GENERATION'])) {
          const c = r.change;
          for (const f of c.fuels)
            if (f.fuel !== 'electricity') expect(Math.abs(f.kwh)).toBeLessThan(EPS);
          for (const v of Object.values(c.byEndUseKwh)) expect(Math.abs(v)).toBeLessThan(EPS);
          expect(c.pv.generationKwh).toBeGreaterThan(0);
          expect(c.pv.selfUseKwh + c.pv.exportKwh).toBeCloseTo(c.pv.generationKwh, 6);
          expect(fuelChange(r, 'electricity')).toBeCloseTo(-c.pv.selfUseKwh, 6);
          expect(c.costGbp).toBeLessThan(0);
        }
      }),
      RUNS,
    );
  });

  it('lighting and equipment measures raise heating by at most the heat they remove (its utilised part), over the heating efficiency', () => {
    fc.assert(
      fc.property(grid(), (facts) => {
        for (const { p, b, afterRun, r } of offered(facts, ['ELECTRIC_GAINS'])) {
          let removedKwh = 0;
          for (let m = 0; m < 12; m++)
            removedKwh +=
              ((b.baseRun.electricGainsMonthlyW[m]! - afterRun.electricGainsMonthlyW[m]!) *
                DAYS_IN_MONTH[m]! *
                24) /
              1000;
          expect(removedKwh).toBeGreaterThan(0);
          expect(fuelChange(r, 'electricity')).toBeLessThan(0);
          const heatRise = afterRun.heatingNeedKwh - b.baseRun.heatingNeedKwh;
          expect(heatRise).toBeGreaterThanOrEqual(-EPS);
          expect(heatRise).toBeLessThanOrEqual(removedKwh + EPS);
          const efficiency = p.inputs.heating.spaceEfficiency * p.inputs.distributionEfficiency;
          expect(r.change.byEndUseKwh.spaceHeating).toBeLessThanOrEqual(
            removedKwh / efficiency + EPS,
          );
        }
      }),
      RUNS,
    );
  });

  it('fabric, controls, heating plant, hot-water and heating-operation measures never raise a fuel', () => {
    const paths: EnergyPath[] = [
      'FABRIC',
      'HEATING_CONTROLS',
      'HEATING_PLANT',
      'HOT_WATER',
      'OPERATION',
    ];
    fc.assert(
      fc.property(grid(), (facts) => {
        for (const { m, r } of offered(facts, paths))
          for (const f of r.change.fuels)
            expect(f.kwh, `${m.id} ${f.fuel}`).toBeLessThanOrEqual(EPS);
      }),
      RUNS,
    );
  });

  it('in an air-conditioned building they never raise heating or hot water; only cooling may rise, as an increase', () => {
    const paths: EnergyPath[] = ['FABRIC', 'HEATING_CONTROLS', 'HEATING_PLANT', 'HOT_WATER'];
    fc.assert(
      fc.property(grid(true), (facts) => {
        for (const { m, r } of offered(facts, paths)) {
          const u = r.change.byEndUseKwh;
          expect(u.spaceHeating, m.id).toBeLessThanOrEqual(EPS);
          expect(u.hotWater, m.id).toBeLessThanOrEqual(EPS);
          if (fuelChange(r, 'electricity') > EPS) expect(u.cooling).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
  });

  it('a fuel switch shows each fuel: the old one falls, the new one rises, and cost and carbon are their net', () => {
    fc.assert(
      fc.property(grid(), (facts) => {
        for (const { m, p, r } of offered(facts, ['FUEL_SWITCH'])) {
          const from = p.inputs.heating.fuel;
          const to = m.id === 'BIOMASS_BOILER' ? 'biomass' : 'electricity';
          if (from !== to) {
            expect(fuelChange(r, from), m.id).toBeLessThan(0);
            expect(fuelChange(r, to), m.id).toBeGreaterThan(0);
          }
          const c = r.change;
          expect(c.costGbp).toBeCloseTo(
            c.fuels.reduce((s, f) => s + f.costGbp, 0) - c.pv.exportIncomeGbp,
            6,
          );
          expect(c.kgCo2e).toBeCloseTo(
            c.fuels.reduce((s, f) => s + f.kgCo2e, 0),
            6,
          );
        }
      }),
      RUNS,
    );
  });

  it('totals add signed values: savings are minus the change, and the fuels add up to the total', () => {
    fc.assert(
      fc.property(grid(), fc.nat(), fc.nat(), (facts, i, j) => {
        const list = offered(facts);
        if (list.length < 2) return;
        const first = list[i % list.length]!.m;
        const second = list[j % list.length]!.m;
        const ids =
          first.mutuallyExclusiveWith.includes(second.id) || first === second
            ? [first.id]
            : [first.id, second.id];
        const p = prepareBuilding(facts);
        const r = evaluateResolved(
          p,
          resolveSelection(
            p,
            ids.map((id) => ({ id })),
          ),
        );
        expect(r.totalSavings.value).toBeCloseTo(-r.change.costGbp, 6);
        expect(r.totalSavings.kwh).toBeCloseTo(-r.change.totalKwh, 6);
        expect(r.totalSavings.kgCo2e).toBeCloseTo(-r.change.kgCo2e, 6);
        expect(r.change.totalKwh).toBeCloseTo(
          r.change.fuels.reduce((s, f) => s + f.kwh, 0),
          6,
        );
      }),
      RUNS,
    );
  });
});
