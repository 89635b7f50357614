import { isDemoSite } from '@wattwise/domain';
import { BUILDING_TYPES } from '@wattwise/energy-model';
import { siteLights, type LightFigures } from '@wattwise/energy-model';
import { latestModelRuns } from '../src/areas/registration/modelRuns';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { seedDatabase } from '../src/seed/seed';
import { METERED_DEMO_SITE_ID } from '../src/seed/seedMeteredSite';
import { DEMO_ACCOUNT_EMAIL } from '../src/seed/seedSites';
import { authenticate } from '../src/platform/identity/accounts';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { providerToken } from './support/tokens';

let databases: TestDatabases;
let built: BuiltApp;

beforeAll(async () => {
  databases = await createTestDatabases();
});
afterAll(async () => {
  await databases.dispose();
});
afterEach(async () => {
  await built?.app.close();
});

describe('the first-start seed', () => {
  it('creates the demo account with sites of every product on real outlines, once', async () => {
    built = await testApp(await databases.next(), { seed: true });
    const { db } = built.database;
    expect(built.seed).toEqual({ seeded: true, demoEmail: DEMO_ACCOUNT_EMAIL });
    const demo = await authenticate(db, DEMO_ACCOUNT_EMAIL, 'wattwise-demo');
    expect(demo).toBeDefined();

    const again = await seedDatabase(db, { demoPassword: 'something-else' });
    expect(again.seeded).toBe(false);
    const accounts = await db.selectFrom('accounts').select('id').execute();
    const sites = await db.selectFrom('sites').select('id').execute();
    expect(accounts).toHaveLength(1);
    expect(sites.length).toBeGreaterThanOrEqual(7);

    const list = await built.app.inject({
      method: 'GET',
      url: '/api/user/site/list',
      headers: { authorization: `Bearer ${await providerToken(db, { sub: demo!.id })}` },
    });
    const summaries = list.json() as Array<{
      siteId: string;
      product: string;
      paid: boolean;
      energyUsage: string;
      sandbox?: boolean;
    }>;
    expect(new Set(summaries.map((s) => s.product))).toEqual(
      new Set(['PREDICT', 'OPTIMISE', 'SIMPLE_PREDICT']),
    );
    expect(summaries.some((s) => s.product === 'PREDICT' && !s.paid)).toBe(true);
    // The lights are the stored engine results of each site's model runs (one number, one source).
    for (const summary of summaries) {
      const runs = await latestModelRuns(db, summary.siteId);
      expect(runs.length, summary.siteId).toBeGreaterThan(0);
      const lights = siteLights(
        runs.map((run) => run.results?.lightFigures as LightFigures | null),
      );
      expect(summary.energyUsage).toBe(lights.energyUsage);
      expect(['LOW', 'OK', 'HIGH']).toContain(summary.energyUsage);
    }
    const events = await db.selectFrom('events').select(['type', 'status']).execute();
    expect(events.length).toBeGreaterThanOrEqual(8);
    expect(events.every((e) => e.status === 'COMPLETE')).toBe(true);
    // Model runs everywhere; ingestion and calibration only on the site with real meters.
    expect(new Set(events.map((e) => e.type))).toEqual(
      new Set(['ENERGY_MODEL', 'DATA_INGESTION', 'AUTOML_GENERATION']),
    );
    expect(summaries.every((s) => s.sandbox === true)).toBe(true);
    const demoSites = summaries.filter((s) => isDemoSite(s.siteId));
    expect(demoSites.length).toBeGreaterThanOrEqual(2);
    expect(demoSites.every((s) => s.siteId.length === 36)).toBe(true);

    const buildings = await db
      .selectFrom('buildings')
      .select(['site_id', 'osm_id', 'name', 'street', 'post_code', 'floor_area', 'floors'])
      .execute();
    // The schools with real meters have no surveyed outline (data/optimise-demo/SOURCE.md).
    expect(
      buildings
        .filter((b) => b.site_id !== METERED_DEMO_SITE_ID)
        .every((b) => b.osm_id?.startsWith('way/')),
    ).toBe(true);
    expect(buildings.every((b) => b.street && b.post_code && b.floor_area > 50)).toBe(true);
    const perSite = new Map<string, number>();
    for (const b of buildings) perSite.set(b.site_id, (perSite.get(b.site_id) ?? 0) + 1);
    expect(Math.max(...perSite.values())).toBeGreaterThan(1);
    // A site's tree tells its buildings apart: 8 and 13 Fitzroy Street are both 'Arup' in OSM.
    const names = buildings.map((b) => `${b.site_id} ${b.name}`);
    expect(new Set(names).size).toBe(names.length);
    expect(buildings.map((b) => b.name)).toEqual(
      expect.arrayContaining(['8 Fitzroy Street', '13 Fitzroy Street']),
    );
    // The estate's compliance table counts an EPC's ten years from its issue: the demo's
    // certificates carry a year (the simple flow asks none), some still valid, some expired.
    const certificates = await db
      .selectFrom('buildings')
      .innerJoin('sites', 'sites.id', 'buildings.site_id')
      .select(['sites.product', 'buildings.epc_year as year'])
      .execute();
    const fullFlow = certificates.filter((c) => c.product !== 'SIMPLE_PREDICT');
    expect(fullFlow.every((c) => typeof c.year === 'number')).toBe(true);
    const thisYear = new Date().getUTCFullYear();
    expect(fullFlow.some((c) => c.year! + 10 <= thisYear)).toBe(true);
    expect(fullFlow.some((c) => c.year! + 10 > thisYear)).toBe(true);
  });

  it("loads the engine's building types, some hidden", async () => {
    built = await testApp(await databases.next(), { seed: true });
    const all = await built.app.inject({
      method: 'GET',
      url: '/api/buildingdata/get-building-types?hidden=true',
    });
    const visible = await built.app.inject({
      method: 'GET',
      url: '/api/buildingdata/get-building-types',
    });
    expect(Object.keys(all.json())).toEqual(BUILDING_TYPES.map((t) => t.key));
    expect(all.json()).toMatchObject({ GENERAL_OFFICE: 'General office' });
    expect(visible.json().COVERED_CAR_PARK).toBeUndefined();
    expect(Object.keys(visible.json()).length).toBeLessThan(BUILDING_TYPES.length);
  });
});
