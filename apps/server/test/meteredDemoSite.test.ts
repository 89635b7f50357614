import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { METERED_DEMO_SITE_ID } from '../src/seed/seedMeteredSite';
import { DEMO_ACCOUNT_EMAIL } from '../src/seed/seedSites';
import { findAccountByEmail } from '../src/platform/identity/accounts';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { accountFixture } from './support/fixtures';
import { providerToken } from './support/tokens';

/**
 * The demo account's Optimise site with real meters (data/optimise-demo/SOURCE.md), seeded on
 * first start through the CSV ingest job. 15 November 2017 at Paulton Junior School: its 48
 * half-hours add up to 204.012 kWh by hand (the same day as packages/domain seriesRollDown.test),
 * and Open-Meteo's Bristol daily mean is 11.05 °C.
 */
let databases: TestDatabases;
let built: BuiltApp;
let token: string;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), {
    seed: true,
    jobs: false,
    env: { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'wattwise-metered-')) },
  });
  const account = await findAccountByEmail(built.database.db, DEMO_ACCOUNT_EMAIL);
  token = await providerToken(built.database.db, {
    sub: account!.id,
    email: DEMO_ACCOUNT_EMAIL,
  });
}, 300_000);
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

async function paultonPath(): Promise<string> {
  const node = await built.database.db
    .selectFrom('spatial_nodes')
    .innerJoin('buildings', 'buildings.id', 'spatial_nodes.building_id')
    .select('spatial_nodes.path')
    .where('spatial_nodes.site_id', '=', METERED_DEMO_SITE_ID)
    .where('spatial_nodes.type', '=', 'BUILDING')
    .where('buildings.name', '=', 'Paulton Junior School')
    .executeTakeFirstOrThrow();
  return node.path;
}

function dayQuery(propertyType = 'OBSERVABLE') {
  return encodeURIComponent(
    JSON.stringify([
      {
        start: { value: 0, unit: 'DAYS', reference: '2017-11-15T00:00:00Z' },
        end: { value: 1, unit: 'DAYS', reference: '2017-11-15T00:00:00Z' },
        propertyType,
        aggregators: [{ type: 'SUM', value: 1, unit: 'DAYS' }],
      },
    ]),
  );
}

describe('the Optimise demo site with real meters', () => {
  it("is the demo account's, labelled sample, with every ingestion and calibration complete", async () => {
    const { db } = built.database;
    const site = await db
      .selectFrom('sites')
      .selectAll()
      .where('id', '=', METERED_DEMO_SITE_ID)
      .executeTakeFirstOrThrow();
    expect(site).toMatchObject({ product: 'OPTIMISE', sandbox: true });
    const events = await db
      .selectFrom('events')
      .select(['type', 'status'])
      .where('site_id', '=', METERED_DEMO_SITE_ID)
      .execute();
    expect(events.filter((e) => e.type === 'DATA_INGESTION')).toHaveLength(3);
    expect(events.every((e) => e.status === 'COMPLETE')).toBe(true);
    const readings = await db
      .selectFrom('interval_readings')
      .innerJoin('meters', 'meters.id', 'interval_readings.meter_id')
      .select(['meters.number', (eb) => eb.fn.countAll<string>().as('n')])
      .where('meters.site_id', '=', METERED_DEMO_SITE_ID)
      .groupBy('meters.number')
      .orderBy('meters.number')
      .execute();
    // Every row of each file (data lines of the .csv.gz), except the two half-hours the source
    // folded into the spring change of 25 March 2018 (local 01:00 and 01:30 do not exist; the
    // parser puts them on the instants of 02:00 and 02:30). Gas has no readings that day.
    expect(readings.map((r) => [r.number, Number(r.n)])).toEqual([
      ['13678903', 15168],
      ['2200011955152', 17424 - 2],
      ['2200042676990', 17376 - 2],
    ]);
    expect(site.last_metering_at?.toISOString().slice(0, 10)).toBe('2018-05-29');
  });

  it("answers a real day's electricity and the site's weather through the data call", async () => {
    const nodePath = encodeURIComponent(await paultonPath());
    const electricity = await built.app.inject({
      method: 'GET',
      url: `/api/data/${METERED_DEMO_SITE_ID}/${nodePath}/ELECTRICITY?query=${dayQuery()}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(electricity.statusCode).toBe(200);
    expect(electricity.json().dataPoints).toHaveLength(1);
    expect(electricity.json().dataPoints[0].y).toBeCloseTo(204.012, 6);
    expect(electricity.json().sandbox).toBe(false);
    const temperature = await built.app.inject({
      method: 'GET',
      url: `/api/data/${METERED_DEMO_SITE_ID}/${nodePath}/TEMPERATURE?query=${dayQuery()}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(temperature.json().dataPoints[0].y).toBeCloseTo(11.05, 6);
    expect(temperature.json().notices).toEqual([]);
    const predicted = await built.app.inject({
      method: 'GET',
      url: `/api/data/${METERED_DEMO_SITE_ID}/${nodePath}/ELECTRICITY?query=${dayQuery('PREDICTEDCALCULATED')}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const y = predicted.json().dataPoints[0].y;
    // A weekday in term: the calibrated model lands within a third of the metered day.
    expect(Math.abs(y - 204.012) / 204.012).toBeLessThan(0.33);
  });

  it('lists gas among the stimuli of the school with a gas meter', async () => {
    const response = await built.app.inject({
      method: 'GET',
      url: `/api/data/stimulus/${METERED_DEMO_SITE_ID}/${encodeURIComponent(await paultonPath())}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.json().GAS).toEqual({ label: 'Gas', unit: 'kWh' });
  });

  it("serves the Optimise scenarios and a day's timeline of the school, to its owner only", async () => {
    const node = `${METERED_DEMO_SITE_ID}/${encodeURIComponent(await paultonPath())}`;
    const asOwner = { authorization: `Bearer ${token}` };
    const list = await built.app.inject({
      method: 'GET',
      url: `/api/optimise/scenario/list/${node}?timespan=MONTHLY`,
      headers: asOwner,
    });
    expect(list.statusCode).toBe(200);
    const operational = (
      list.json().recommendedScenarios as { id: string; scenarioType: string }[]
    ).filter((s) => s.scenarioType === 'OPERATIONAL');
    expect(operational.length).toBeGreaterThan(1);
    const selected = operational.slice(0, 2).map((s) => s.id);
    const timeline = await built.app.inject({
      method: 'GET',
      url: `/api/optimise/scenario/timeline/${node}?mode=day&date=2017-11-15&selectedScenarios=${selected.join(';')}`,
      headers: asOwner,
    });
    expect(timeline.statusCode).toBe(200);
    const [day] = timeline.json() as { date: string; scenarios: { location: string }[] }[];
    expect(day!.date).toBe('2017-11-15');
    expect(day!.scenarios.length).toBeGreaterThan(0);
    expect(day!.scenarios[0]!.location).toBe('Paulton Junior School');
    const other = await accountFixture(built.database.db, 'mallory-optimise@example.com');
    const otherToken = await providerToken(built.database.db, { sub: other });
    const refused = await built.app.inject({
      method: 'GET',
      url: `/api/optimise/scenario/list/${node}`,
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(refused.statusCode).toBe(404);
  });
});
