import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BENCHMARK_SCHEMES,
  DEFAULT_SCHEME,
  diagnose as engineDiagnose,
  estimate,
} from '@wattwise/energy-model';
import { diagnoseMessages, formatMoney, schemeLabel } from '@wattwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { buildingFactsOf } from '../src/areas/registration/buildingFacts';
import { sitePayload, waitForModelRuns } from './support/registrationPayload';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp, TEST_URL } from './support/testApp';
import type { RunStatus } from '../src/db/schema';

let databases: TestDatabases;
let built: BuiltApp;
let siteData: string;
let siteId: string;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wattwise-simple-'));
const outbox = path.join(dataDir, 'outbox');
const OTHER_SCHEME = BENCHMARK_SCHEMES.find((s) => s.key !== DEFAULT_SCHEME)!.key;

/** The simple (no sign-in) registration of the spec's 5-step flow, as the wizard sends it. */
function simplePayload() {
  const payload = sitePayload();
  return {
    address: {
      buildingName: 'Gower Street Offices',
      street: '65 Gower Street',
      town: 'London',
      postCode: 'WC1E 6HJ',
    },
    coordinates: payload.coordinates,
    elevation: 25,
    noEPC: false,
    epcRating: 'D',
    floorArea: 1800,
    noFloors: 3,
    yearOfConstruction: 1965,
    buildingType: 'GENERAL_OFFICE',
    token: 'captcha-token',
    ...Object.fromEntries(Object.entries(payload).filter(([k]) => /^(elec|gas)/.test(k))),
  };
}

const diagnoseCall = (body: unknown, query = '') =>
  built.app.inject({
    method: 'POST',
    url: `/api/predict/simplediagnose${query}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const emailCall = (email: string, scheme?: string) =>
  built.app.inject({
    method: 'PUT',
    url: scheme
      ? `/api/predict/simplediagnose/email/scheme?email=${encodeURIComponent(email)}&diagnoseMetric=${scheme}`
      : `/api/predict/simplediagnose/email?email=${encodeURIComponent(email)}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(siteData),
  });

/** The outbox's e-mails to an address (the embedded e-mail adapter writes one file each). */
function mailsTo(address: string): { to: string; subject: string; text: string }[] {
  let files: string[];
  try {
    files = readdirSync(outbox);
  } catch {
    return [];
  }
  return files
    .map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')))
    .filter((mail) => mail.to === address);
}

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), {
    env: {
      DATA_DIR: dataDir,
      RATE_LIMIT_DIAGNOSIS_EMAIL: '4/3600',
      RATE_LIMIT_DIAGNOSIS_EMAIL_PER_ADDRESS: '2/3600',
    },
  });
  const registered = await built.app.inject({
    method: 'PUT',
    url: '/api/predict/simplediagnose/registration',
    payload: simplePayload(),
  });
  expect(registered.statusCode).toBe(200);
  siteData = registered.json() as string;
  const site = await built.database.db
    .selectFrom('sites')
    .select('id')
    .where('product', '=', 'SIMPLE_PREDICT')
    .executeTakeFirstOrThrow();
  siteId = site.id;
  await waitForModelRuns(built, siteId);
}, 120_000);
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

describe('simple diagnose without an account', () => {
  it('answers the figures the engine computes for the registered building', async () => {
    const building = await built.database.db
      .selectFrom('buildings')
      .selectAll()
      .where('site_id', '=', siteId)
      .executeTakeFirstOrThrow();
    const facts = buildingFactsOf(building);
    const engine = estimate(facts);
    for (const scheme of [DEFAULT_SCHEME, OTHER_SCHEME]) {
      const expected = engineDiagnose(facts, { diagnoseMetric: scheme, potentialMetric: scheme });
      const response = await diagnoseCall(siteData, `?diagnoseMetric=${scheme}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.buildingName).toBe('Gower Street Offices');
      expect(body.centreCoordinate).toEqual(building.centre);
      expect(body.enteredRating).toBe('D');
      expect(body.kpis.find((k: { text: string }) => k.text === 'Energy cost').value).toBeCloseTo(
        engine.annual.costGbp.value,
        6,
      );
      expect(body.diagnoseMetrics.cost.actualImprovement).toBeCloseTo(
        expected.diagnoseMetrics!.cost.actualImprovement,
        6,
      );
      expect(body.diagnoseMetrics.electricity.barPercentage).toBeCloseTo(
        expected.diagnoseMetrics!.electricity.barPercentage,
        6,
      );
    }
  });

  it('refuses unknown site data, a signed-in product site, an empty body and an unknown scheme', async () => {
    expect((await diagnoseCall('no-such-site-data')).statusCode).toBe(404);
    const db = built.database.db;
    await db.updateTable('sites').set({ product: 'PREDICT' }).where('id', '=', siteId).execute();
    try {
      expect((await diagnoseCall(siteData)).statusCode).toBe(404);
    } finally {
      await db
        .updateTable('sites')
        .set({ product: 'SIMPLE_PREDICT' })
        .where('id', '=', siteId)
        .execute();
    }
    expect((await diagnoseCall('')).statusCode).toBe(400);
    const unknown = await diagnoseCall(siteData, '?diagnoseMetric=NO_SUCH_SCHEME');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('NO_SUCH_SCHEME');
  });

  it('asks to retry while the building is modelled, and gives the model error when it failed', async () => {
    const db = built.database.db;
    const setStatus = (status: RunStatus) =>
      db.updateTable('model_runs').set({ status }).where('site_id', '=', siteId).execute();
    try {
      await setStatus('RUNNING');
      const running = await diagnoseCall(siteData);
      expect(running.statusCode).toBe(503);
      expect(Number(running.headers['retry-after'])).toBeGreaterThan(0);
      await setStatus('FAILED');
      const failed = await diagnoseCall(siteData);
      expect(failed.statusCode).toBe(500);
      expect(failed.json().message).toBe(diagnoseMessages.modelError);
    } finally {
      await setStatus('COMPLETE');
    }
    expect((await diagnoseCall(siteData)).statusCode).toBe(200);
  });
});

describe('e-mail of the diagnosis', () => {
  it('lands in the outbox with the figures, the scheme and the link; limited per address and per client', async () => {
    const first = await emailCall('owner@example.org');
    expect(first.statusCode).toBe(200);
    const [mail] = mailsTo('owner@example.org');
    expect(mail?.subject).toBe('Your WattWise diagnosis of Gower Street Offices');
    const diagnosis = (await diagnoseCall(siteData)).json();
    const cost = diagnosis.kpis.find((k: { text: string }) => k.text === 'Energy cost').value;
    expect(mail?.text).toContain(`Energy cost: ${formatMoney(cost)} a year`);
    expect(mail?.text).toContain('EPC Band D');
    expect(mail?.text).toContain(`Scheme: ${schemeLabel(DEFAULT_SCHEME)}`);
    // Nothing entered for water: the e-mail says so in the engine's words, as the screen does.
    expect(diagnosis.diagnoseMetrics.water.state).toBe('NO_DATA');
    expect(mail?.text).toContain(`- Water: no data. ${diagnosis.diagnoseMetrics.water.reason}`);
    expect(mail?.text).not.toMatch(/- Water: (At or below|[\d.]+%)/);
    expect(mail?.text).toContain(
      `${TEST_URL}/predict/simplediagnose?siteData=${encodeURIComponent(siteData)}`,
    );

    const scheme = await emailCall('owner@example.org', OTHER_SCHEME);
    expect(scheme.statusCode).toBe(200);
    expect(mailsTo('owner@example.org').map((m) => m.text)).toContainEqual(
      expect.stringContaining(`Scheme: ${schemeLabel(OTHER_SCHEME)}`),
    );

    // A third e-mail to the same inbox within the hour: 429 with Retry-After, nothing sent.
    const third = await emailCall('OWNER@example.org');
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.json().message).toMatch(/^Too many e-mails to this address\. Try again in/);
    expect(mailsTo('owner@example.org')).toHaveLength(2);
    expect(mailsTo('OWNER@example.org')).toHaveLength(0);

    // Another inbox is fine, until this client has spent its budget of four.
    expect((await emailCall('other@example.org')).statusCode).toBe(200);
    const fifth = await emailCall('third@example.org');
    expect(fifth.statusCode).toBe(429);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    expect(mailsTo('third@example.org')).toHaveLength(0);
  });

  it('refuses a malformed address or unknown site data without sending', async () => {
    const before = readdirSync(outbox).length;
    const bad = await built.app.inject({
      method: 'PUT',
      url: '/api/predict/simplediagnose/email?email=not-an-address',
      // Another client: this one's budget is spent by the test above.
      remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(siteData),
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await built.app.inject({
      method: 'PUT',
      url: '/api/predict/simplediagnose/email?email=new%40example.org',
      remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify('no-such-site-data'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(readdirSync(outbox)).toHaveLength(before);
  });
});
