import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { accountFixture, siteFixture } from './support/fixtures';
import { pngImage } from './support/images';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { providerToken } from './support/tokens';

let databases: TestDatabases;
let built: BuiltApp;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wattwise-site-management-'));

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), { env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

const db = () => built.database.db;
const auth = async (sub: string) => ({
  authorization: `Bearer ${await providerToken(db(), { sub })}`,
});
const blobs = () => built.app.registration.blobs;

/** A site with a spatial node, a meter with a reading, an event, a model run and blobs. */
async function fullSite(owner: string, name: string) {
  const siteId = await siteFixture(db(), owner, { name });
  const building = await db()
    .selectFrom('buildings')
    .select('id')
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  const certificate = await blobs().put('epc-certificates', Buffer.from('%PDF-1.4 cert'), 'pdf');
  await db()
    .updateTable('buildings')
    .set({ epc_certificate_blob: certificate })
    .where('id', '=', building.id)
    .execute();
  await db()
    .insertInto('spatial_nodes')
    .values({
      id: randomUUID(),
      site_id: siteId,
      building_id: building.id,
      path: building.id,
      parent_path: null,
      type: 'BUILDING',
      name,
      space_type: null,
      geometry: null,
      centre: null,
      rotation: null,
      scale: null,
      asset_glb: null,
      asset_jpg: null,
      asset_frag: null,
      data_frequency: null,
      last_metering_at: null,
    })
    .execute();
  const meterId = randomUUID();
  await db()
    .insertInto('meters')
    .values({
      id: meterId,
      site_id: siteId,
      node_path: building.id,
      fuel: 'ELECTRICITY',
      number: '1200012345678',
      supplier: null,
      consent_at: null,
    })
    .execute();
  await db()
    .insertInto('interval_readings')
    .values({ meter_id: meterId, start_at: new Date('2026-01-01T00:00:00Z'), kwh: 1.5 })
    .execute();
  const eventId = randomUUID();
  await db()
    .insertInto('events')
    .values({
      id: eventId,
      site_id: siteId,
      path: building.id,
      name: 'Model',
      description: 'Modelling the building',
      type: 'MODEL',
      status: 'COMPLETE',
      error: null,
    })
    .execute();
  await db()
    .insertInto('model_runs')
    .values({
      id: randomUUID(),
      site_id: siteId,
      building_id: building.id,
      event_id: eventId,
      status: 'COMPLETE',
      input_hash: 'x',
      engine_version: 'test',
      results: JSON.stringify({}),
      error: null,
      started_at: null,
      finished_at: null,
    })
    .execute();
  return { siteId, buildingId: building.id, meterId, certificate };
}

async function rowsUnder(siteId: string, meterId: string) {
  const count = async (
    table: 'buildings' | 'spatial_nodes' | 'meters' | 'events' | 'model_runs' | 'site_permissions',
  ) =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('site_id', '=', siteId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const readings = await db()
    .selectFrom('interval_readings')
    .select('meter_id')
    .where('meter_id', '=', meterId)
    .execute();
  const site = await db().selectFrom('sites').select('id').where('id', '=', siteId).execute();
  return {
    sites: site.length,
    buildings: await count('buildings'),
    spatialNodes: await count('spatial_nodes'),
    meters: await count('meters'),
    readings: readings.length,
    events: await count('events'),
    modelRuns: await count('model_runs'),
    permissions: await count('site_permissions'),
  };
}

describe('delete site (shell §4, §7)', () => {
  it('removes the site and everything under it for its owner; the site list no longer has it', async () => {
    const alice = await accountFixture(db(), `alice-${randomUUID()}@example.com`);
    const { siteId, meterId, certificate } = await fullSite(alice, 'Alice Library');
    const logo = await built.app.inject({
      method: 'POST',
      url: `/api/user/site/logo/${siteId}`,
      headers: { ...(await auth(alice)), 'content-type': 'application/octet-stream' },
      payload: pngImage(302, 140),
    });
    expect(logo.statusCode).toBe(200);
    const { logo_blob: logoKey } = await db()
      .selectFrom('sites')
      .select('logo_blob')
      .where('id', '=', siteId)
      .executeTakeFirstOrThrow();
    expect(await blobs().get(logoKey!)).toBeDefined();

    const response = await built.app.inject({
      method: 'DELETE',
      url: `/api/user/site/delete/${siteId}`,
      headers: await auth(alice),
    });
    expect(response.statusCode).toBe(200);
    expect(await rowsUnder(siteId, meterId)).toEqual({
      sites: 0,
      buildings: 0,
      spatialNodes: 0,
      meters: 0,
      readings: 0,
      events: 0,
      modelRuns: 0,
      permissions: 0,
    });
    expect(await blobs().get(certificate)).toBeUndefined();
    expect(await blobs().get(logoKey!)).toBeUndefined();
    const list = await built.app.inject({
      method: 'GET',
      url: '/api/user/site/list',
      headers: await auth(alice),
    });
    expect(list.json()).toEqual([]);
    // Deleting again is a failure the web reports (non-200).
    const again = await built.app.inject({
      method: 'DELETE',
      url: `/api/user/site/delete/${siteId}`,
      headers: await auth(alice),
    });
    expect(again.statusCode).toBe(404);
  });

  it("refuses another user's site (404) and a demo site (403), and changes nothing", async () => {
    const alice = await accountFixture(db(), `alice-${randomUUID()}@example.com`);
    const mallory = await accountFixture(db(), `mallory-${randomUUID()}@example.com`);
    const { siteId, meterId } = await fullSite(alice, 'Alice Depot');
    const before = await rowsUnder(siteId, meterId);
    const foreign = await built.app.inject({
      method: 'DELETE',
      url: `/api/user/site/delete/${siteId}`,
      headers: await auth(mallory),
    });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await built.app.inject({
      method: 'DELETE',
      url: `/api/user/site/delete/${siteId}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowsUnder(siteId, meterId)).toEqual(before);

    await db().updateTable('sites').set({ demo: true }).where('id', '=', siteId).execute();
    for (const caller of [mallory, alice]) {
      const demo = await built.app.inject({
        method: 'DELETE',
        url: `/api/user/site/delete/${siteId}`,
        headers: await auth(caller),
      });
      expect(demo.statusCode).toBe(403);
      expect(demo.json().message).toBe(
        'This is a demonstration site and building properties cannot be changed.',
      );
    }
    expect(await rowsUnder(siteId, meterId)).toEqual(before);
  });
});
