import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROLL_DOWN, buildDataQuery } from '@wattwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { accountFixture } from './support/fixtures';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { providerToken } from './support/tokens';
import { register, sitePayload, waitForModelRuns } from './support/registrationPayload';

/**
 * GET /api/data (analysis §7.3) over readings stored by the ingest job from a real meter file:
 * Castle Primary School, Keynsham, half-hourly, 24–30 October 2013 (test/fixtures/SOURCE.md),
 * which spans the autumn clock change of 27 October.
 */
const CSV = readFileSync(
  new URL(
    './fixtures/castle-primary-keynsham-electricity-2013-10-clock-change.csv',
    import.meta.url,
  ),
);
const ROWS = CSV.toString('utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','))
  .map(([start, kwh]) => ({ day: (start ?? '').slice(0, 10), kwh: Number(kwh) }));
const dayTotal = (day: string, rows = ROWS) =>
  rows.filter((row) => row.day === day).reduce((sum, row) => sum + row.kwh, 0);
/**
 * Paulton Junior School, 26 March – 1 April 2015 (test/fixtures/SOURCE.md): the spring change of
 * 29 March, a 46-half-hour day the file writes as 48 values (01:00 and 01:30 included).
 */
const SPRING_CSV = readFileSync(
  new URL('./fixtures/paulton-junior-electricity-2015-03-clock-change.csv', import.meta.url),
);
const SPRING_ROWS = SPRING_CSV.toString('utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','))
  .map(([start, kwh]) => ({ day: (start ?? '').slice(0, 10), kwh: Number(kwh) }));

let databases: TestDatabases;
let built: BuiltApp;
let world: { siteId: string; path: string; alice: string; bob: string };

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), {
    env: {
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'wattwise-data-')),
      JOB_RETRY_LIMIT: '1',
      JOB_POLL_SECONDS: '0.5',
    },
  });
  const { db } = built.database;
  const aliceId = await accountFixture(db, 'alice@example.com');
  const bobId = await accountFixture(db, 'bob@example.com');
  const alice = await providerToken(db, { sub: aliceId, email: 'alice@example.com' });
  const bob = await providerToken(db, { sub: bobId, email: 'bob@example.com' });
  const siteId = (await register(built, sitePayload(), alice)).json().siteId as string;
  await waitForModelRuns(built, siteId);
  const building = await db
    .selectFrom('spatial_nodes')
    .select('path')
    .where('site_id', '=', siteId)
    .where('type', '=', 'BUILDING')
    .executeTakeFirstOrThrow();
  for (const [count, payload] of [
    [1, CSV],
    [2, SPRING_CSV],
  ] as const) {
    const uploaded = await built.app.inject({
      method: 'POST',
      url: `/api/data/meterdata/${siteId}/${encodeURIComponent(building.path)}`,
      headers: { authorization: `Bearer ${alice}`, 'content-type': 'text/csv' },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const events = await db
        .selectFrom('events')
        .select('status')
        .where('site_id', '=', siteId)
        .where('type', '=', 'DATA_INGESTION')
        .where('status', 'in', ['COMPLETE', 'FAILED'])
        .execute();
      if (events.length >= count) {
        expect(events.map((event) => event.status)).toEqual(Array(count).fill('COMPLETE'));
        break;
      }
      if (Date.now() > deadline) throw new Error('The ingestion did not finish');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  world = { siteId, path: building.path, alice, bob };
}, 120_000);
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

function query(overrides: Record<string, unknown> = {}) {
  return JSON.stringify([
    {
      start: { value: 0, unit: 'DAYS', reference: '2013-10-24T00:00:00+01:00' },
      // Local midnight ending 30 October (GMT again): 7 days after the start would be 23:00.
      end: { value: 0, unit: 'DAYS', reference: '2013-10-31T00:00:00Z' },
      propertyType: 'OBSERVABLE',
      aggregators: [{ type: 'SUM', value: 1, unit: 'DAYS' }],
      ...overrides,
    },
  ]);
}

function series(stimulus: string, text: string, token = world.alice, nodePath = world.path) {
  return built.app.inject({
    method: 'GET',
    url: `/api/data/${world.siteId}/${encodeURIComponent(nodePath)}/${stimulus}?query=${encodeURIComponent(text)}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('data series from stored readings', () => {
  it('sums each local day of the meter, the 25-hour clock-change day included', async () => {
    const response = await series('ELECTRICITY', query());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.dataPoints.map((p: { x: string }) => p.x)).toEqual([
      '2013-10-23T23:00:00.000Z',
      '2013-10-24T23:00:00.000Z',
      '2013-10-25T23:00:00.000Z',
      '2013-10-26T23:00:00.000Z',
      '2013-10-28T00:00:00.000Z',
      '2013-10-29T00:00:00.000Z',
      '2013-10-30T00:00:00.000Z',
    ]);
    const days = [
      '2013-10-24',
      '2013-10-25',
      '2013-10-26',
      '2013-10-27',
      '2013-10-28',
      '2013-10-29',
      '2013-10-30',
    ];
    expect(body.dataPoints.map((p: { y: number }) => Number(p.y.toFixed(3)))).toEqual(
      days.map((day) => Number(dayTotal(day).toFixed(3))),
    );
    expect(body.sandbox).toBe(false);
  });

  it('sums each local day of the spring change, its 23 hours holding all 48 values of the file', async () => {
    const response = await series(
      'ELECTRICITY',
      query({
        start: { value: 0, unit: 'DAYS', reference: '2015-03-26T00:00:00Z' },
        end: { value: 0, unit: 'DAYS', reference: '2015-04-02T00:00:00+01:00' },
      }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.dataPoints.map((p: { x: string }) => p.x)).toEqual([
      '2015-03-26T00:00:00.000Z',
      '2015-03-27T00:00:00.000Z',
      '2015-03-28T00:00:00.000Z',
      '2015-03-29T00:00:00.000Z',
      '2015-03-29T23:00:00.000Z',
      '2015-03-30T23:00:00.000Z',
      '2015-03-31T23:00:00.000Z',
    ]);
    const days = [
      '2015-03-26',
      '2015-03-27',
      '2015-03-28',
      '2015-03-29',
      '2015-03-30',
      '2015-03-31',
      '2015-04-01',
    ];
    expect(body.dataPoints.map((p: { y: number }) => Number(p.y.toFixed(3)))).toEqual(
      days.map((day) => Number(dayTotal(day, SPRING_ROWS).toFixed(3))),
    );
    // Summed by hand (awk) from the file: the 48 values of 29 March make 37.899 kWh.
    expect(body.dataPoints[3].y).toBeCloseTo(37.899, 3);
  });

  it('the site-wide call and the cost stimulus agree with the node and its unit rate', async () => {
    const node = (await series('ENERGY_USAGE', query())).json();
    const site = await built.app.inject({
      method: 'GET',
      url: `/api/data/${world.siteId}/ENERGY_USAGE?query=${encodeURIComponent(query())}`,
      headers: { authorization: `Bearer ${world.alice}` },
    });
    expect(site.json().dataPoints).toEqual(node.dataPoints);
    const cost = (await series('ENERGY_COST', query())).json();
    const ratio = cost.dataPoints[0].y / node.dataPoints[0].y;
    expect(ratio).toBeGreaterThan(0.05);
    expect(ratio).toBeLessThan(1);
  });

  it("answers the query web's domain builder writes (monthly roll-down: days)", async () => {
    const built = buildDataQuery({
      stimulus: 'ELECTRICITY',
      propertyType: 'OBSERVABLE',
      reference: new Date('2013-10-23T23:00:00Z'),
      start: { value: 0, unit: 'days' },
      end: { value: 2, unit: 'days' },
      rollDown: ROLL_DOWN.MONTHLY,
    });
    const body = (await series('ELECTRICITY', JSON.stringify(built))).json();
    expect(body.dataPoints.map((p: { y: number }) => Number(p.y.toFixed(3)))).toEqual([
      Number(dayTotal('2013-10-24').toFixed(3)),
      Number(dayTotal('2013-10-25').toFixed(3)),
    ]);
  });

  it('answers the limit and the no-data notice', async () => {
    const limited = (await series('ELECTRICITY', query({ limit: 2 }))).json();
    expect(limited.dataPoints).toHaveLength(2);
    const empty = (
      await series(
        'ELECTRICITY',
        query({
          start: { value: -30, unit: 'DAYS', reference: '2013-10-01T00:00:00Z' },
          end: { value: 0, unit: 'DAYS', reference: '2013-10-01T00:00:00Z' },
        }),
      )
    ).json();
    expect(empty.notices).toContain('There is no relevant data for this period');
  });

  it('models the calibrated and the simulated series, a scenario changing the engine', async () => {
    const predicted = (
      await series('ELECTRICITY', query({ propertyType: 'PREDICTEDCALCULATED' }))
    ).json();
    expect(
      predicted.dataPoints.filter((p: { y: number | null }) => p.y !== null).length,
    ).toBeGreaterThan(0);
    // LEDs cut the lighting electricity (in October the lost gains add some heating gas).
    const simulated = (await series('ELECTRICITY', query({ propertyType: 'SIMULATED' }))).json();
    const withLeds = (
      await series(
        'ELECTRICITY',
        query({ propertyType: 'SIMULATED', scenarioName: 'LED_LIGHTING' }),
      )
    ).json();
    const total = (points: { y: number | null }[]) => points.reduce((s, p) => s + (p.y ?? 0), 0);
    expect(simulated.dataPoints).toHaveLength(7);
    expect(total(withLeds.dataPoints)).toBeLessThan(total(simulated.dataPoints));
  });

  it('refuses a query that is not the contract', async () => {
    expect((await series('ELECTRICITY', 'not json')).statusCode).toBe(400);
    expect((await series('ELECTRICITY', query({ propertyType: 'ACTUATABLE' }))).statusCode).toBe(
      400,
    );
    expect(
      (await series('ELECTRICITY', query({ end: { value: -1, unit: 'DAYS', reference: 'NOW' } })))
        .statusCode,
    ).toBe(400);
    expect((await series('WIND_SPEED', query())).statusCode).toBe(404);
  });

  it('lists the stimuli of the node with label and unit', async () => {
    const response = await built.app.inject({
      method: 'GET',
      url: `/api/data/stimulus/${world.siteId}/${encodeURIComponent(world.path)}`,
      headers: { authorization: `Bearer ${world.alice}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ENERGY_USAGE: { label: 'Energy usage', unit: 'kWh' },
      ENERGY_COST: { unit: '£' },
      TEMPERATURE: { label: 'Temperature', unit: '°C' },
    });
  });
});

describe('interventions', () => {
  const create = (body: Record<string, unknown>, token = world.alice) =>
    built.app.inject({
      method: 'POST',
      url: `/api/data/interventions/${world.siteId}/${encodeURIComponent(world.path)}`,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
  const list = (search: string, token = world.alice) =>
    built.app.inject({
      method: 'GET',
      url: `/api/data/interventions/${world.siteId}?${search}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('creates one and lists it by date range and stimulus', async () => {
    const created = await create({
      stimulusType: 'ENERGY_USAGE',
      title: 'New boiler',
      text: 'Condensing boiler fitted',
      date: '2013-10-26',
      cost: 8200.5,
    });
    expect(created.statusCode).toBe(201);
    await create({ stimulusType: 'GAS', title: 'Valves', text: 'TRVs fitted', date: '2013-11-02' });
    const inRange = (await list('startDate=2013-10-01&endDate=2013-10-31')).json();
    expect(inRange).toEqual([
      expect.objectContaining({
        title: 'New boiler',
        description: 'Condensing boiler fitted',
        stimulusType: 'ENERGY_USAGE',
        cost: 8200.5,
        dateTime: '2013-10-25T23:00:00.000Z',
      }),
    ]);
    const gas = (await list('stimulusType=GAS')).json();
    expect(gas.map((i: { title: string }) => i.title)).toEqual(['Valves']);
  });

  it('refuses an intervention without a title or text, or with a negative cost', async () => {
    const base = { stimulusType: 'ENERGY_USAGE', title: 'T', text: 'D', date: '2013-10-26' };
    expect((await create({ ...base, title: '' })).statusCode).toBe(400);
    expect((await create({ ...base, text: '' })).statusCode).toBe(400);
    expect((await create({ ...base, cost: -5 })).statusCode).toBe(400);
    expect((await create({ ...base, date: '26/10/2013' })).statusCode).toBe(400);
    expect((await create({ ...base, date: '2013-02-30' })).statusCode).toBe(400);
    expect((await create({ ...base, title: '   ' })).statusCode).toBe(400);
  });
});

describe('another user', () => {
  it('can neither read the series, the stimuli and interventions nor add one', async () => {
    expect((await series('ELECTRICITY', query(), world.bob)).statusCode).toBe(404);
    const stimuli = await built.app.inject({
      method: 'GET',
      url: `/api/data/stimulus/${world.siteId}/${encodeURIComponent(world.path)}`,
      headers: { authorization: `Bearer ${world.bob}` },
    });
    expect(stimuli.statusCode).toBe(404);
    const listed = await built.app.inject({
      method: 'GET',
      url: `/api/data/interventions/${world.siteId}`,
      headers: { authorization: `Bearer ${world.bob}` },
    });
    expect(listed.statusCode).toBe(404);
    const added = await built.app.inject({
      method: 'POST',
      url: `/api/data/interventions/${world.siteId}`,
      headers: { authorization: `Bearer ${world.bob}` },
      payload: {
        stimulusType: 'ENERGY_USAGE',
        title: 'Mine',
        text: 'Not yours',
        date: '2013-10-26',
      },
    });
    expect(added.statusCode).toBe(404);
    const count = await built.database.db
      .selectFrom('interventions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('title', '=', 'Mine')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('without a token is asked for one', async () => {
    const response = await built.app.inject({
      method: 'GET',
      url: `/api/data/${world.siteId}/ELECTRICITY?query=${encodeURIComponent(query())}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
