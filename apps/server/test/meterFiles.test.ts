import { once } from 'node:events';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { randomUUID } from 'node:crypto';
import { METER_CHECKS_MAX_BYTES_PER_ACCOUNT, meterChecksOverBudgetMessage } from '@wattwise/domain';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
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

/** A new account of `email` on the running app, with a registered site: its building's node. */
async function siteOf(email: string) {
  const { db } = built.database;
  const account = await accountFixture(db, email);
  const token = await providerToken(db, { sub: account, email });
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

async function ownedSite() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wattwise-files-'));
  built = await testApp(await databases.next(), {
    env: { DATA_DIR: dataDir, JOB_RETRY_LIMIT: '1' },
  });
  return { ...(await siteOf('alice@example.com')), dataDir };
}

/** The checked files kept on disk (every person's and meter's), by name. */
function keptFiles(dataDir: string): string[] {
  const blobs = path.join(dataDir, 'blobs');
  return readdirSync(blobs, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.startsWith('meter-check-') && name.endsWith('.csv'))
    .map((name) => path.join(blobs, name));
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

function check(
  siteId: string,
  nodePath: string,
  token: string,
  csv: string | Readable,
  fuel = 'ELECTRICITY',
  headers: Record<string, string> = {},
) {
  return built.app.inject({
    method: 'POST',
    url: `/api/data/meterdata/${siteId}/${encodeURIComponent(nodePath)}/check?fuel=${fuel}`,
    headers: { ...auth(token), 'content-type': 'text/csv', ...headers },
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

/**
 * Sends a meter file to the check over a real connection, a piece at a time as the server takes
 * them, and answers the server's answer as soon as it comes (the rest is then not sent). With
 * `finish: false` the body is never ended, as a sender that stalls.
 */
async function sendPieces(
  siteId: string,
  nodePath: string,
  token: string,
  pieces: Iterable<Buffer>,
  options: { finish?: boolean; headers?: Record<string, string> } = {},
) {
  const address = built.app.server.listening
    ? `http://127.0.0.1:${(built.app.server.address() as { port: number }).port}`
    : await built.app.listen({ port: 0, host: '127.0.0.1' });
  const url = new URL(
    `/api/data/meterdata/${siteId}/${encodeURIComponent(nodePath)}/check?fuel=ELECTRICITY`,
    address,
  );
  const request = http.request(url, {
    method: 'POST',
    headers: { ...auth(token), 'content-type': 'text/csv', ...options.headers },
  });
  const answered = new Promise<{
    statusCode: number;
    headers: http.IncomingHttpHeaders;
    json: { message: string };
  }>((resolve, reject) => {
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () =>
        resolve({
          statusCode: response.statusCode!,
          headers: response.headers,
          json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        }),
      );
    });
    request.once('error', reject);
  });
  let done = false;
  void answered.finally(() => (done = true)).catch(() => undefined);
  void (async () => {
    for (const piece of pieces) {
      if (done) return;
      if (!request.write(piece)) await Promise.race([once(request, 'drain'), answered]);
    }
    if (options.finish !== false) request.end();
  })().catch(() => undefined);
  try {
    return await answered;
  } finally {
    request.destroy();
  }
}

/**
 * Ten years of one meter's half-hours as a supplier's widest export writes them (meter number and
 * serial, start and end, reading type, tariff and cost on every row): about 19 MB, made a piece at
 * a time so the test never holds it whole either.
 */
const DECADE_FROM = Date.parse('2016-01-01T00:00:00Z');
const DECADE_TO = Date.parse('2026-01-01T00:00:00Z');
function* decadeExport(): Generator<Buffer> {
  yield Buffer.from(
    'MPAN,Meter Serial Number,Start,End,Consumption (kWh),Reading Type,Tariff,Cost (p)\n',
  );
  let rows: string[] = [];
  for (let t = DECADE_FROM, i = 0; t < DECADE_TO; t += HALF_HOUR, i++) {
    const kwh = 0.2 + (i % 48) / 100;
    const start = new Date(t).toISOString().replace('.000Z', '+00:00');
    const end = new Date(t + HALF_HOUR).toISOString().replace('.000Z', '+00:00');
    rows.push(
      `1200012345679,19L1234567,${start},${end},${kwh.toFixed(3)},A,Standard unit rate,${(kwh * 28.62).toFixed(2)}`,
    );
    if (rows.length === 2_000) {
      yield Buffer.from(`${rows.join('\n')}\n`);
      rows = [];
    }
  }
  yield Buffer.from(`${rows.join('\n')}\n`);
}

describe('meter files: read as they arrive, kept only while they may be stored', () => {
  it('reads a file larger than 16 MB as it arrives and reports it whole', async () => {
    const { siteId, nodePath, token, dataDir } = await ownedSite();
    let sent = 0;
    const body = Readable.from(
      (function* () {
        for (const piece of decadeExport()) {
          sent += piece.length;
          yield piece;
        }
      })(),
    );
    const checked = await check(siteId, nodePath, token, body);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(sent).toBeGreaterThan(16 * 1024 * 1024);
    const halfHours = (DECADE_TO - DECADE_FROM) / HALF_HOUR;
    const { quality } = checked.json();
    expect(quality).toMatchObject({
      format: 'octopus',
      readAs: 'Half-hourly readings with start and end times (Octopus Energy download)',
      intervalMinutes: 30,
      readings: halfHours,
      first: '2016-01-01T00:00:00.000Z',
      last: '2025-12-31T23:30:00.000Z',
      gaps: { count: 0, missingReadings: 0 },
      duplicates: { count: 0 },
      irregularDays: [],
    });
    // Ten years: each spring and autumn clock change, every one whole.
    expect(quality.clockChangeDays).toHaveLength(20);
    // The file is kept, byte for byte, for storing.
    const [kept] = keptFiles(dataDir);
    expect(readdirSync(path.dirname(kept!))).toHaveLength(1);
    const { size } = await import('node:fs/promises').then((fs) => fs.stat(kept!));
    expect(size).toBe(sent);
  });

  it('refuses a file no layout fits as soon as its first lines arrive, keeping nothing', async () => {
    const { siteId, nodePath, token, dataDir } = await ownedSite();
    // A letter, not readings; its sender never finishes sending it.
    const letter = Buffer.from(
      `${Array(20).fill('Dear customer, your bill is enclosed.').join('\n')}\n`,
    );
    const refused = await sendPieces(siteId, nodePath, token, [letter], { finish: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json.message).toMatch(/^Expected a time column/);
    expect(keptFiles(dataDir)).toEqual([]);
  });

  it('refuses a file over 200 MB in words, unread when its length says so, else at 200 MB', async () => {
    const { siteId, nodePath, token, dataDir } = await ownedSite();
    const tooLarge = 'The file is larger than 200 MB: split it into years and upload each.';
    const declared = await sendPieces(siteId, nodePath, token, [Buffer.from('start,value\n')], {
      finish: false,
      headers: { 'content-length': String(200 * 1024 * 1024 + 1) },
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.json.message).toBe(tooLarge);
    expect(declared.headers.connection).toBe('close');

    // No declared length: read until it passes 200 MB, never held whole (the heap grows by far
    // less than what was sent), then refused and the connection closed.
    const padding = Buffer.from(`${','.repeat(1023)}\n`.repeat(1024)); // 1 MB of empty rows
    const before = process.memoryUsage().heapUsed;
    let highest = before;
    let sent = 0;
    const streamed = await sendPieces(
      siteId,
      nodePath,
      token,
      (function* () {
        yield Buffer.from('start,value\n2025-01-01T00:00:00Z,1\n');
        for (;;) {
          highest = Math.max(highest, process.memoryUsage().heapUsed);
          sent += padding.length;
          yield padding;
        }
      })(),
    );
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json.message).toBe(tooLarge);
    expect(sent).toBeGreaterThan(200 * 1024 * 1024);
    expect(sent).toBeLessThan(220 * 1024 * 1024);
    expect(highest - before).toBeLessThan(64 * 1024 * 1024);
    expect(keptFiles(dataDir)).toEqual([]);
  });

  it('keeps one checked file per person and meter, and removes one never stored after six hours', async () => {
    const { siteId, nodePath, token, dataDir } = await ownedSite();
    const first = (await check(siteId, nodePath, token, octoberFile())).json().uploadId;
    const gas = (await check(siteId, nodePath, token, octoberFile(), 'GAS')).json().uploadId;
    expect(keptFiles(dataDir)).toHaveLength(2);
    // Checking another file for the same meter replaces the first: it can no longer be stored.
    const second = (
      await check(
        siteId,
        nodePath,
        token,
        octoberFile((i) => 1 + (i % 7)),
      )
    ).json().uploadId;
    expect(keptFiles(dataDir)).toHaveLength(2);
    const replaced = await store(siteId, nodePath, token, {
      uploadId: first,
      fuel: 'ELECTRICITY',
      choices: {},
    });
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json().message).toBe('The checked file is no longer kept: upload it again.');

    // The sweep (at start and hourly) removes a checked file once six hours old, not before.
    const { removeLeftovers } = await import('../src/areas/leftovers');
    const gasFile = keptFiles(dataDir).find((file) => file.endsWith(`${gas}.csv`))!;
    const sevenHoursAgo = new Date(Date.now() - 7 * 3_600_000);
    utimesSync(gasFile, sevenHoursAgo, sevenHoursAgo);
    expect(await removeLeftovers(built.database.db, { dataDir })).toBe(1);
    expect(keptFiles(dataDir)).toHaveLength(1);
    const expired = await store(siteId, nodePath, token, {
      uploadId: gas,
      fuel: 'GAS',
      choices: {},
    });
    expect(expired.statusCode).toBe(404);
    const stored = await store(siteId, nodePath, token, {
      uploadId: second,
      fuel: 'ELECTRICITY',
      choices: {},
    });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(keptFiles(dataDir)).toEqual([]);
  });

  it('holds what one account keeps checked and not stored to 1 GB, in words, without holding up another', async () => {
    const { siteId, nodePath, token, dataDir } = await ownedSite();
    expect((await check(siteId, nodePath, token, octoberFile())).statusCode).toBe(200);
    const [kept] = keptFiles(dataDir);
    const keptBytes = statSync(kept!).size;
    // Files the same person checked for other meters, waiting: all but 10 kB of the budget (a
    // sparse file, written at once), in an area of the same account's.
    const area = path.basename(path.dirname(kept!));
    const waitingArea = path.join(dataDir, 'blobs', `${area.slice(0, -32)}${'0'.repeat(32)}`);
    mkdirSync(waitingArea);
    const waiting = path.join(waitingArea, `${randomUUID()}.csv`);
    writeFileSync(waiting, '');
    truncateSync(waiting, METER_CHECKS_MAX_BYTES_PER_ACCOUNT - keptBytes - 10_000);

    // Another meter's file (about 60 kB): refused before it is read when its length says so,
    // and as soon as it passes the budget when it does not.
    const declared = await check(siteId, nodePath, token, octoberFile(), 'GAS');
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe(meterChecksOverBudgetMessage);
    // Sent in pieces without a length: this meter's own file is replaced, which frees its
    // 60 kB, and the budget is passed in the first megabyte.
    const padding = Buffer.from(`${','.repeat(1023)}\n`.repeat(1024));
    const streamed = await sendPieces(siteId, nodePath, token, [
      Buffer.from('start,value\n2025-01-01T00:00:00Z,1\n'),
      padding,
      padding,
      padding,
    ]);
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json.message).toBe(meterChecksOverBudgetMessage);
    expect(keptFiles(dataDir)).toEqual([waiting]);

    // A file of the size that fits is taken.
    expect((await check(siteId, nodePath, token, octoberFile())).statusCode).toBe(200);

    // Another account is not held by this one's files.
    const bob = await siteOf('bob@example.com');
    expect((await check(bob.siteId, bob.nodePath, bob.token, octoberFile())).statusCode).toBe(200);

    // Once the waiting files are stored or expire, the account may check again.
    rmSync(waitingArea, { recursive: true });
    const gas = await check(siteId, nodePath, token, octoberFile(), 'GAS');
    expect(gas.statusCode, gas.body).toBe(200);
  });
});
