import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { instantOfUkWallClock } from '@wattwise/domain';
import { meteredCarbonKg } from '@wattwise/energy-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../scripts/pdfText.mjs';
import type { BuiltApp } from '../src/app';
import { accountFixture } from './support/fixtures';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { providerToken } from './support/tokens';
import { register, sitePayload, waitForModelRuns } from './support/registrationPayload';

/**
 * The saving measured since an intervention, served with the interventions the graphs fetch:
 * two years of Castle Primary School's half-hourly electricity (test/fixtures/SOURCE.md) stored
 * as a meter of Alice's building, its weather the Open-Meteo Bristol daily means stored for the
 * site. A 15 % cut placed from the intervention on must come back within the stated uncertainty.
 */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const READINGS = gunzipSync(
  fixture('castle-primary-keynsham-electricity-2013-09-to-2015-08.csv.gz'),
)
  .toString('utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','))
  .map(([local, kwh]) => ({
    at: new Date(instantOfUkWallClock(Date.parse(`${(local ?? '').replace(' ', 'T')}:00Z`))),
    kwh: Number(kwh),
  }));
const TEMPERATURES = fixture('temperature-openmeteo-bristol-2013-08-to-2015-09-daily.csv')
  .toString('utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','))
  .map(([, dayStartUtc, , tmean]) => ({
    region: 'test-openmeteo-bristol-daily',
    observed_at: new Date(dayStartUtc ?? ''),
    temperature_c: Number(tmean),
  }));
const INTERVENTION_DAY = '2014-09-01';
const INTERVENTION_AT = new Date(instantOfUkWallClock(Date.parse(`${INTERVENTION_DAY}T00:00:00Z`)));
const STEP = 0.15;

let databases: TestDatabases;
let built: BuiltApp;
let world: { siteId: string; path: string; alice: string; bob: string; meterId: string };

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), {
    env: {
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'wattwise-savings-')),
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
  await db.insertInto('outdoor_temperatures').values(TEMPERATURES).execute();
  await db
    .updateTable('sites')
    .set({ weather_region: 'test-openmeteo-bristol-daily' })
    .where('id', '=', siteId)
    .execute();
  const meterId = randomUUID();
  await db
    .insertInto('meters')
    .values({
      id: meterId,
      site_id: siteId,
      node_path: building.path,
      fuel: 'ELECTRICITY',
      number: '2200041803451',
    })
    .execute();
  for (let i = 0; i < READINGS.length; i += 2000) {
    await db
      .insertInto('interval_readings')
      .values(
        READINGS.slice(i, i + 2000).map((r) => ({ meter_id: meterId, start_at: r.at, kwh: r.kwh })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  world = { siteId, path: building.path, alice, bob, meterId };
}, 180_000);
afterAll(async () => {
  await built?.app.close();
  await databases?.dispose();
});

const interventions = (token = world.alice) =>
  built.app.inject({
    method: 'GET',
    url: `/api/data/interventions/${world.siteId}/${encodeURIComponent(world.path)}`,
    headers: { authorization: `Bearer ${token}` },
  });

interface Served {
  title: string;
  measuredSavings?: {
    fuel: string;
    sentence: string;
    verdict: string;
    reasons: string[];
    avoidedKwh: number | null;
    uncertaintyKwh: number | null;
    avoidedCostGbp: number | null;
    avoidedCarbonKg: number | null;
    confidence: number;
    baseline: { first: string; countedDays: number };
    reporting: { first: string; last: string; countedDays: number };
  }[];
}
const savingOf = async (title: string) => {
  const listed = (await interventions()).json() as Served[];
  return listed.find((i) => i.title === title)?.measuredSavings?.[0];
};

/** The reporting year's metered kWh as stored now. */
async function reportingKwh(): Promise<number> {
  const end = new Date(INTERVENTION_AT.getTime() + 365 * 86_400_000);
  const row = await built.database.db
    .selectFrom('interval_readings')
    .select((eb) => eb.fn.sum<number>('kwh').as('kwh'))
    .where('meter_id', '=', world.meterId)
    .where('start_at', '>=', INTERVENTION_AT)
    .where('start_at', '<', end)
    .executeTakeFirstOrThrow();
  return Number(row.kwh);
}

describe('the saving measured since an intervention', () => {
  it('recovers a 15 % cut from the intervention on within its stated uncertainty', async () => {
    const created = await built.app.inject({
      method: 'POST',
      url: `/api/data/interventions/${world.siteId}/${encodeURIComponent(world.path)}`,
      headers: { authorization: `Bearer ${world.alice}` },
      payload: {
        stimulusType: 'ENERGY_USAGE',
        title: 'LED lighting',
        text: 'Classroom lights replaced by LED panels',
        date: INTERVENTION_DAY,
      },
    });
    expect(created.statusCode).toBe(201);
    const unchanged = await savingOf('LED lighting');
    expect(unchanged).toMatchObject({
      fuel: 'electricity',
      verdict: 'sufficient',
      confidence: 0.9,
      baseline: { first: '2013-09-01' },
      reporting: { first: '2014-09-01', last: '2015-08-31' },
    });
    expect(unchanged!.reporting.countedDays).toBeGreaterThan(300);

    const truth = STEP * (await reportingKwh());
    await built.database.db
      .updateTable('interval_readings')
      .set((eb) => ({ kwh: eb('kwh', '*', 1 - STEP) }))
      .where('meter_id', '=', world.meterId)
      .where('start_at', '>=', INTERVENTION_AT)
      .execute();
    const cut = await savingOf('LED lighting');
    const recovered = cut!.avoidedKwh!;
    console.log(
      `true step ${Math.round(truth)} kWh, recovered ${Math.round(recovered)} ± ${Math.round(cut!.uncertaintyKwh!)} kWh (90 %), without the step ${Math.round(unchanged!.avoidedKwh!)}`,
    );
    // The readings changed, so the saving was worked out again: it rose by the energy removed.
    expect(recovered - unchanged!.avoidedKwh!).toBeCloseTo(truth, -1);
    expect(Math.abs(recovered - truth)).toBeLessThanOrEqual(cut!.uncertaintyKwh!);
    expect(cut!.sentence).toMatch(
      /^Since “LED lighting” on 1 September 2014: [\d,]+ kWh avoided \(±[\d,]+ at 90 %\)\.$/,
    );
    expect(cut!.avoidedCarbonKg).toBeCloseTo(meteredCarbonKg('electricity', recovered), 6);
    expect(cut!.avoidedCostGbp).toBeGreaterThan(0);
  }, 120_000);

  it('says why when there are no readings after the intervention', async () => {
    await built.app.inject({
      method: 'POST',
      url: `/api/data/interventions/${world.siteId}/${encodeURIComponent(world.path)}`,
      headers: { authorization: `Bearer ${world.alice}` },
      payload: {
        stimulusType: 'ENERGY_USAGE',
        title: 'Roof insulation',
        text: 'Loft insulated to 270 mm',
        date: '2015-09-20',
      },
    });
    const saving = await savingOf('Roof insulation');
    expect(saving).toMatchObject({ verdict: 'insufficient', avoidedKwh: null });
    expect(saving!.sentence).toBe(
      `Since “Roof insulation” on 20 September 2015: not enough readings yet to measure the saving (${saving!.reasons[0]}).`,
    );
    expect(saving!.reasons[0]).toMatch(/after the intervention/);
  }, 60_000);

  it('is listed on the site’s PDF report, sentence for sentence', async () => {
    await built.database.db
      .updateTable('sites')
      .set({ paid: true })
      .where('id', '=', world.siteId)
      .execute();
    const served = [(await savingOf('LED lighting'))!, (await savingOf('Roof insulation'))!];
    const response = await built.app.inject({
      method: 'GET',
      url: `/api/predict/${world.siteId}/pdf`,
      headers: { authorization: `Bearer ${world.alice}` },
    });
    expect(response.statusCode).toBe(200);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Savings measured since your interventions');
    for (const saving of served) expect(text).toContain(saving.sentence);
  }, 60_000);

  it('is not shown to another user', async () => {
    expect((await interventions(world.bob)).statusCode).toBe(404);
  });
});
