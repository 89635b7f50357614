import { parameterMessages } from '@wattwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { accountFixture, siteFixture } from './support/fixtures';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { providerToken } from './support/tokens';

let databases: TestDatabases;
let built: BuiltApp;
let world: Awaited<ReturnType<typeof setUp>>;

// One server for the file: these tests only read (site-scoped calls use the logo, which reads).
beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next());
  world = await setUp();
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

async function setUp() {
  const { db } = built.database;
  const alice = await accountFixture(db, 'alice@example.com');
  const bob = await accountFixture(db, 'bob@example.com');
  const aliceOld = await siteFixture(db, alice, {
    name: 'Alice Old Office',
    energyUsage: 'HIGH',
    createdAt: new Date('2025-01-01T00:00:00Z'),
  });
  const aliceNew = await siteFixture(db, alice, {
    name: 'Alice New Office',
    product: 'OPTIMISE',
    energyUsage: 'LOW',
    createdAt: new Date('2026-01-01T00:00:00Z'),
    centre: [-0.1337, 51.5246],
  });
  const bobSite = await siteFixture(db, bob, { name: 'Bob Warehouse' });
  const auth = async (sub: string) => ({
    authorization: `Bearer ${await providerToken(db, { sub })}`,
  });
  return { alice, bob, aliceOld, aliceNew, bobSite, auth };
}

describe("one user's sites are never another's", () => {
  it('lists only the caller’s sites in list, stubs, default site and map summary', async () => {
    const { alice, bob, aliceOld, aliceNew, bobSite, auth } = world;
    const get = async (url: string, sub: string) =>
      built.app.inject({ method: 'GET', url, headers: await auth(sub) });

    const aliceList = (await get('/api/user/site/list', alice)).json();
    expect(aliceList.map((s: { siteId: string }) => s.siteId).sort()).toEqual(
      [aliceOld, aliceNew].sort(),
    );
    expect(aliceList[0]).toMatchObject({ permissions: ['OWNER'], sandbox: true });
    const bobList = (await get('/api/user/site/list', bob)).json();
    expect(bobList.map((s: { siteId: string }) => s.siteId)).toEqual([bobSite]);

    const bobStubs = (await get('/api/user/site/stubs', bob)).json();
    expect(bobStubs).toEqual([
      {
        id: bobSite,
        name: 'Bob Warehouse',
        product: 'PREDICT',
        paid: false,
        permissions: ['OWNER'],
        summaryData: null,
        sandbox: true,
      },
    ]);
    const aliceStubs = (await get('/api/user/site/stubs', alice)).json();
    expect(aliceStubs.map((s: { id: string }) => s.id)).not.toContain(bobSite);

    // The default site is the caller's most recent one.
    const aliceDefault = await get('/api/user/site', alice);
    expect(aliceDefault.json()).toMatchObject({
      siteId: aliceNew,
      buildingName: 'Alice New Office',
    });
    expect((await get('/api/user/site', bob)).json()).toMatchObject({ siteId: bobSite });

    const aliceMap = (await get('/api/user/mapsummary', alice)).json();
    expect(aliceMap.data.map((pin: { siteId: string }) => pin.siteId).sort()).toEqual(
      [aliceOld, aliceNew].sort(),
    );
    expect((await get('/api/user/mapsummary', bob)).json().data).toHaveLength(1);
  });

  it('filters the map summary with AND and returns the site centre', async () => {
    const { alice, aliceNew, auth } = world;
    const response = await built.app.inject({
      method: 'GET',
      url: '/api/user/mapsummary?product=OPTIMISE&energyUsage=LOW',
      headers: await auth(alice),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          siteId: aliceNew,
          buildingName: 'Alice New Office',
          buildingType: 'GENERAL_OFFICE',
          product: 'OPTIMISE',
          centreCoordinate: [-0.1337, 51.5246],
          energyCost: 'OK',
          energyUsage: 'LOW',
          energyCarbon: 'LOW',
        },
      ],
    });
    const none = await built.app.inject({
      method: 'GET',
      url: '/api/user/mapsummary?product=OPTIMISE&energyUsage=HIGH',
      headers: await auth(alice),
    });
    expect(none.json()).toEqual({ data: [] });
  });

  it('answers 404 for the default site of a user with no sites', async () => {
    const { db } = built.database;
    const carol = await accountFixture(db, 'carol@example.com');
    const response = await built.app.inject({
      method: 'GET',
      url: '/api/user/site',
      headers: { authorization: `Bearer ${await providerToken(db, { sub: carol })}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found' });
  });

  it("hides another user's site on site-scoped routes (404) and reaches the route for the owner", async () => {
    const { alice, bobSite, aliceOld, auth } = world;
    const foreign = await built.app.inject({
      method: 'GET',
      url: `/api/user/site/logo/${bobSite}`,
      headers: await auth(alice),
    });
    expect(foreign.statusCode).toBe(404);
    const own = await built.app.inject({
      method: 'GET',
      url: `/api/user/site/logo/${aliceOld}`,
      headers: await auth(alice),
    });
    // The owner reaches the route: no logo yet, so 204 (spec shell §7).
    expect(own.statusCode).toBe(204);
  });

  it('lets every signed-in user reach a demo site (spec shell §6), without listing it as theirs', async () => {
    const { alice, bob, auth } = world;
    const { db } = built.database;
    const demoId = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeee-demo';
    await db
      .insertInto('sites')
      .values({
        id: demoId,
        name: 'Demo Museum',
        product: 'SIMPLE_PREDICT',
        paid: false,
        building_type: 'GENERAL_OFFICE',
        demo: true,
        sandbox: true,
        summary: JSON.stringify({ energyUsage: 'OK', energyCost: 'OK', energyCarbon: 'OK' }),
        last_metering_at: null,
      })
      .execute();
    await db
      .insertInto('site_permissions')
      .values({ site_id: demoId, account_id: bob, permission: 'OWNER' })
      .execute();
    const response = await built.app.inject({
      method: 'DELETE',
      url: `/api/user/site/delete/${demoId}`,
      headers: await auth(alice),
    });
    // Writes to a demo site are refused for everyone.
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(parameterMessages.demoReadOnly);
    const aliceList = await built.app.inject({
      method: 'GET',
      url: '/api/user/site/list',
      headers: await auth(alice),
    });
    expect(aliceList.json().map((s: { siteId: string }) => s.siteId)).not.toContain(demoId);
  });

  it('rejects a request that does not match the contract with 400 and the issues', async () => {
    const { alice, auth } = world;
    const response = await built.app.inject({
      method: 'GET',
      url: '/api/user/mapsummary?energyUsage=PURPLE',
      headers: await auth(alice),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('Bad Request');
    expect(body.issues[0].path).toBe('energyUsage');
  });
});
