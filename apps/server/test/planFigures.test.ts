import { listScenarios, savingRanges } from '@wattwise/energy-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { buildingFactsOf } from '../src/areas/registration/buildingFacts';
import { OWN_COST_SOURCE } from '../src/areas/predictImprovement/scenarioFigures';
import { modelledSite } from './support/modelledSite';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';

/**
 * The plan's answers carry the engine's signed figures (issue: signs everywhere): a heat pump on
 * gas prices costs more to run and says so, a measure with no cost has no payback in years, one
 * that does not pay back within its life says so, every saving has its range, and the results of
 * a selection carry the total's range, the EPC before and after with its scores, and KPIs whose
 * savings are signed.
 */
let databases: TestDatabases;
let built: BuiltApp;
let site: Awaited<ReturnType<typeof modelledSite>>;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next());
  site = await modelledSite(built, { paid: true });
}, 120_000);
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

interface Figures {
  savingGbp: number;
  savingRange: { low: number; high: number } | null;
  energySavingKwh: number;
  rangeBasis: string;
  fuelChanges: { fuel: string; kwh: number }[];
  capitalCostGbp: number;
  capitalCostRange: { low: number; high: number };
  costSource: string;
  costPriceYear: number | null;
  paybackYears: number | null;
  payback: { state: string; text: string; lifetimeYears: number };
}
interface ScenarioBody {
  id: string;
  title: string;
  figures: Figures;
  applies: { sentence: string | null; parameterId: string } | null;
  offeredBecause: string | null;
}

const url = (kind: string) =>
  `/api/predict/improvement/${kind}/${site.siteId}/${site.buildings[0]!.id}`;
const list = async () =>
  (await site.get(url('list'))).json() as {
    scenarios: ScenarioBody[];
    energyModelRunning: string;
  };

describe("the plan's figures, signed, with their ranges", () => {
  it("lists each scenario with the engine's signed figures and its ranges", async () => {
    const body = await list();
    expect(body.energyModelRunning).toBe('FALSE');
    const facts = buildingFactsOf(site.buildings[0]!);
    const engine = new Map(listScenarios(facts).map((view) => [view.id, view] as const));
    for (const scenario of body.scenarios) {
      const view = engine.get(scenario.id)!;
      const f = scenario.figures;
      expect(f.savingGbp).toBeCloseTo(view.annualSavingGbp, 6);
      expect(f.energySavingKwh).toBeCloseTo(-view.change.totalKwh, 6);
      expect(f.fuelChanges.map((c) => c.fuel)).toEqual(view.change.fuels.map((c) => c.fuel));
      expect(f.payback.state).toBe(view.payback.state);
      expect(f.costSource).toBe(view.cost.source);
      expect(f.capitalCostRange).toEqual({ low: view.cost.lowGbp, high: view.cost.highGbp });
      // The bills calibrated the model: the ranges say so.
      expect(f.rangeBasis).toBe('bills');
      // A range with no width (what the spreads do not move) is left out.
      if (f.savingRange) {
        expect(f.savingRange.low).toBeLessThan(f.savingRange.high);
        expect(f.savingRange.low).toBeLessThanOrEqual(f.savingGbp);
        expect(f.savingRange.high).toBeGreaterThanOrEqual(f.savingGbp);
      }
      expect(scenario.applies?.sentence ?? null).toBe(view.applies?.sentence ?? null);
    }
    expect(body.scenarios.filter((s) => s.figures.savingRange).length).toBeGreaterThan(3);
    const byId = new Map(body.scenarios.map((s) => [s.id, s.figures] as const));
    // A heat pump on gas prices: gas falls, electricity rises, and it costs more to run.
    const heatPump = byId.get('AIR_SOURCE_HEAT_PUMP')!;
    expect(heatPump.savingGbp).toBeLessThan(0);
    const fuel = (name: string) => heatPump.fuelChanges.find((c) => c.fuel === name)!.kwh;
    expect(fuel('gas')).toBeLessThan(0);
    expect(fuel('electricity')).toBeGreaterThan(0);
    expect(heatPump.payback.state).toBe('NOT_WITHIN_LIFE');
    expect(heatPump.paybackYears).toBeNull();
    expect(heatPump.payback.text).toBe(
      `Does not pay back within its ${heatPump.payback.lifetimeYears}-year life`,
    );
    // A measure with no cost: no payback in years.
    const free = body.scenarios.find((s) => s.figures.capitalCostGbp === 0)!.figures;
    expect(free.payback).toMatchObject({ state: 'NO_COST', text: 'No installation cost' });
    expect(free.paybackYears).toBeNull();
  });

  it("prices an edited cost as the user's own and pays it back from there", async () => {
    const { scenarios } = await list();
    const paying = scenarios.find((s) => s.figures.payback.state === 'PAYS_BACK')!;
    const saved = await site.post(
      `/api/predict/improvement/edit/${site.siteId}/${paying.id}/${site.buildings[0]!.id}`,
      { id: paying.id, capitalCost: 1 },
    );
    expect(saved.statusCode).toBe(200);
    const edited = (await list()).scenarios.find((s) => s.id === paying.id)!.figures;
    expect(edited.capitalCostGbp).toBe(1);
    expect(edited.capitalCostRange).toEqual({ low: 1, high: 1 });
    expect(edited.costSource).toBe(OWN_COST_SOURCE);
    expect(edited.costPriceYear).toBeNull();
    expect(edited.paybackYears).toBeCloseTo(1 / edited.savingGbp, 6);
  });

  it('answers the results of a selection with the range of its total, the EPC with scores and signed KPIs', async () => {
    const ids = ['AIR_SOURCE_HEAT_PUMP', 'HEATING_SETPOINT_REDUCTION'];
    const response = await site.get(`${url('potential')}?selectedScenarios=${ids.join(';')}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const facts = buildingFactsOf(site.buildings[0]!);
    const ranges = savingRanges(
      facts,
      ids.map((id) => ({ id })),
    );
    expect(body.totalSavings.range.low).toBeCloseTo(ranges.gbp.low, 6);
    expect(body.totalSavings.range.high).toBeCloseTo(ranges.gbp.high, 6);
    expect(body.rangeBasis).toBe('bills');
    expect(body.epcChange.before.rating).toEqual(expect.any(Number));
    expect(body.epcChange.after.band).toMatch(/^[A-G]\+?$/);
    if (body.totalSavings.value < 0) expect(body.payback.state).toBe('NOT_WITHIN_LIFE');
    const [energy, cost, carbon, capital] = body.kpis;
    expect(cost.saving).toBeCloseTo(body.totalSavings.value, 6);
    expect(energy.saving).toBeGreaterThan(0);
    expect(carbon.saving).toEqual(expect.any(Number));
    expect(capital.saving).toBeNull();
    expect(capital.range.low).toBeLessThanOrEqual(capital.value);
    for (const kpi of [energy, cost, carbon]) {
      expect(kpi.range.low).toBeLessThanOrEqual(kpi.value);
      expect(kpi.range.high).toBeGreaterThanOrEqual(kpi.value);
    }
  });
});
