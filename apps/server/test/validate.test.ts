import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { guideline14Limit, validateMessages } from '@wattwise/domain';
import { validationKpis, validationWindow, type ValidationDay } from '@wattwise/energy-model';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { accountFixture } from './support/fixtures';
import {
  register,
  sitePayload,
  smartMeterPayload,
  waitForModelRuns,
} from './support/registrationPayload';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { providerToken } from './support/tokens';

let databases: TestDatabases;
let built: BuiltApp;
let siteId: string;
let buildingId: string;
let aliceToken: string;
let bobToken: string;

interface Point {
  x: string;
  y: number;
}
interface ValidateBody {
  kpis: {
    text: string;
    value: number | null;
    unit: string;
    indicator?: { variant: string; text: string; value: number };
  }[];
  hasAutoML: boolean;
  lastMeteringDateTime: string | null;
  data: Point[];
  predicted: Point[];
  sandbox?: boolean;
  placeholder?: boolean;
}

async function waitForCalibration() {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const run = await built.database.db
      .selectFrom('model_runs')
      .select(['status', 'error'])
      .where('site_id', '=', siteId)
      .where('kind', '=', 'CALIBRATION')
      .where('status', 'in', ['COMPLETE', 'FAILED'])
      .executeTakeFirst();
    if (run) return run;
    if (Date.now() > deadline) throw new Error('No calibration finished');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const get = async (url: string, token = aliceToken) =>
  built.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const overview = async (query = '', token = aliceToken) =>
  get(`/api/predict/validate/overview/${siteId}${query}`, token);
const kpi = (body: ValidateBody, text: string) => body.kpis.find((k) => k.text === text)!;
const setPaid = (paid: boolean) =>
  built.database.db.updateTable('sites').set({ paid }).where('id', '=', siteId).execute();

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), {
    env: {
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'wattwise-validate-')),
      JOB_RETRY_LIMIT: '1',
      JOB_RETRY_DELAY_SECONDS: '1',
      JOB_POLL_SECONDS: '0.5',
    },
  });
  const { db } = built.database;
  const alice = await accountFixture(db, 'alice-validate@example.com');
  const bob = await accountFixture(db, 'bob-validate@example.com');
  aliceToken = await providerToken(db, { sub: alice });
  bobToken = await providerToken(db, { sub: bob });
  const registered = await register(built, smartMeterPayload(), aliceToken);
  siteId = registered.json().siteId as string;
  if (!siteId) throw new Error(`registration failed: ${registered.body}`);
  await waitForModelRuns(built, siteId, 120_000);
  const run = await waitForCalibration();
  if (run.status !== 'COMPLETE') throw new Error(`calibration failed: ${run.error}`);
  buildingId = (await db.selectFrom('buildings').select('id').executeTakeFirstOrThrow()).id;
}, 240_000);
afterAll(async () => {
  await built?.app.close();
  await databases?.dispose();
});

describe('validate of a sandbox smart-meter site', () => {
  it('gives an unpaid site placeholder data only, never its figures', async () => {
    await setPaid(false);
    const response = await overview();
    expect(response.statusCode).toBe(200);
    const body = response.json() as ValidateBody;
    expect(body.placeholder).toBe(true);
    expect(body.kpis.map((k) => k.value)).toEqual([null, null, null, null]);
    expect(body.lastMeteringDateTime).toBeNull();
    // Placeholder days lie between the placeholder limits; real days of this office are far above.
    for (const point of [...body.data, ...body.predicted]) {
      expect(point.y).toBeGreaterThanOrEqual(30);
      expect(point.y).toBeLessThanOrEqual(60);
    }
    const kpis = await get(`/api/predict/validate/kpis/${siteId}`);
    expect((kpis.json() as { value: number | null }[]).every((k) => k.value === null)).toBe(true);
  });

  it('shows a paid site its observed readings against the calibrated prediction with the G14 KPIs', async () => {
    await setPaid(true);
    const body = (await overview('?timespan=YEARLY')).json() as ValidateBody;
    expect(body.placeholder).toBeUndefined();
    expect(body.hasAutoML).toBe(true);
    expect(body.sandbox).toBe(true);
    expect(body.kpis.map((k) => k.text)).toEqual([
      validateMessages.kpiCvrmse,
      validateMessages.kpiNmbe,
      validateMessages.kpiObserved,
      validateMessages.kpiPredicted,
    ]);
    // One point a day over the last 12 months, observed and predicted on the same days.
    expect(body.data.length).toBeGreaterThanOrEqual(360);
    expect(body.data.length).toBeLessThanOrEqual(366);
    expect(body.predicted.map((p) => p.x)).toEqual(body.data.map((p) => p.x));
    const last = body.data.at(-1)!.x.slice(0, 10);
    expect(body.lastMeteringDateTime!.slice(0, 10) >= last).toBe(true);

    // The observed total is the stored meter readings of those days (UK dates).
    const first = body.data[0]!.x.slice(0, 10);
    const stored = await sql<{ total: number }>`
      select sum(kwh)::float8 as total from interval_readings
      where (start_at at time zone 'Europe/London')::date between ${first}::date and ${last}::date
    `.execute(built.database.db);
    const observed = kpi(body, validateMessages.kpiObserved).value!;
    const total = stored.rows[0]!.total;
    expect(Math.abs(observed - total) / total).toBeLessThan(0.005);
    expect(body.data.reduce((sum, p) => sum + p.y, 0)).toBeCloseTo(observed, 3);
    expect(body.predicted.reduce((sum, p) => sum + p.y, 0)).toBeCloseTo(
      kpi(body, validateMessages.kpiPredicted).value!,
      3,
    );

    // CV(RMSE) and NMBE are the engine's statistics of the stored calibration's days.
    const run = await built.database.db
      .selectFrom('model_runs')
      .select('results')
      .where('kind', '=', 'CALIBRATION')
      .where('status', '=', 'COMPLETE')
      .executeTakeFirstOrThrow();
    const days = (run.results as { validation: ValidationDay[] }).validation;
    const engine = validationKpis(validationWindow(days, last), 0);
    const cvrmse = kpi(body, validateMessages.kpiCvrmse);
    expect(cvrmse.unit).toBe('%');
    expect(cvrmse.value).toBeGreaterThan(0);
    // The sandbox meter follows its modelled building: a calibrated model meets Guideline 14.
    expect(cvrmse.value).toBeLessThan(15);
    expect(cvrmse.indicator).toMatchObject({
      value: 15,
      variant: 'POSITIVE',
      text: guideline14Limit('cvrmse', true),
    });
    expect(Math.abs(kpi(body, validateMessages.kpiNmbe).value!)).toBeLessThan(5);
    expect(observed).toBeCloseTo(engine.observedKwh, 3);
  });

  it('answers the building, a floor and the yearly KPI call with the same figures', async () => {
    const site = (await overview()).json() as ValidateBody;
    const building = (await overview(`?path=${buildingId}`)).json() as ValidateBody;
    expect(building.kpis).toEqual(site.kpis);
    const floor = await built.database.db
      .selectFrom('spatial_nodes')
      .select('path')
      .where('building_id', '=', buildingId)
      .where('path', 'like', `${buildingId}/%`)
      .executeTakeFirstOrThrow();
    const floorBody = (await overview(`?path=${encodeURIComponent(floor.path)}`)).json();
    expect((floorBody as ValidateBody).kpis).toEqual(site.kpis);
    const yearly = await get(`/api/predict/validate/kpis/${siteId}/${buildingId}`);
    expect(yearly.json()).toEqual(site.kpis);
    const monthly = (await overview('?timespan=MONTHLY')).json() as ValidateBody;
    expect(monthly.data).toHaveLength(30);
    expect(monthly.kpis).toEqual(site.kpis);
  });

  it('says the prediction is being computed until a calibration has finished', async () => {
    const { db } = built.database;
    await db
      .updateTable('model_runs')
      .set({ status: 'RUNNING' })
      .where('site_id', '=', siteId)
      .where('kind', '=', 'CALIBRATION')
      .execute();
    try {
      const body = (await overview()).json() as ValidateBody;
      expect(body.hasAutoML).toBe(false);
      expect(body.data).toEqual([]);
      expect(body.kpis).toEqual([]);
    } finally {
      await db
        .updateTable('model_runs')
        .set({ status: 'COMPLETE' })
        .where('site_id', '=', siteId)
        .where('kind', '=', 'CALIBRATION')
        .execute();
    }
  });

  it("does not show one user's validate data to another, nor to anyone without a token", async () => {
    expect((await overview('', bobToken)).statusCode).toBe(404);
    expect((await get(`/api/predict/validate/kpis/${siteId}`, bobToken)).statusCode).toBe(404);
    const anonymous = await built.app.inject({
      method: 'GET',
      url: `/api/predict/validate/overview/${siteId}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await overview('?path=no-such-building')).statusCode).toBe(404);
  });
});

describe('validate without a meter', () => {
  it('checks the model against the bills entered, and says when there is nothing to check', async () => {
    const { db } = built.database;
    const carol = await accountFixture(db, 'carol-validate@example.com');
    const token = await providerToken(db, { sub: carol });
    const billed = (await register(built, sitePayload(), token)).json().siteId as string;
    await db.updateTable('sites').set({ paid: true }).where('id', '=', billed).execute();
    await waitForModelRuns(built, billed, 120_000);
    const bills = (
      await get(`/api/predict/validate/overview/${billed}`, token)
    ).json() as ValidateBody & { basis: string; notices: { notice: string }[] };
    expect(bills).toMatchObject({ basis: 'BILLS', hasAutoML: true });
    // sitePayload's bills: 95,000 kWh of electricity and 120,000 kWh of gas a year.
    expect(kpi(bills, validateMessages.kpiBilled).value).toBeCloseTo(215_000, -2);
    const calibrated = kpi(bills, validateMessages.kpiCalibrated);
    expect(Math.abs(calibrated.value! - 215_000) / 215_000).toBeLessThan(0.05);
    expect(calibrated.indicator?.variant).toBe('POSITIVE');
    expect(kpi(bills, validateMessages.kpiFromFacts).indicator?.text).toBe(
      validateMessages.againstTheBills,
    );
    expect(bills.predicted).toHaveLength(12);
    expect(bills.notices[0]?.notice).toBe(validateMessages.billsNotice);

    // A building added without bills or a meter has nothing to be checked against: it says so.
    const annex = sitePayload({ buildingName: 'Annex', heatingFuel: 'NATURAL_GAS' });
    for (const key of ['elecValue', 'gasValue', 'token', 'energySupplier']) delete annex[key];
    const added = await built.app.inject({
      method: 'PUT',
      url: `/api/predict/register/${billed}`,
      payload: {
        ...annex,
        spatialStructure: [
          { floor: 'Ground', spaces: { OFFICE: 2 } },
          { floor: 'First', spaces: { OFFICE: 2 } },
          { floor: 'Second', spaces: { OFFICE: 2 } },
        ],
      },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(added.json().errorMessage ?? null, added.body).toBeNull();
    await waitForModelRuns(built, billed, 120_000);
    const annexId = (
      await db
        .selectFrom('buildings')
        .select('id')
        .where('site_id', '=', billed)
        .where('name', '=', 'Annex')
        .executeTakeFirstOrThrow()
    ).id;
    const nothing = (
      await get(`/api/predict/validate/overview/${billed}?path=${annexId}`, token)
    ).json() as ValidateBody & { basis: string };
    expect(nothing).toMatchObject({ basis: 'NONE', hasAutoML: false, kpis: [], data: [] });
  });
});
