import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { buildingFactsOf } from '../src/areas/registration/buildingFacts';
import { ENGINE_VERSION, modelBuilding } from '../src/areas/registration/modelResults';
import { refreshSiteSummary } from '../src/areas/registration/modelRuns';
import { pdfText } from '../../../scripts/pdfText.mjs';
import { accountFixture, siteFixture } from './support/fixtures';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { providerToken } from './support/tokens';

let databases: TestDatabases;
let built: BuiltApp;
const db = () => built.database.db;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next());
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

/** Stores a real engine run for every building of the site, as the model-building job does. */
async function modelSite(siteId: string, engineVersion = ENGINE_VERSION) {
  // The fixture leaves the building's own type empty; the site's type is an office.
  await db()
    .updateTable('buildings')
    .set({ building_type: 'GENERAL_OFFICE' })
    .where('site_id', '=', siteId)
    .execute();
  const buildings = await db()
    .selectFrom('buildings')
    .selectAll()
    .where('site_id', '=', siteId)
    .execute();
  for (const building of buildings) {
    const results = modelBuilding(buildingFactsOf(building));
    await db()
      .insertInto('model_runs')
      .values({
        id: randomUUID(),
        site_id: siteId,
        building_id: building.id,
        event_id: null,
        status: 'COMPLETE',
        input_hash: 'test',
        engine_version: engineVersion,
        results: JSON.stringify(results),
        error: null,
        started_at: new Date(),
        finished_at: new Date(),
      })
      .execute();
  }
  await refreshSiteSummary(db(), siteId);
}

async function owner(name: string) {
  const account = await accountFixture(db(), `${name}-${randomUUID()}@example.com`);
  return {
    account,
    headers: { authorization: `Bearer ${await providerToken(db(), { sub: account })}` },
  };
}

describe('PDF report (shell §4, §6)', () => {
  it('makes the report of a paid Predict site from its stored results: name, EPC band, figures, scenarios, a vector chart', async () => {
    const alice = await owner('alice');
    const siteId = await siteFixture(db(), alice.account, { name: 'Alice Community Centre' });
    await db().updateTable('sites').set({ paid: true }).where('id', '=', siteId).execute();
    await modelSite(siteId);
    const run = await db()
      .selectFrom('model_runs')
      .select('results')
      .where('site_id', '=', siteId)
      .executeTakeFirstOrThrow();
    const stored = run.results as unknown as {
      estimate: { epc: { band: string } };
      scenarios: {
        title: string;
        costGbp: number;
        annualSavingGbp: number;
        payback: { state: string; lifetimeYears: number };
      }[];
      plan: { measureIds: string[] } | null;
    };

    const response = await built.app.inject({
      method: 'GET',
      url: `/api/predict/${siteId}/pdf`,
      headers: alice.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Alice Community Centre');
    expect(text).toContain(`EPC band: ${stored.estimate.epc.band}`);
    expect(text).toMatch(/Electricity: [\d,.]+ kWh a year \(benchmark [\d,.]+ kWh\)/);
    expect(text).not.toContain('being updated');
    // The recommended plan: its saving with its range, its cost and payback, the EPC with scores.
    expect(stored.plan?.measureIds.length).toBeGreaterThan(0);
    expect(text).toMatch(
      /Recommended plan\n[^£]+\n£[\d,.]+ saved per year \(£[\d,.]+–£[\d,.]+\)\n£[\d,.]+–£[\d,.]+ to install\. Pays back in about \d+ years?/,
    );
    expect(text).toMatch(/\nEPC [A-G]\+? \d+ to [A-G]\+? \d+\n/);
    // Every measure, with its sign, its cost and its payback as a person reads them.
    expect(text).toContain('Improvement measures');
    const lines = text.split(/\n\f?/);
    const figuresOf = (title: string) => {
      const at = lines.indexOf(`• ${title}`);
      expect(at, title).toBeGreaterThan(-1);
      return `${lines[at + 1]}\n${lines[at + 2]}`;
    };
    for (const scenario of stored.scenarios) {
      const figures = figuresOf(scenario.title);
      // An increase never reads as a saving (a small one may round to no change within its range).
      if (scenario.annualSavingGbp < 0)
        expect(figures).toMatch(/^(£[\d,.]+ more per year|No change per year \(from £)/);
      else expect(figures).toMatch(/^(£[\d,.]+ saved per year|No change per year \(from £)/);
      if (scenario.costGbp === 0) expect(figures).toMatch(/\nNo installation cost\.$/);
      else expect(figures).toMatch(/\n£[\d,.]+(–£[\d,.]+)? to install\./);
      if (scenario.payback.state === 'NOT_WITHIN_LIFE')
        expect(figures).toContain(
          `Does not pay back within its ${scenario.payback.lifetimeYears}-year life.`,
        );
    }
    expect(stored.scenarios.some((s) => figuresOf(s.title).match(/^£[\d,.]+ more per year/))).toBe(
      true,
    );
    expect(stored.scenarios.some((s) => s.costGbp === 0)).toBe(true);
    expect(stored.scenarios.some((s) => s.payback.state === 'NOT_WITHIN_LIFE')).toBe(true);
    // The chart is drawn with vector paths (rectangles filled in the chart colours), not an image.
    const raw = response.rawPayload.toString('latin1');
    expect(raw).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it('says when its figures were made by an earlier engine and are being updated', async () => {
    const alice = await owner('alice');
    const siteId = await siteFixture(db(), alice.account, { name: 'Alice Older Figures' });
    await db().updateTable('sites').set({ paid: true }).where('id', '=', siteId).execute();
    await modelSite(siteId, 'an-earlier-engine');
    const response = await built.app.inject({
      method: 'GET',
      url: `/api/predict/${siteId}/pdf`,
      headers: alice.headers,
    });
    expect(await pdfText(response.rawPayload)).toContain(
      'These figures were made by an earlier version of the energy model and are being updated.',
    );
  });

  it('refuses an unpaid Predict site (403), a Predict site on the Optimise path (403) and another user (404)', async () => {
    const alice = await owner('alice');
    const mallory = await owner('mallory');
    const free = await siteFixture(db(), alice.account, { name: 'Alice Free Site' });
    const unpaid = await built.app.inject({
      method: 'GET',
      url: `/api/predict/${free}/pdf`,
      headers: alice.headers,
    });
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json().message).toBe(
      'The PDF report is available for Predict Premium sites only.',
    );
    await db().updateTable('sites').set({ paid: true }).where('id', '=', free).execute();
    const foreign = await built.app.inject({
      method: 'GET',
      url: `/api/predict/${free}/pdf`,
      headers: mallory.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const wrongProduct = await built.app.inject({
      method: 'GET',
      url: `/api/optimise/${free}/pdf`,
      headers: alice.headers,
    });
    expect(wrongProduct.statusCode).toBe(403);
  });

  it('makes the report of an Optimise site on its own path', async () => {
    const alice = await owner('alice');
    const siteId = await siteFixture(db(), alice.account, {
      name: 'Alice Optimise Works',
      product: 'OPTIMISE',
    });
    await modelSite(siteId);
    const response = await built.app.inject({
      method: 'GET',
      url: `/api/optimise/${siteId}/pdf`,
      headers: alice.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(await pdfText(response.rawPayload)).toContain('Alice Optimise Works');
  });
});
