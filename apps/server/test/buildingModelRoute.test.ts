import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { readGlb } from '../src/areas/spatial/glbWriter';
import { accountFixture, siteFixture } from './support/fixtures';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { providerToken } from './support/tokens';

let databases: TestDatabases;
let built: BuiltApp;
let world: { aliceSite: string; aliceBuilding: string; aliceToken: string; bobToken: string };

/** Conway Hall's footprint, roughly, counter-clockwise. */
const outline = [
  [-0.1192, 51.5198],
  [-0.1189, 51.5198],
  [-0.1189, 51.52],
  [-0.1192, 51.52],
  [-0.1192, 51.5198],
];

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next());
  const { db } = built.database;
  const alice = await accountFixture(db, 'alice@example.com');
  const bob = await accountFixture(db, 'bob@example.com');
  const aliceSite = await siteFixture(db, alice, { name: 'Conway Hall' });
  await siteFixture(db, bob, { name: 'Bob Warehouse' });
  await db
    .updateTable('buildings')
    .set({ outline: JSON.stringify({ type: 'Polygon', coordinates: [outline] }), floors: 3 })
    .where('site_id', '=', aliceSite)
    .execute();
  const building = await db
    .selectFrom('buildings')
    .select('id')
    .where('site_id', '=', aliceSite)
    .executeTakeFirstOrThrow();
  world = {
    aliceSite,
    aliceBuilding: building.id,
    aliceToken: await providerToken(db, { sub: alice }),
    bobToken: await providerToken(db, { sub: bob }),
  };
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  built.app.inject({ method: 'GET', url, headers });

describe('glb of a building', () => {
  it('serves the outline extruded 4 m per floor, with the token in the query', async () => {
    const { aliceSite, aliceBuilding, aliceToken } = world;
    const response = await get(
      `/api/blob/${aliceSite}/glb/${aliceBuilding}.glb?token=${aliceToken}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('model/gltf-binary');
    const { json } = readGlb(response.rawPayload);
    const [position] = json.accessors as { max: number[]; min: number[] }[];
    expect(position!.max[1]).toBe(12);
    expect(position!.max[0]! - position!.min[0]!).toBeCloseTo(20.8, 0);
  });

  it('serves the same with the token in the Authorization header, and site.glb', async () => {
    const { aliceSite, aliceToken } = world;
    const response = await get(`/api/blob/${aliceSite}/glb/site.glb`, {
      authorization: `Bearer ${aliceToken}`,
    });
    expect(response.statusCode).toBe(200);
    expect(readGlb(response.rawPayload).json.meshes).toHaveLength(1);
  });

  it("never serves another user's model, by header or by query", async () => {
    const { aliceSite, aliceBuilding, bobToken } = world;
    const url = `/api/blob/${aliceSite}/glb/${aliceBuilding}.glb`;
    const byQuery = await get(`${url}?token=${bobToken}`);
    expect(byQuery.statusCode).toBe(404);
    expect(byQuery.headers['content-type']).not.toBe('model/gltf-binary');
    expect((await get(url, { authorization: `Bearer ${bobToken}` })).statusCode).toBe(404);
  });

  it('answers 401 without a token or with a bad one, 404 for an unknown name', async () => {
    const { aliceSite, aliceToken } = world;
    expect((await get(`/api/blob/${aliceSite}/glb/site.glb`)).statusCode).toBe(401);
    expect((await get(`/api/blob/${aliceSite}/glb/site.glb?token=not-a-token`)).statusCode).toBe(
      401,
    );
    expect(
      (await get(`/api/blob/${aliceSite}/glb/nothing.glb?token=${aliceToken}`)).statusCode,
    ).toBe(404);
  });

  it('accepts a token in the query only on blob routes', async () => {
    const response = await get(`/api/user/site/list?token=${world.aliceToken}`);
    expect(response.statusCode).toBe(401);
  });
});
