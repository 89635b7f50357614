import {
  BENCHMARK_SCHEMES,
  DEFAULT_SCHEME,
  diagnose as engineDiagnose,
  estimate,
  estimatePotential,
  listScenarios,
  recommendedMeasureIds,
  nationalAverageRating,
  prepareBuilding,
} from '@wattwise/energy-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../scripts/pdfText.mjs';
import type { BuiltApp } from '../src/app';
import { buildingFactsOf } from '../src/areas/registration/buildingFacts';
import { failRun, queueModelRun } from '../src/areas/registration/modelRuns';
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
  paid = await modelledSite(built, { paid: true, annex: true });
  free = await modelledSite(built);
}, 120_000);
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

const OTHER_SCHEME = BENCHMARK_SCHEMES.find((s) => s.key !== DEFAULT_SCHEME)!.key;

describe('diagnose served from the stored results', () => {
  it('lists every route of this area as served in the OpenAPI document', async () => {
    const document = (await built.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const served = new Map<string, boolean>();
    for (const item of Object.values(document.paths) as Record<string, unknown>[]) {
      for (const operation of Object.values(item) as { operationId?: string }[]) {
        if (operation?.operationId)
          served.set(operation.operationId, (operation as { 'x-served': boolean })['x-served']);
      }
    }
    const names = [
      'diagnose',
      'diagnose.schemes',
      'tariffs',
      'predict.improvement.list',
      'predict.improvement.potential',
      'predict.improvement.edit.get',
      'predict.improvement.edit.save',
      'predict.improvement.hide',
      'predict.improvement.complete',
      'predict.improvement.delete',
      'predict.improvement.target',
    ];
    for (const name of names) {
      expect(served.get(name), name).toBe(true);
      // Variants of optional path segments are served too.
      for (const [id, isServed] of served)
        if (id.startsWith(`${name}.`) || id.startsWith(`${name}-`)) expect(isServed, id).toBe(true);
    }
  });

  it('lists the schemes of the Scheme selector from the server, CIBSE among them', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/api/diagnose/schemes' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((s: { key: string }) => s.key)).toEqual(
      BENCHMARK_SCHEMES.map((s) => s.key),
    );
    expect(response.json().map((s: { key: string }) => s.key)).toContain('CIBSE');
  });

  it('shows a building the same figures the engine computes for it, per scheme', async () => {
    const building = paid.buildings[0]!;
    const facts = buildingFactsOf(building);
    const engine = estimate(facts);
    // The potential building computed here with the engine directly: the recommended measures.
    const measures = recommendedMeasureIds(listScenarios(facts));
    expect(measures.length).toBeGreaterThan(0);
    const potential = estimatePotential(
      facts,
      measures.map((id) => ({ id })),
    );
    expect(potential.annual.costGbp.value).toBeLessThan(engine.annual.costGbp.value);
    for (const scheme of [DEFAULT_SCHEME, OTHER_SCHEME]) {
      const expected = engineDiagnose(facts, {
        diagnoseMetric: scheme,
        potentialMetric: scheme,
        potential,
      });
      const response = await paid.get(
        `/api/predict/diagnose/${paid.siteId}/${building.id}?diagnoseMetric=${scheme}&potentialMetric=${scheme}`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.kpis.find((k: { text: string }) => k.text === 'Energy cost').value).toBeCloseTo(
        engine.annual.costGbp.value,
        6,
      );
      expect(body.kpis.find((k: { text: string }) => k.text === 'Energy use').value).toBeCloseTo(
        engine.annual.totalKwh.value,
        6,
      );
      expect(body.rating).toBe(expected.rating);
      expect(body.enteredRating).toBe('D');
      expect(body.diagnoseMetrics.cost.actualImprovement).toBeCloseTo(
        expected.diagnoseMetrics!.cost.actualImprovement,
        6,
      );
      expect(body.diagnoseMetrics.electricity.barPercentage).toBeCloseTo(
        expected.diagnoseMetrics!.electricity.barPercentage,
        6,
      );
      // The Potential tab: the potential building the model job stored, as the engine gives it.
      for (const key of ['cost', 'carbon', 'electricity'] as const) {
        expect(body.potentialMetrics[key].actualImprovement).toBeCloseTo(
          expected.potentialMetrics![key].actualImprovement,
          6,
        );
        expect(body.potentialMetrics[key].barPercentage).toBeCloseTo(
          expected.potentialMetrics![key].barPercentage,
          6,
        );
      }
      expect(
        body.notices.filter((n: { noticeType: string }) => n.noticeType === 'POTENTIAL'),
      ).toEqual(expected.notices.filter((n) => n.noticeType === 'POTENTIAL'));
      expect(body.averageRating).toBe(nationalAverageRating(prepareBuilding(facts)).band);
      expect(body.energyUsageIntensity).toBeCloseTo(expected.energyUsageIntensity, 6);
      expect(body.informationCompletePercentage).toBeCloseTo(
        expected.informationCompletePercentage / 100,
        6,
      );
      expect(body.energyModelRunning).toBe('FALSE');
      expect(body.usingAI).toBe(true);
    }
  });

  it('changes the diagnose figures when the scheme changes', async () => {
    const url = `/api/predict/diagnose/${paid.siteId}/${paid.buildings[0]!.id}`;
    const seen = new Set<string>();
    for (const scheme of BENCHMARK_SCHEMES) {
      const body = (await paid.get(`${url}?diagnoseMetric=${scheme.key}`)).json();
      seen.add(JSON.stringify(body.diagnoseMetrics));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('sums the buildings of a site', async () => {
    const [main, annex] = await Promise.all(
      paid.buildings.map(async (b) =>
        (await paid.get(`/api/predict/diagnose/${paid.siteId}/${b.id}`)).json(),
      ),
    );
    const site = (await paid.get(`/api/predict/diagnose/${paid.siteId}`)).json();
    for (const text of ['Energy use', 'Energy cost', 'Carbon']) {
      const value = (body: { kpis: { text: string; value: number }[] }) =>
        body.kpis.find((k) => k.text === text)!.value;
      expect(value(site)).toBeCloseTo(value(main) + value(annex), 6);
    }
    expect(paid.buildings).toHaveLength(2);
  });

  it('answers 400 naming a scheme the engine does not know', async () => {
    const response = await paid.get(
      `/api/predict/diagnose/${paid.siteId}?diagnoseMetric=NO_SUCH_SCHEME`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("'NO_SUCH_SCHEME'");
  });

  it('compares a terraced house under CIBSE with published figures for homes, not an empty tab (issue 34 flow 4)', async () => {
    const home = await modelledSite(built, {
      paid: true,
      payload: {
        buildingName: '12 Gower Street',
        buildingType: 'TERRACED_HOUSE',
        noFloors: 2,
        floorArea: 85,
        yearOfConstruction: 1930,
        elecValue: 2900,
        gasValue: 11500,
      },
    });
    const body = (
      await home.get(`/api/predict/diagnose/${home.siteId}/${home.buildings[0]!.id}`)
    ).json();
    expect(Object.keys(body.diagnoseMetrics)).toEqual(
      expect.arrayContaining(['electricity', 'gas']),
    );
    // Billed 2,900 kWh of electricity against NEED 2024's median for mid-terraced houses, 2,383
    // kWh (energy-model benchmarks/homes.ts): 517 kWh above it.
    expect(body.diagnoseMetrics.electricity.actualImprovement).toBeCloseTo(2900 - 2383, 0);
    expect(body.diagnoseMetrics.gas.barPercentage).toBeGreaterThan(0);
    // A metric with nothing to compare says why instead of an empty bar's zero.
    for (const metric of Object.values(body.diagnoseMetrics) as {
      state: string;
      reason: string | null;
      barPercentage: number;
    }[]) {
      if (metric.state === 'COMPARED') expect(metric.barPercentage).toBeGreaterThan(0);
      else expect(metric.reason).toMatch(/\w+ .*\./);
    }
  });

  it('under the UK national average, says water and damp and mould have no data, and compares each fuel with its own figure', async () => {
    const facts = {
      buildingType: 'TERRACED_HOUSE',
      noFloors: 2,
      floorArea: 85,
      yearOfConstruction: 1930,
      elecValue: 2900,
      gasValue: 11500,
    };
    const home = await modelledSite(built, {
      paid: true,
      payload: { buildingName: '14 Gower Street', ...facts },
    });
    const building = home.buildings[0]!;
    const body = (
      await home.get(
        `/api/predict/diagnose/${home.siteId}/${building.id}?diagnoseMetric=UK_NATIONAL_AVERAGE`,
      )
    ).json();
    const engine = engineDiagnose(buildingFactsOf(building), {
      diagnoseMetric: 'UK_NATIONAL_AVERAGE',
    }).diagnoseMetrics!;
    // Nothing entered for water or damp: the engine's reason, not '0 %, very poor' or '100 %'.
    for (const key of ['water', 'dampAndMould'] as const) {
      expect(body.diagnoseMetrics[key]).toMatchObject({
        state: 'NO_DATA',
        reason: engine[key].reason,
      });
      expect(body.diagnoseMetrics[key].reason).toMatch(/ entered/);
    }
    expect(body.diagnoseMetrics.water.reason).toContain('No water meter reading or bill');
    // Each fuel against its own NEED 2024 median over all homes (2,538 kWh of electricity, 10,012
    // of gas; energy-model nationalScheme.test.ts), so they are not all the same share off it.
    expect(body.diagnoseMetrics.electricity.actualImprovement).toBeCloseTo(2900 - 2538, 0);
    expect(body.diagnoseMetrics.gas.actualImprovement).toBeCloseTo(11500 - 10012, 0);
    const shares = (['electricity', 'gas', 'carbon'] as const).map((key) =>
      body.diagnoseMetrics[key].percentageImprovement.toFixed(1),
    );
    expect(new Set(shares).size).toBe(3);
    expect(body.diagnoseMetrics.electricity.source).toMatch(/NEED/);
  });

  it('rates the tariff on the tariffs its cards offer, so a tariff they beat is not called very good', async () => {
    const building = paid.buildings[0]!;
    const url = `/api/predict/diagnose/${paid.siteId}/${building.id}`;
    const body = (await paid.get(url)).json();
    const cards = (await paid.get(`/api/tariffs/${paid.siteId}/${building.id}/`)).json();
    // The registration's own rates (27.03 p/kWh, 7 p/kWh) are above the price cap's.
    expect(cards.diagnoseTariffs.length).toBeGreaterThan(0);
    const tariff = body.diagnoseMetrics.tariff;
    expect(tariff.state).toBe('COMPARED');
    expect(tariff.actualImprovement).toBeCloseTo(cards.diagnoseTariffs[0].savings, 6);
    expect(tariff.direction).toBe('DOWN');
    // Below the data bar's 'very good' step (80) while a card offers a saving.
    expect(tariff.barPercentage).toBeLessThan(80);
    expect(tariff.basis).toContain(cards.diagnoseTariffs[0].name);
    // Potential: the cards' potential tariffs, costed on the potential building.
    expect(body.potentialMetrics.tariff.actualImprovement).toBeCloseTo(
      cards.potentialTariffs[0]?.savings ?? 0,
      6,
    );
  });

  it("says what the model assumed for one building: the engine's words, likelihoods and parameters", async () => {
    const building = paid.buildings[0]!;
    const engine = estimate(buildingFactsOf(building));
    const body = (await paid.get(`/api/predict/diagnose/${paid.siteId}/${building.id}`)).json();
    expect(body.assumptions.map((a: { label: string }) => a.label)).toEqual(
      engine.assumptions.map((a) => a.label),
    );
    expect(body.assumptions.length).toBeGreaterThan(0);
    for (const a of body.assumptions as {
      likelihood: number | null;
      parameterId: string | null;
    }[]) {
      if (a.likelihood !== null) expect(a.likelihood).toBeGreaterThan(0);
      if (a.likelihood !== null) expect(a.likelihood).toBeLessThanOrEqual(1);
    }
    // A site of two buildings shows them per building, not mixed.
    expect((await paid.get(`/api/predict/diagnose/${paid.siteId}`)).json().assumptions).toEqual([]);
  });

  it("puts on the PDF report what Diagnose shows: the assumptions, the no-data words and the cards' tariff rating", async () => {
    const building = paid.buildings[0]!;
    const body = (await paid.get(`/api/predict/diagnose/${paid.siteId}/${building.id}`)).json();
    const response = await paid.get(`/api/predict/${paid.siteId}/pdf`);
    expect(response.statusCode).toBe(200);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('What we assumed');
    expect(body.assumptions.length).toBeGreaterThan(0);
    for (const a of body.assumptions as { label: string; text: string; source: string }[]) {
      expect(text).toContain(`${a.label}: ${a.text}`);
      expect(text).toContain(a.source);
    }
    expect(body.diagnoseMetrics.water.state).toBe('NO_DATA');
    expect(text).toContain(`Water: no data. ${body.diagnoseMetrics.water.reason}`);
    // The tariff rated on the cards' tariffs, as on the screen, not 'not compared yet'.
    expect(body.diagnoseMetrics.tariff.state).toBe('COMPARED');
    expect(text).toContain(body.diagnoseMetrics.tariff.basis.replace(/\s+/g, ' '));
    expect(text).not.toContain('Tariffs have not been compared');
  });

  it('answers a free site with the Actual content only', async () => {
    const body = (await free.get(`/api/predict/diagnose/${free.siteId}`)).json();
    expect(body.rating).toBe('D');
    expect(body.kpis.length).toBeGreaterThan(0);
    expect(body.diagnoseMetrics).toEqual({});
    expect(body.potentialMetrics).toEqual({});
    expect(body.targetRating).toBeNull();
    expect(body.averageRating).toBeNull();
    expect(body.notices.every((n: { noticeType: string }) => n.noticeType === 'ACTUAL')).toBe(true);
  });

  it("never shows one user's site to another", async () => {
    const response = await paid.get(`/api/predict/diagnose/${paid.siteId}`, paid.bobToken);
    expect(response.statusCode).toBe(404);
    const unauthenticated = await built.app.inject({
      method: 'GET',
      url: `/api/predict/diagnose/${paid.siteId}`,
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it("answers a building's engine inputs: those of its latest run, to its owner only", async () => {
    const building = paid.buildings[0]!;
    const url = `/api/predict/model-inputs/${paid.siteId}/${building.id}`;
    const response = await paid.get(url);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.facts).toEqual(JSON.parse(JSON.stringify(buildingFactsOf(building))));
    expect(body.latestRunInputHash).toBe(body.inputHash);
    expect(estimate(body.facts).annual.costGbp.value).toBe(
      estimate(buildingFactsOf(building)).annual.costGbp.value,
    );
    expect((await paid.get(url, paid.bobToken)).statusCode).toBe(404);
    expect((await paid.get(`/api/predict/model-inputs/${paid.siteId}/nope`)).statusCode).toBe(404);
  });

  it('reports TRUE while a model run is queued and ERROR when the last one failed', async () => {
    const { db } = built.database;
    const building = free.buildings[0]!;
    const runId = await queueModelRun(db, { siteId: free.siteId, buildingId: building.id });
    const running = (await free.get(`/api/predict/diagnose/${free.siteId}`)).json();
    expect(running.energyModelRunning).toBe('TRUE');
    // The figures of the last complete run are still shown meanwhile.
    expect(running.kpis.length).toBeGreaterThan(0);
    await failRun(db, runId, 'test: the engine refused');
    const failed = (await free.get(`/api/predict/diagnose/${free.siteId}`)).json();
    expect(failed.energyModelRunning).toBe('ERROR');
  });
});
