import { parameterMessages } from '@wattwise/domain';
import { evaluateScenarios, operationalTimeline } from '@wattwise/energy-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { buildingFactsOf } from '../src/areas/registration/buildingFacts';
import { modelledSite } from './support/modelledSite';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';

/**
 * Optimise improvement, scenarios and timeline (analysis §2.3, §4.3, §7.1) on a registered site
 * modelled by the real job and made an Optimise site (as the Optimise product's sites are);
 * a Predict site is refused on these routes.
 */
let databases: TestDatabases;
let built: BuiltApp;
let site: Awaited<ReturnType<typeof modelledSite>>;
let predict: Awaited<ReturnType<typeof modelledSite>>;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next());
  site = await modelledSite(built);
  predict = await modelledSite(built, { paid: true });
  await built.database.db
    .updateTable('sites')
    .set({ product: 'OPTIMISE' })
    .where('id', '=', site.siteId)
    .execute();
}, 120_000);
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

interface ScenarioBody {
  id: string;
  title: string;
  scenarioType: string;
  mutuallyExclusiveWith: string[];
  indicators: { text: string; value: number }[];
}
interface SetBody {
  recommendedScenarios: ScenarioBody[];
  completedScenarios: ScenarioBody[];
}

const node = () => `${site.siteId}/${site.buildings[0]!.id}`;
const scenarioSet = async (kind = 'scenario/list') =>
  (await site.get(`/api/optimise/${kind}/${node()}?timespan=YEARLY`)).json() as SetBody;

async function operationalPair(): Promise<[string, string]> {
  const ops = (await scenarioSet()).recommendedScenarios.filter(
    (s) => s.scenarioType === 'OPERATIONAL',
  );
  const first = ops[0]!;
  const second = ops.find(
    (s) =>
      s.id !== first.id &&
      !first.mutuallyExclusiveWith.includes(s.id) &&
      !s.mutuallyExclusiveWith.includes(first.id),
  )!;
  return [first.id, second.id];
}

describe('Optimise scenarios of a node', () => {
  it('lists the stored scenarios as recommended, none completed, on both list routes', async () => {
    const list = await scenarioSet();
    const improvement = await scenarioSet('improvement');
    expect(list.recommendedScenarios.length).toBeGreaterThan(3);
    expect(list.completedScenarios).toEqual([]);
    expect(improvement.recommendedScenarios.map((s) => s.id)).toEqual(
      list.recommendedScenarios.map((s) => s.id),
    );
  });

  it("states the engine's annual saving per granularity period in the overview", async () => {
    const yearly = (
      await site.get(`/api/optimise/improvement/overview/${node()}?timespan=YEARLY`)
    ).json();
    const monthly = (
      await site.get(`/api/optimise/improvement/overview/${node()}?timespan=MONTHLY`)
    ).json();
    const weekly = (
      await site.get(`/api/optimise/improvement/overview/${node()}?timespan=WEEKLY`)
    ).json();
    expect(yearly.totalSavings).toBeGreaterThan(0);
    expect(yearly.totalSavingsUnit).toBe('GBP');
    expect(monthly.totalSavings).toBeCloseTo(yearly.totalSavings / 12, 6);
    expect(weekly.totalSavings).toBeCloseTo((yearly.totalSavings * 7) / 365.2425, 6);
    expect(yearly.kpis.length).toBeGreaterThan(0);
    expect(yearly.scenarios.length).toBeGreaterThan(3);
    expect(yearly.areasForImprovement.length).toBeGreaterThan(0);
    for (const area of yearly.areasForImprovement)
      expect(area.text).toMatch(/^.+ uses \d+% of (electricity|gas|oil)\.$/);
  });

  it('answers the potential of selected scenarios as the engine computes it', async () => {
    const [a, b] = await operationalPair();
    const response = await site.get(
      `/api/optimise/scenario/potential/${node()}?timespan=YEARLY&selectedScenarios=${a};${b}`,
    );
    expect(response.statusCode).toBe(200);
    const engine = evaluateScenarios(buildingFactsOf(site.buildings[0]!), [{ id: a }, { id: b }]);
    expect(response.json().totalSavings.value).toBeCloseTo(engine.totalSavings.value, 6);
  });

  it('finds two selected operational scenarios on the timeline of a day and a week', async () => {
    const [a, b] = await operationalPair();
    const engine = operationalTimeline(buildingFactsOf(site.buildings[0]!), [{ id: a }, { id: b }]);
    const titles = engine.map((t) => t.title);
    expect(titles).toHaveLength(2);
    // 2026-11-18 is a Wednesday (day 2 of the engine's Monday-based week).
    const day = await site.get(
      `/api/optimise/scenario/timeline/${node()}?mode=day&date=2026-11-18&selectedScenarios=${a};${b}`,
    );
    expect(day.statusCode).toBe(200);
    const [entry] = day.json() as {
      date: string;
      scenarios: { title: string; location: string }[];
    }[];
    expect(day.json()).toHaveLength(1);
    expect(entry!.date).toBe('2026-11-18');
    expect(entry!.scenarios.length).toBeGreaterThan(0);
    const wednesday = engine.flatMap((t) =>
      t.segments.filter((s) => s.day === 2).map(() => t.title),
    );
    expect(entry!.scenarios.map((s) => s.title).sort()).toEqual(wednesday.sort());
    expect(new Set(entry!.scenarios.map((s) => s.title))).toEqual(new Set(titles));
    expect(entry!.scenarios[0]!.location).toBe(site.buildings[0]!.name);
    const week = await site.get(
      `/api/optimise/scenario/timeline/${node()}?mode=week&date=2026-11-18&selectedScenarios=${a}`,
    );
    const dates = (week.json() as { date: string }[]).map((e) => e.date);
    expect(dates).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    const none = await site.get(
      `/api/optimise/scenario/timeline/${node()}?mode=day&date=2026-11-18&selectedScenarios=`,
    );
    expect(none.json()).toEqual([{ date: '2026-11-18', scenarios: [] }]);
  });

  it('refuses an unknown scenario and a bad mode with 400', async () => {
    const unknown = await site.get(
      `/api/optimise/scenario/timeline/${node()}?mode=day&date=2026-11-18&selectedScenarios=NOPE`,
    );
    expect(unknown.statusCode).toBe(400);
    const badMode = await site.get(
      `/api/optimise/scenario/timeline/${node()}?mode=month&date=2026-11-18&selectedScenarios=`,
    );
    expect(badMode.statusCode).toBe(400);
  });

  it('edits a scenario: the edit data answers the saved value', async () => {
    const { recommendedScenarios } = await scenarioSet();
    const id = recommendedScenarios[0]!.id;
    const saved = await site.post(
      `/api/optimise/scenario/edit/${site.siteId}/${id}/${site.buildings[0]!.id}`,
      {
        id,
        capitalCost: 1234,
      },
    );
    expect(saved.statusCode).toBe(200);
    const edit = (await site.get(`/api/optimise/scenario/edit/${node()}/${id}`)).json();
    const cost = edit.parameterGroups
      .flatMap((g: { parameters: { property: string; value: unknown }[] }) => g.parameters)
      .find((p: { property: string }) => p.property === 'capitalCost');
    expect(cost.value).toBe(1234);
    const negative = await site.post(
      `/api/optimise/scenario/edit/${site.siteId}/${id}/${site.buildings[0]!.id}`,
      { id, capitalCost: -5 },
    );
    expect(negative.statusCode).toBe(400);
  });

  it('implements a scenario: it moves from recommended to completed and its results still answer', async () => {
    const before = await scenarioSet();
    const scenario = before.recommendedScenarios.at(-1)!;
    const done = await site.post(
      `/api/optimise/scenario/implement/${node()}/${scenario.id}`,
      scenario as unknown as Record<string, unknown>,
    );
    expect(done.statusCode).toBe(200);
    const after = await scenarioSet();
    expect(after.recommendedScenarios.map((s) => s.id)).not.toContain(scenario.id);
    expect(after.completedScenarios.map((s) => s.id)).toEqual([scenario.id]);
    // The Completed tab's results still answer for it (analysis §2.3).
    const potential = await site.get(
      `/api/optimise/scenario/potential/${node()}?timespan=YEARLY&selectedScenarios=${scenario.id}`,
    );
    expect(potential.statusCode).toBe(200);
    const engine = evaluateScenarios(buildingFactsOf(site.buildings[0]!), [{ id: scenario.id }]);
    expect(potential.json().totalSavings.value).toBeCloseTo(engine.totalSavings.value, 6);
  });
});

const putSelection = (ids: string[], token = site.aliceToken) =>
  built.app.inject({
    method: 'PUT',
    url: `/api/optimise/scenario/selection/${node()}`,
    payload: { selectedScenarios: ids },
    headers: { authorization: `Bearer ${token}` },
  });
const toggledIds = async () =>
  (
    (await site.get(`/api/optimise/scenario/list/${node()}`)).json() as {
      recommendedScenarios: (ScenarioBody & { toggled: boolean })[];
    }
  ).recommendedScenarios
    .filter((s) => s.toggled)
    .map((s) => s.id);

describe("the user's scenario selection (analysis §4.1 'previously selected')", () => {
  it('answers the stored selection as toggled, and a new selection replaces it', async () => {
    const [first, second] = await operationalPair();
    expect((await putSelection([first, second])).statusCode).toBe(200);
    expect((await toggledIds()).sort()).toEqual([first, second].sort());
    expect((await putSelection([second])).statusCode).toBe(200);
    expect(await toggledIds()).toEqual([second]);
    expect((await putSelection([])).statusCode).toBe(200);
    expect(await toggledIds()).toEqual([]);
  });

  it('refuses an id that is not a scenario of the building with 400', async () => {
    const response = await putSelection(['no-such-scenario']);
    expect(response.statusCode).toBe(400);
    expect(await toggledIds()).toEqual([]);
  });

  it("refuses another user's selection change with 404 and keeps the owner's", async () => {
    const [first] = await operationalPair();
    await putSelection([first]);
    expect((await putSelection([], site.bobToken)).statusCode).toBe(404);
    expect(await toggledIds()).toEqual([first]);
    await putSelection([]);
  });

  it("refuses a change on a demo site with the spec's text", async () => {
    const { db } = built.database;
    await db.updateTable('sites').set({ demo: true }).where('id', '=', site.siteId).execute();
    try {
      const response = await putSelection([]);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(parameterMessages.demoReadOnly);
    } finally {
      await db.updateTable('sites').set({ demo: false }).where('id', '=', site.siteId).execute();
    }
  });
});

describe('access to Optimise scenarios', () => {
  it("refuses another user's site: reads and changes answer 404", async () => {
    const { recommendedScenarios } = await scenarioSet();
    const scenario = recommendedScenarios[0]!;
    for (const url of [
      `/api/optimise/scenario/list/${node()}`,
      `/api/optimise/improvement/overview/${node()}`,
      `/api/optimise/scenario/timeline/${node()}?mode=day&date=2026-11-18&selectedScenarios=`,
    ])
      expect((await site.get(url, site.bobToken)).statusCode).toBe(404);
    const implement = await site.post(
      `/api/optimise/scenario/implement/${node()}/${scenario.id}`,
      scenario as unknown as Record<string, unknown>,
      site.bobToken,
    );
    expect(implement.statusCode).toBe(404);
    expect((await scenarioSet()).recommendedScenarios.map((s) => s.id)).toContain(scenario.id);
  });

  it('answers 404 with the reason for a Predict site on the Optimise routes', async () => {
    const response = await predict.get(
      `/api/optimise/scenario/list/${predict.siteId}/${predict.buildings[0]!.id}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This is not an Optimise site.');
  });
});
