import { costForPayback, evaluateScenarios } from '@wattwise/energy-model';
import { planMessages, formatMoney, formatNumber } from '@wattwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { buildingFactsOf } from '../src/areas/registration/buildingFacts';
import { GROUNDED_NOTE } from '../src/adapters/assistant/groundedAssistant';
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

const building = () => paid.buildings[0]!;
const stepsUrl = (scenarioId: string, site = paid) =>
  `/api/predict/improvement/improvementSteps/${site.siteId}/${scenarioId}/${site.buildings[0]!.id}`;
const chatUrl = (scenarioId: string, site = paid) =>
  `/api/predict/improvement/improvementFollowUp/${site.siteId}/${site.buildings[0]!.id}/${scenarioId}`;

async function firstScenario(): Promise<string> {
  const list = await paid.get(`/api/predict/improvement/list/${paid.siteId}/${building().id}`);
  return (list.json() as { scenarios: { id: string }[] }).scenarios[0]!.id;
}

/** The same building computed by the engine directly, as the chat must quote it. */
function engineSaving(scenarioId: string, capitalCostGbp?: number) {
  return evaluateScenarios(buildingFactsOf(building()), [
    { id: scenarioId, ...(capitalCostGbp === undefined ? {} : { capitalCostGbp }) },
  ]);
}

describe('implementation steps (grounded guide)', () => {
  it("writes steps about this building with the engine's saving, and follow-up questions", async () => {
    const id = await firstScenario();
    const response = await paid.get(stepsUrl(id));
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      improvementSteps: { title: string; text: string }[];
      followupQuestions: string[];
    };
    expect(body.improvementSteps.length).toBeGreaterThanOrEqual(3);
    const text = body.improvementSteps.map((s) => `${s.title} ${s.text}`).join('\n');
    expect(text).toContain(building().name);
    expect(text).toContain(formatMoney(engineSaving(id).totalSavings.value));
    expect(text).toContain(GROUNDED_NOTE);
    expect(body.followupQuestions.length).toBeGreaterThan(0);
    // Deterministic: the same building and scenario give the same steps.
    expect((await paid.get(stepsUrl(id))).json()).toEqual(body);
  });

  it('answers without a path with the first building, and refuses unknown scenarios', async () => {
    const id = await firstScenario();
    const noPath = await paid.get(`/api/predict/improvement/improvementSteps/${paid.siteId}/${id}`);
    expect(noPath.statusCode).toBe(200);
    const unknown = await paid.get(stepsUrl('no-such-measure'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('no-such-measure');
  });

  it('refuses another user and unpaid sites', async () => {
    const id = await firstScenario();
    expect((await paid.get(stepsUrl(id), paid.bobToken)).statusCode).toBe(404);
    expect((await free.get(stepsUrl(id, free))).statusCode).toBe(404);
  });
});

describe('chat follow-up (grounded guide)', () => {
  it("answers a question with this building's figures from the engine", async () => {
    const id = await firstScenario();
    const engine = engineSaving(id);
    const response = await paid.post(chatUrl(id), { prompt: 'How much will I save each year?' });
    expect(response.statusCode).toBe(200);
    const reply = (response.json() as string[]).join('\n');
    expect(reply).toContain(building().name);
    expect(reply).toContain(formatMoney(engine.totalSavings.value));
    expect(reply).toContain(`${formatNumber(engine.totalSavings.percentage)} %`);
    expect(reply).toContain('not a language model');
  });

  it('answers a running-cost question with the running cost, not the installation cost', async () => {
    const list = await paid.get(`/api/predict/improvement/list/${paid.siteId}/${building().id}`);
    const ids = (list.json() as { scenarios: { id: string }[] }).scenarios.map((s) => s.id);
    // A measure that costs more to run on this gas-heated office (a heat pump at today's prices).
    const id = ids.find((scenario) => engineSaving(scenario).totalSavings.value < 0);
    expect(id).toBeDefined();
    const engine = engineSaving(id!);
    const reply = (
      (
        await paid.post(chatUrl(id!), { prompt: 'Why does it cost more to run?' })
      ).json() as string[]
    ).join('\n');
    expect(reply).toContain('a year to run instead of');
    expect(reply).toContain(`${formatMoney(Math.abs(engine.totalSavings.value))} more per year`);
    expect(reply).toContain('running cost goes up');
    expect(reply).not.toContain('installed cost');
  });

  it('answers cost and payback with the cost the user set', async () => {
    const id = await firstScenario();
    const reply = (
      (await paid.post(chatUrl(id), { prompt: 'Is the payback worth it?' })).json() as string[]
    ).join('\n');
    const engine = engineSaving(id);
    expect(reply).toContain(formatMoney(engine.capitalCostGbp));
    expect(reply).toContain(formatMoney(engine.totalSavings.value));
  });

  it('is a POST (never a cached GET) and validates the prompt', async () => {
    const id = await firstScenario();
    const asGet = await paid.get(`${chatUrl(id)}?prompt=hello`);
    expect(asGet.statusCode).toBe(404);
    const empty = await paid.post(chatUrl(id), { prompt: '   ' });
    expect(empty.statusCode).toBe(400);
    const missing = await paid.post(chatUrl(id), {});
    expect(missing.statusCode).toBe(400);
  });

  it('refuses another user and anonymous callers', async () => {
    const id = await firstScenario();
    const byBob = await paid.post(chatUrl(id), { prompt: 'How much?' }, paid.bobToken);
    expect(byBob.statusCode).toBe(404);
    expect(JSON.stringify(byBob.json())).not.toContain(building().name);
    const anonymous = await built.app.inject({
      method: 'POST',
      url: chatUrl(id),
      payload: { prompt: 'How much?' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("'Set ROI'", () => {
  it("stores the engine's cost for the chosen payback; the list and chat then use it", async () => {
    const list = await paid.get(`/api/predict/improvement/list/${paid.siteId}/${building().id}`);
    const id = (list.json() as { scenarios: { id: string }[] }).scenarios[1]!.id;
    const url = `/api/predict/improvement/roi/${paid.siteId}/${id}/${building().id}`;
    const response = await paid.post(url, { roiYears: 4 });
    expect(response.statusCode).toBe(200);
    const expected = costForPayback(buildingFactsOf(building()), { id }, 4);
    expect(response.json()).toEqual({ roiYears: 4, capitalCost: Math.round(expected * 100) / 100 });

    const after = await paid.get(`/api/predict/improvement/list/${paid.siteId}/${building().id}`);
    const scenario = (
      after.json() as { scenarios: { id: string; indicators: { text: string; value: number }[] }[] }
    ).scenarios.find((s) => s.id === id)!;
    expect(scenario.indicators.find((i) => i.text === 'to install')?.value).toBeCloseTo(
      expected,
      1,
    );

    const reply = (
      (
        await paid.post(chatUrl(id), { prompt: 'How long until it pays for itself?' })
      ).json() as string[]
    ).join('\n');
    expect(reply).toContain(`about ${formatNumber(4)} years`);
    expect(reply).toContain('Your own cost');
  });

  it('says in words why a measure that saves no money has no payback to set', async () => {
    const list = await paid.get(`/api/predict/improvement/list/${paid.siteId}/${building().id}`);
    const scenarios = (
      list.json() as { scenarios: { id: string; title: string; figures?: { savingGbp: number } }[] }
    ).scenarios;
    // On gas prices a heat pump costs more to run than the boiler it replaces.
    const costsMore = scenarios.find((s) => s.figures && s.figures.savingGbp < 0);
    expect(
      costsMore,
      JSON.stringify(scenarios.map((s) => [s.id, s.figures?.savingGbp])),
    ).toBeDefined();
    const url = `/api/predict/improvement/roi/${paid.siteId}/${costsMore!.id}/${building().id}`;
    const response = await paid.post(url, { roiYears: 5 });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(planMessages.roiNoPayback(costsMore!.title, true));
    expect(response.body).not.toContain(costsMore!.id);
  });

  it('refuses bad paybacks, other users and unknown scenarios', async () => {
    const id = await firstScenario();
    const url = `/api/predict/improvement/roi/${paid.siteId}/${id}/${building().id}`;
    expect((await paid.post(url, { roiYears: 0 })).statusCode).toBe(400);
    expect((await paid.post(url, { roiYears: 'five' })).statusCode).toBe(400);
    expect((await paid.post(url, { roiYears: 5 }, paid.bobToken)).statusCode).toBe(404);
    expect(
      (
        await paid.post(
          `/api/predict/improvement/roi/${paid.siteId}/no-such-measure/${building().id}`,
          { roiYears: 5 },
        )
      ).statusCode,
    ).toBe(404);
  });
});
