import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { serverPackageDir } from '../src/config';
import { storeNodeAsset } from '../src/areas/spatial/nodeAssets';
import { heightOfTerrainRgb, terrainRgb } from '../src/areas/map/elevationTile';
import { accountFixture } from './support/fixtures';
import { register, sitePayload } from './support/registrationPayload';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { providerToken } from './support/tokens';

/**
 * Viewer blobs per spatial node (analysis §2.10, §7.6): the frag model and the 360 photo, with
 * the token in the header or the query, only for callers who may see the site; a node without
 * one answers 404. And the flat terrain tile of the embedded default (analysis §7.5).
 */
const viewerDir = path.join(serverPackageDir, 'data/optimise-demo/viewer');
const frag = readFileSync(path.join(viewerDir, 'school-model.frag'));
const photo = readFileSync(path.join(viewerDir, 'plant-room-360.jpg'));

let databases: TestDatabases;
let built: BuiltApp;
let aliceToken: string;
let bobToken: string;
let siteId: string;
let buildingPath: string;
let floorPath: string;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), {
    jobs: false,
    env: { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'wattwise-viewer-')) },
  });
  const { db } = built.database;
  const alice = await accountFixture(db, 'alice@example.com');
  const bob = await accountFixture(db, 'bob@example.com');
  aliceToken = await providerToken(db, { sub: alice, email: 'alice@example.com' });
  bobToken = await providerToken(db, { sub: bob, email: 'bob@example.com' });
  siteId = (await register(built, sitePayload(), aliceToken)).json().siteId as string;
  const nodes = await db
    .selectFrom('spatial_nodes')
    .select(['path', 'type'])
    .where('site_id', '=', siteId)
    .execute();
  buildingPath = nodes.find((node) => node.type === 'BUILDING')!.path;
  floorPath = nodes.find((node) => node.type === 'FLOOR')!.path;
  const blobs = built.app.registration.blobs;
  for (const [kind, bytes] of [
    ['frag', frag],
    ['jpg', photo],
  ] as const) {
    expect(await storeNodeAsset(db, blobs, { siteId, path: buildingPath, kind, bytes })).toBe(true);
  }
}, 120_000);
afterAll(async () => {
  await built?.app.close();
  await databases?.dispose();
});

const get = (url: string, token?: string) =>
  built.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('frag and jpg blobs per node', () => {
  it('serves the owner the node’s model and photo, the token in the header or the query', async () => {
    const model = await get(`/api/blob/${siteId}/frag/${buildingPath}`, aliceToken);
    expect(model.statusCode).toBe(200);
    expect(model.rawPayload.equals(frag)).toBe(true);
    const picture = await get(`/api/blob/${siteId}/jpg/${buildingPath}?token=${aliceToken}`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.rawPayload.equals(photo)).toBe(true);
  });

  it('names the assets in the spatial tree, without the blob keys', async () => {
    const tree = await get(`/api/spatialstructure/${siteId}`, aliceToken);
    const building = (tree.json() as { path: string; assets: Record<string, string | null> }[])[0]!;
    expect(building.assets).toMatchObject({
      frag: `${buildingPath}.frag`,
      jpg: `${buildingPath}.jpg`,
    });
  });

  it('answers 404 for a node without a model or photo', async () => {
    expect((await get(`/api/blob/${siteId}/frag/${floorPath}`, aliceToken)).statusCode).toBe(404);
    expect((await get(`/api/blob/${siteId}/jpg/no-such-node?token=${aliceToken}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses anyone else: no token 401, another user 404 (header or query)', async () => {
    expect((await get(`/api/blob/${siteId}/frag/${buildingPath}`)).statusCode).toBe(401);
    expect((await get(`/api/blob/${siteId}/frag/${buildingPath}`, bobToken)).statusCode).toBe(404);
    expect(
      (await get(`/api/blob/${siteId}/jpg/${buildingPath}?token=${bobToken}`)).statusCode,
    ).toBe(404);
    expect((await get(`/api/blob/${siteId}/jpg/${buildingPath}?token=forged`)).statusCode).toBe(
      401,
    );
  });
});

describe('the elevation tile', () => {
  it('is a flat terrain-RGB PNG at 0 m, labelled as such, for any tile', async () => {
    const tile = await get('/api/elevation/16/32742/21784');
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/png');
    expect(tile.headers['x-elevation-source']).toMatch(/^flat/);
    expect(tile.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(tile.rawPayload.readUInt32BE(16)).toBe(256);
    expect(heightOfTerrainRgb(terrainRgb(0))).toBeCloseTo(0, 6);
    expect(terrainRgb(0)).toEqual([1, 134, 160]);
    expect((await get('/api/elevation/23/0/0')).statusCode).toBe(400);
  });
});
