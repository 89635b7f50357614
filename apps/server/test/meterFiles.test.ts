import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
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

const HALF_HOUR = 30 * 60_000;

/**
 * Half-hours (UTC) from 20 September to 31 October 2025: the clocks went back on the 26th (50 half-hours
 * that UK day), and the six half-hours from 28 October 10:00 are missing. A reading of `marker`
 * kWh sits at the given half-hour, to find it again.
 */
function octoberFile(value = (i: number) => 0.5 + (i % 48) / 100): string {
  const rows = ['start,value'];
  const from = Date.parse('2025-09-20T00:00:00Z');
  const gapFrom = Date.parse('2025-10-28T10:00:00Z');
  for (let t = from, i = 0; t < Date.parse('2025-11-01T00:00:00Z'); t += HALF_HOUR, i++) {
    if (t >= gapFrom && t < gapFrom + 6 * HALF_HOUR) continue;
    rows.push(`${new Date(t).toISOString()},${value(i).toFixed(3)}`);
  }
  return `${rows.join('\n')}\n`;
}

async function ownedSite() {
  built = await testApp(await databases.next(), {
    env: { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'wattwise-files-')), JOB_RETRY_LIMIT: '1' },
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
  return { siteId, nodePath: building.path, token };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

function check(siteId: string, nodePath: string, token: string, csv: string, fuel = 'ELECTRICITY') {
  return built.app.inject({
    method: 'POST',
    url: `/api/data/meterdata/${siteId}/${encodeURIComponent(nodePath)}/check?fuel=${fuel}`,
    headers: { ...auth(token), 'content-type': 'text/csv' },
    payload: csv,
  });
}

function store(siteId: string, nodePath: string, token: string, body: object) {
  return built.app.inject({
    method: 'POST',
    url: `/api/data/meterdata/${siteId}/${encodeURIComponent(nodePath)}/store`,
    headers: auth(token),
    payload: body,
  });
}

const readingsOf = (meterId: string) =>
  built.database.db
    .selectFrom('interval_readings')
    .select(['start_at', 'kwh', 'quality'])
    .where('meter_id', '=', meterId)
    .orderBy('start_at')
    .execute();

describe('meter files: checked first, then stored whole', () => {
  it('reports a file before storing it, then stores it with the answers to its report', async () => {
    const { siteId, nodePath, token } = await ownedSite();
    const checked = await check(siteId, nodePath, token, octoberFile());
    expect(checked.statusCode, checked.body).toBe(200);
    const { uploadId, quality } = checked.json();
    expect(quality).toMatchObject({
      unit: 'kWh',
      intervalMinutes: 30,
      first: '2025-09-20T00:00:00.000Z',
      gaps: { count: 1, missingReadings: 6 },
    });
    expect(quality.clockChangeDays).toEqual([
      { date: '2025-10-26', expectedHalfHours: 50, foundHalfHours: 50 },
    ]);
    // Nothing stored by the check: no reading anywhere on the site.
    const before = await built.database.db
      .selectFrom('interval_readings')
      .innerJoin('meters', 'meters.id', 'interval_readings.meter_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('meters.site_id', '=', siteId)
      .executeTakeFirstOrThrow();
    expect(Number(before.n)).toBe(0);

    // Filling the gap with the meter's own pattern: six FILLED half-hours join the file's.
    const stored = await store(siteId, nodePath, token, {
      uploadId,
      fuel: 'ELECTRICITY',
      choices: { byKind: { gap: 'fix' } },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const answer = stored.json();
    expect(answer.stored).toBe(quality.readings + 6);
    const readings = await readingsOf(answer.meterId);
    expect(readings).toHaveLength(answer.stored);
    expect(readings.filter((r) => r.quality === 'FILLED')).toHaveLength(6);
    const event = await built.database.db
      .selectFrom('events')
      .selectAll()
      .where('id', '=', answer.eventId)
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ type: 'DATA_INGESTION', status: 'COMPLETE' });
    expect((event.quality_report as { gaps: { count: number } }).gaps.count).toBe(1);

    const meters = await built.app.inject({
      method: 'GET',
      url: `/api/data/meterdata/${siteId}`,
      headers: auth(token),
    });
    expect(meters.json()).toContainEqual(
      expect.objectContaining({
        meterId: answer.meterId,
        fuel: 'ELECTRICITY',
        readings: answer.stored,
        first: '2025-09-20T00:00:00.000Z',
      }),
    );
    // Exported back: the file's readings, then the six filled ones, by their UTC start.
    const exported = await built.app.inject({
      method: 'GET',
      url: `/api/data/export/${siteId}/readings`,
      headers: auth(token),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...lines] = exported.body.trim().split('\r\n');
    expect(header).toBe('building,fuel,meter,start_utc,kwh,quality');
    const sent = new Map(
      octoberFile()
        .trim()
        .split('\n')
        .slice(1)
        .map((row) => row.split(',') as [string, string]),
    );
    const back = lines.map((line) => line.split(','));
    expect(back).toHaveLength(answer.stored);
    for (const [, , , start, kwh, how] of back)
      if (how !== 'FILLED') expect(Number(kwh), start).toBe(Number(sent.get(start!)));
    for (const table of ['series', 'plan', 'kpis']) {
      const csv = await built.app.inject({
        method: 'GET',
        url: `/api/data/export/${siteId}/${table}`,
        headers: auth(token),
      });
      expect(csv.statusCode, `${table}: ${csv.body}`).toBe(200);
      expect(csv.body.split('\r\n')[0]).toMatch(/^building,/);
    }
    const series = await built.app.inject({
      method: 'GET',
      url: `/api/data/export/${siteId}/series`,
      headers: auth(token),
    });
    // The twelve months to the last reading (October 2025); October's measured total is the
    // file's October on a UK clock (from 30 September 23:00 UTC) with the six filled half-hours.
    const months = series.body.trim().split('\r\n').slice(1);
    expect(months).toHaveLength(12);
    const october = months.find((line) => line.includes(',2025-10,'))!.split(',');
    const fileOctober = [...sent]
      .filter(([start]) => start >= '2025-09-30T23:00' && start < '2025-11-01T00:00')
      .reduce((sum, [, kwh]) => sum + Number(kwh), 0);
    const filled = back.filter((r) => r[5] === 'FILLED').reduce((sum, r) => sum + Number(r[4]), 0);
    expect(Number(october[2])).toBeCloseTo(fileOctober + filled, 6);

    // The kept file is gone once stored: storing it again is refused.
    const again = await store(siteId, nodePath, token, {
      uploadId,
      fuel: 'ELECTRICITY',
      choices: {},
    });
    expect(again.statusCode).toBe(404);
  });

  it('leaves the meter’s readings as they were when storing fails part-way', async () => {
    const { siteId, nodePath, token } = await ownedSite();
    const first = await check(siteId, nodePath, token, octoberFile());
    const firstStored = await store(siteId, nodePath, token, {
      uploadId: first.json().uploadId,
      fuel: 'ELECTRICITY',
      choices: {},
    });
    expect(firstStored.statusCode, firstStored.body).toBe(200);
    const { meterId } = firstStored.json();
    const before = await readingsOf(meterId);

    // The second file changes every value; its reading of 777.777 kWh (past the first insert of
    // 1,000) makes the database refuse the insert, as a full disk or a lost connection would.
    const db = built.database.db;
    await sql`CREATE FUNCTION refuse_marker() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.kwh = 777.777 THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`.execute(
      db,
    );
    await sql`CREATE TRIGGER refuse_marker BEFORE INSERT OR UPDATE ON interval_readings
      FOR EACH ROW EXECUTE FUNCTION refuse_marker()`.execute(db);
    const second = await check(
      siteId,
      nodePath,
      token,
      octoberFile((i) => (i === 1_500 ? 777.777 : 2 + (i % 48) / 100)),
    );
    expect(second.statusCode, second.body).toBe(200);
    const failed = await store(siteId, nodePath, token, {
      uploadId: second.json().uploadId,
      fuel: 'ELECTRICITY',
      // Kept as read, so the marked reading is stored as it is (a spike accepted).
      choices: { byKind: { spike: 'accept' } },
    });
    expect(failed.statusCode).toBe(500);
    expect(await readingsOf(meterId)).toEqual(before);
    const events = await db
      .selectFrom('events')
      .select('id')
      .where('site_id', '=', siteId)
      .where('type', '=', 'DATA_INGESTION')
      .execute();
    expect(events).toHaveLength(1);
  });

  it('keeps another user out of a site’s meters, files and exports', async () => {
    const { siteId, nodePath, token } = await ownedSite();
    const checked = await check(siteId, nodePath, token, octoberFile());
    const db = built.database.db;
    const bob = await accountFixture(db, 'bob@example.com');
    const bobToken = await providerToken(db, { sub: bob, email: 'bob@example.com' });
    expect((await check(siteId, nodePath, bobToken, octoberFile())).statusCode).toBe(404);
    const stolen = await store(siteId, nodePath, bobToken, {
      uploadId: checked.json().uploadId,
      fuel: 'ELECTRICITY',
      choices: {},
    });
    expect(stolen.statusCode).toBe(404);
    for (const url of [
      `/api/data/meterdata/${siteId}`,
      `/api/data/export/${siteId}/readings`,
      `/api/data/export/${siteId}/plan`,
    ]) {
      const response = await built.app.inject({ method: 'GET', url, headers: auth(bobToken) });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
