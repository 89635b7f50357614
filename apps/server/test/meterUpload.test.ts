import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { accountFixture } from './support/fixtures';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { providerToken } from './support/tokens';
import { register, sitePayload, waitForModelRuns } from './support/registrationPayload';

let databases: TestDatabases;
let built: BuiltApp;

beforeAll(async () => {
  databases = await createTestDatabases();
});
afterEach(async () => {
  await built?.app.close();
});
afterAll(async () => {
  await databases.dispose();
});

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
/** OpenEEmeter UK sample 1, first 1,499 half-hours (test/fixtures/SOURCE.md). */
const EEMETER_SAMPLE = 'eemeter-uk-hourly-sample-1-head.csv';
/** Energy Sparks, start_local,kwh over the October 2013 clock change (test/fixtures/SOURCE.md). */
const DAY_ROWS_SAMPLE = 'castle-primary-keynsham-electricity-2013-10-clock-change.csv';

async function ownedSite() {
  built = await testApp(await databases.next(), {
    env: {
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'wattwise-upload-')),
      JOB_RETRY_LIMIT: '1',
      JOB_POLL_SECONDS: '0.5',
    },
  });
  const { db } = built.database;
  const alice = await accountFixture(db, 'alice@example.com');
  const token = await providerToken(db, { sub: alice, email: 'alice@example.com' });
  const siteId = (await register(built, sitePayload(), token)).json().siteId as string;
  await waitForModelRuns(built, siteId);
  const building = await db
    .selectFrom('spatial_nodes')
    .select('path')
    .where('site_id', '=', siteId)
    .where('type', '=', 'BUILDING')
    .executeTakeFirstOrThrow();
  return { siteId, path: building.path, token };
}

function upload(siteId: string, nodePath: string, token: string, body: Buffer, type = 'text/csv') {
  return built.app.inject({
    method: 'POST',
    url: `/api/data/meterdata/${siteId}/${encodeURIComponent(nodePath)}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    payload: body,
  });
}

async function finishedEvent(id: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const event = await built.database.db
      .selectFrom('events')
      .selectAll()
      .where('id', '=', id)
      .where('status', 'in', ['COMPLETE', 'FAILED'])
      .executeTakeFirst();
    if (event) return event;
    if (Date.now() > deadline) throw new Error('The ingestion did not finish');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('meter data upload (CSV)', () => {
  it('stores a shared meter sample with its quality report', async () => {
    const { siteId, path: nodePath, token } = await ownedSite();
    const response = await upload(siteId, nodePath, token, fixture(EEMETER_SAMPLE));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.quality).toMatchObject({
      layout: 'timestamp-value',
      intervalMinutes: 30,
      first: '2012-10-11T23:30:00.000Z',
    });
    // 1,499 rows; a repeated start (the October clock change) is reported and kept once.
    expect(answer.quality.readings + answer.quality.duplicates.count).toBe(1499);
    expect(answer.quality.clockChangeDays).toContainEqual(
      expect.objectContaining({ date: '2012-10-28', expectedHalfHours: 50 }),
    );

    const event = await finishedEvent(answer.eventId);
    expect(event.status, event.error ?? '').toBe('COMPLETE');
    expect(event.type).toBe('DATA_INGESTION');
    expect(event.quality_report).toEqual(answer.quality);
    const readings = await built.database.db
      .selectFrom('interval_readings')
      .select(['start_at', 'kwh', 'quality'])
      .where('meter_id', '=', answer.meterId)
      .orderBy('start_at')
      .execute();
    expect(readings).toHaveLength(answer.quality.readings);
    expect(readings[0]!.start_at.toISOString()).toBe('2012-10-11T23:30:00.000Z');
    expect(readings.every((r) => r.quality !== 'SANDBOX')).toBe(true);
    const meter = await built.database.db
      .selectFrom('meters')
      .selectAll()
      .where('id', '=', answer.meterId)
      .executeTakeFirstOrThrow();
    expect(meter).toMatchObject({ site_id: siteId, node_path: nodePath, sandbox: false });
  });

  it('reports the hour a clock-change day folded into 48 half-hours misses, once (octet-stream)', async () => {
    const { siteId, path: nodePath, token } = await ownedSite();
    const response = await upload(
      siteId,
      nodePath,
      token,
      fixture(DAY_ROWS_SAMPLE),
      'application/octet-stream',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().quality).toMatchObject({
      layout: 'timestamp-value',
      // The repeated hour's second pass is a gap; the day is not reported again as too short.
      gaps: { count: 1, missingReadings: 2 },
      clockChangeDays: [{ date: '2013-10-27', expectedHalfHours: 50, foundHalfHours: 48 }],
      irregularDays: [],
    });
    const event = await finishedEvent(response.json().eventId);
    expect(event.status, event.error ?? '').toBe('COMPLETE');
  });

  it('refuses a file no layout fits with the reason, and stores nothing', async () => {
    const { siteId, path: nodePath, token } = await ownedSite();
    const response = await upload(siteId, nodePath, token, Buffer.from('hello,world\nfoo,bar\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Expected a time column/);
    const { db } = built.database;
    expect(await db.selectFrom('meters').selectAll().execute()).toEqual([]);
    const ingestions = await db
      .selectFrom('events')
      .selectAll()
      .where('type', '=', 'DATA_INGESTION')
      .execute();
    expect(ingestions).toEqual([]);
  });

  it('lets only the owner upload', async () => {
    const { siteId, path: nodePath } = await ownedSite();
    const { db } = built.database;
    const bob = await accountFixture(db, 'bob@example.com');
    const bobToken = await providerToken(db, { sub: bob, email: 'bob@example.com' });
    const response = await upload(siteId, nodePath, bobToken, fixture(EEMETER_SAMPLE));
    expect([403, 404]).toContain(response.statusCode);
    expect(await db.selectFrom('meters').selectAll().execute()).toEqual([]);
  });
});
