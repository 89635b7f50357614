import {
  estimate,
  estimatePotential,
  listScenarios,
  recommendedMeasureIds,
  suggestTariffs,
} from '@wattwise/energy-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { buildingFactsOf } from '../src/areas/registration/buildingFacts';
import { TARIFF_TABLE } from '../src/areas/diagnose/tariffTable';
import { modelledSite } from './support/modelledSite';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';

let databases: TestDatabases;
let built: BuiltApp;
let paid: Awaited<ReturnType<typeof modelledSite>>;
let free: Awaited<ReturnType<typeof modelledSite>>;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next());
  paid = await modelledSite(built, { paid: true });
  free = await modelledSite(built);
}, 120_000);
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

describe('tariff suggestions', () => {
  it("costs the bundled table on the building's modelled use with the engine, cheapest first", async () => {
    const building = paid.buildings[0]!;
    const response = await paid.get(`/api/tariffs/${paid.siteId}/${building.id}/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.startDate).toEqual([2025, 10, 1]);
    expect(body.endDate).toEqual([2026, 9, 30]);
    expect(body.tariffSource.url).toBe('https://www.ofgem.gov.uk/energy-price-cap');

    const facts = buildingFactsOf(building);
    // The registration's own rates: 27.03 p/kWh and 53 p/day electricity, 7 p/kWh and 35 p/day gas.
    const costed = (byFuel: ReturnType<typeof estimate>['annual']['byFuel']) =>
      suggestTariffs(
        { electricityKwh: byFuel.electricity.value, gasKwh: byFuel.gas.value },
        {
          supplierName: 'Current',
          name: 'Your current tariff',
          fuelType: 'DUAL',
          term: 'Current',
          elecUnitRate: 27.03,
          elecStandingCharge: 53,
          gasUnitRate: 7,
          gasStandingCharge: 35,
        },
        TARIFF_TABLE,
      );
    const engine = costed(estimate(facts).annual.byFuel);
    expect(body.diagnoseTariffs.map((t: { name: string }) => t.name)).toEqual(
      engine.suggestions.map((t) => t.name),
    );
    expect(body.diagnoseTariffs.length).toBeGreaterThan(0);
    for (const [i, tariff] of body.diagnoseTariffs.entries()) {
      expect(tariff.savings).toBeCloseTo(engine.suggestions[i]!.savings, 6);
      expect(tariff.total).toBeCloseTo(engine.suggestions[i]!.total, 6);
      // Every card says the days its prices apply: the bundled price cap's quarter.
      expect(tariff).toMatchObject({ pricesFrom: '2025-10-01', pricesTo: '2025-12-31' });
    }
    // Fixes without a published source are labelled sample; the price cap is not.
    const cap = body.diagnoseTariffs.find((t: { name: string }) => t.name.includes('price cap'));
    expect(cap?.sample).toBe(false);
    const fix = body.diagnoseTariffs.find((t: { name: string }) => t.name.includes('Sample'));
    expect(fix?.sample).toBe(true);
    // Potential: the same table on the potential building (the recommended measures installed).
    const potential = estimatePotential(
      facts,
      recommendedMeasureIds(listScenarios(facts)).map((id) => ({ id })),
    );
    const engineAfter = costed(potential.annual.byFuel);
    expect(body.potentialTariffs.length).toBeGreaterThan(0);
    expect(body.potentialTariffs.map((t: { name: string }) => t.name)).toEqual(
      engineAfter.suggestions.map((t) => t.name),
    );
    for (const [i, tariff] of body.potentialTariffs.entries())
      expect(tariff.total).toBeCloseTo(engineAfter.suggestions[i]!.total, 6);
    expect(body.potentialTariffs[0].total).not.toBeCloseTo(body.diagnoseTariffs[0].total, 0);
  });

  it('answers the whole site when the site id stands for the building', async () => {
    const site = (await paid.get(`/api/tariffs/${paid.siteId}/${paid.siteId}/`)).json();
    const one = (await paid.get(`/api/tariffs/${paid.siteId}/${paid.buildings[0]!.id}/`)).json();
    expect(site.diagnoseTariffs).toEqual(one.diagnoseTariffs);
  });

  it('gives an unpaid site no suggestions, and hides a site from another user', async () => {
    const body = (await free.get(`/api/tariffs/${free.siteId}/${free.buildings[0]!.id}/`)).json();
    expect(body.diagnoseTariffs).toEqual([]);
    expect(body.potentialTariffs).toEqual([]);
    const byBob = await paid.get(
      `/api/tariffs/${paid.siteId}/${paid.buildings[0]!.id}/`,
      paid.bobToken,
    );
    expect(byBob.statusCode).toBe(404);
    const unknown = await paid.get(`/api/tariffs/${paid.siteId}/no-such-building/`);
    expect(unknown.statusCode).toBe(404);
  });
});
