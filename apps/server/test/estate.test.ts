import { epcValidity, estateMessages, lettingCompliance } from '@wattwise/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { readModelResults } from '../src/areas/registration/storedResults';
import { modelledSite } from './support/modelledSite';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';

/**
 * The estate at a glance reads each building's stored results (never a model run), shows only
 * the caller's own sites, filters as the home map does, and says which let buildings fall below
 * the minimum energy efficiency standard with the EPC target search's cheapest route.
 */
let databases: TestDatabases;
let built: BuiltApp;
let site: Awaited<ReturnType<typeof modelledSite>>;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next());
  // An office with a band F certificate from 2017: below band E if let.
  site = await modelledSite(built, { payload: { epcRating: 'F', epcYear: 2017 } });
}, 120_000);
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

async function storedResults() {
  const run = await built.database.db
    .selectFrom('model_runs')
    .select(['results', 'engine_version'])
    .where('site_id', '=', site.siteId)
    .where('status', '=', 'COMPLETE')
    .orderBy('finished_at', 'desc')
    .executeTakeFirstOrThrow();
  return readModelResults(run.results, run.engine_version).results;
}

async function overview(query = '', token = site.aliceToken) {
  const answer = await site.get(`/api/estate${query}`, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

describe('the estate at a glance', () => {
  it("sums the stored results of the caller's buildings, running no model", async () => {
    const runsBefore = await built.database.db
      .selectFrom('model_runs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const body = await overview();
    const results = await storedResults();
    expect(body.siteCount).toBe(1);
    expect(body.buildingCount).toBe(1);
    expect(body.months).toHaveLength(24);
    // No readings: every month is the model's typical month, so the years are the same.
    const typicalYear = results.estimate.monthly.reduce((sum, m) => sum + m.totalKwh, 0);
    expect(body.lastYear.energyKwh).toBeCloseTo(typicalYear, 3);
    expect(body.yearBefore.energyKwh).toBeCloseTo(typicalYear, 3);
    // ...and nothing measured to compare: no change is given, rather than 0 %.
    expect(body.measured).toBeNull();
    expect(body.months.every((m: { modelledSites: number }) => m.modelledSites === 1)).toBe(true);
    // The ranking is the light figures' usage against the benchmark, per m² of floor.
    const usage = results.lightFigures!.usage;
    const [ranked] = body.ranking;
    expect(ranked.siteId).toBe(site.siteId);
    expect(ranked.ratio).toBeCloseTo(usage.actual / usage.benchmark, 6);
    expect(ranked.intensityKwhM2).toBeCloseTo(usage.actual / results.estimate.floorAreaM2, 6);
    // The plans' totals are the stored plan's.
    expect(body.plans.savingGbp).toBeCloseTo(results.plan!.results.totalSavings.value, 6);
    expect(body.plans.capitalCostGbp).toBeCloseTo(results.plan!.results.capitalCostGbp, 6);
    const runsAfter = await built.database.db
      .selectFrom('model_runs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(runsAfter.n)).toBe(Number(runsBefore.n));
  });

  it('shows the EPC with its expiry, and a let building below band E with its cheapest route', async () => {
    const today = new Date();
    const before = (await overview()).compliance[0];
    expect(before.epcBand).toBe('F');
    expect(before.sector).toBe('non-domestic');
    expect(before.expiresOn).toBe('2027-01-01');
    expect(before.daysLeft).toBe(epcValidity('2017-01-01', today).daysLeft);
    expect(before.letToTenants).toBe(false);
    expect(before.meetsStandardToday).toBeNull();
    expect(before.cheapestRoute).toBeNull();

    const building = site.buildings[0]!.id;
    const saved = await built.app.inject({
      method: 'PUT',
      url: `/api/estate/letting/${site.siteId}/${building}`,
      payload: { letToTenants: true },
      headers: { authorization: `Bearer ${site.aliceToken}` },
    });
    expect(saved.json()).toEqual({ letToTenants: true });
    const after = (await overview()).compliance[0];
    expect(after.letToTenants).toBe(true);
    expect(after.meetsStandardToday).toBe(lettingCompliance('F', 'non-domestic', today).meetsToday);
    expect(after.meetsStandardToday).toBe(false);
    const search = (await storedResults()).epcTargets.E!;
    expect(after.cheapestRoute).toMatchObject({
      targetBand: 'E',
      feasible: search.feasible,
      capitalCostGbp: search.capitalCostGbp,
    });
    expect(after.cheapestRoute.measures).toHaveLength(search.measureIds.length);
  });

  it('filters as the home map does', async () => {
    expect((await overview('?product=OPTIMISE')).siteCount).toBe(0);
    expect((await overview('?buildingType=GENERAL_OFFICE')).siteCount).toBe(1);
    expect((await overview('?buildingType=SCHOOL')).compliance).toEqual([]);
    const refused = await site.get('/api/estate?energyUsage=PURPLE');
    expect(refused.statusCode).toBe(400);
  });

  it("never shows another user's sites, nor lets them say a building is let", async () => {
    const bobs = await overview('', site.bobToken);
    expect(bobs.siteCount).toBe(0);
    expect(bobs.ranking).toEqual([]);
    expect(bobs.compliance).toEqual([]);
    const refused = await built.app.inject({
      method: 'PUT',
      url: `/api/estate/letting/${site.siteId}/${site.buildings[0]!.id}`,
      payload: { letToTenants: false },
      headers: { authorization: `Bearer ${site.bobToken}` },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('exports the same as CSV and PDF', async () => {
    const csv = await site.get('/api/estate/csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('Below band E: may not be let');
    expect(csv.body.split('\r\n').filter((line) => /^\d{4}-\d{2},/.test(line))).toHaveLength(24);
    const pdf = await site.get('/api/estate/pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Nothing measured: the CSV gives no change and says why.
    expect(csv.body).toContain(estateMessages.noMeasuredYear);
    expect(csv.body).not.toMatch(/on the 12 months before/);
  });

  it('compares the years on measured months only, never the typical months', async () => {
    const { db } = built.database;
    const building = site.buildings[0]!;
    const path = `estate-meter-${randomUUID()}`;
    await db
      .insertInto('spatial_nodes')
      .values({
        id: randomUUID(),
        site_id: site.siteId,
        building_id: building.id,
        path,
        parent_path: null,
        type: 'BUILDING',
        name: 'Meter point',
        space_type: null,
        geometry: null,
        centre: null,
        rotation: null,
        scale: null,
        asset_glb: null,
        asset_jpg: null,
        asset_frag: null,
        data_frequency: 'DAILY',
        last_metering_at: null,
      })
      .execute();
    const meterId = randomUUID();
    await db
      .insertInto('meters')
      .values({
        id: meterId,
        site_id: site.siteId,
        node_path: path,
        fuel: 'ELECTRICITY',
        number: '1200012345679',
        supplier: null,
        consent_at: null,
      })
      .execute();
    // Two months read in both years: 200 kWh a day the year before, 150 a day last year.
    const today = new Date();
    const monthStart = (back: number) =>
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1);
    const readings = [];
    for (const [back, kwh] of [
      [1, 150],
      [2, 150],
      [13, 200],
      [14, 200],
    ] as const) {
      for (let day = monthStart(back); day < monthStart(back - 1); day += 86_400_000)
        readings.push({ meter_id: meterId, start_at: new Date(day), kwh });
    }
    await db.insertInto('interval_readings').values(readings).execute();

    const body = await overview();
    const days = (back: number) => (monthStart(back - 1) - monthStart(back)) / 86_400_000;
    expect(body.measured.sites).toBe(1);
    expect(body.measured.lastYear.energyKwh).toBeCloseTo(150 * (days(1) + days(2)), 6);
    expect(body.measured.yearBefore.energyKwh).toBeCloseTo(200 * (days(13) + days(14)), 6);
    // The totals still hold the typical months of the months not read.
    expect(body.lastYear.energyKwh).toBeGreaterThan(body.measured.lastYear.energyKwh);
    const csv = (await site.get('/api/estate/csv')).body;
    expect(csv).toContain(estateMessages.measuredBasis(1));
    expect(csv).toMatch(/Energy \(kWh\),[\d.]+,down \d+(\.\d)? % on the 12 months before/);

    // Every reading of the estate, streamed as CSV: the caller's only, as filtered.
    const exported = await site.get('/api/estate/readings');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    const lines = exported.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('site,building,fuel,meter,start_utc,kwh,quality');
    expect(lines).toHaveLength(readings.length + 1);
    expect(lines[1]).toMatch(/,ELECTRICITY,1200012345679,\d{4}-\d{2}-01T00:00:00.000Z,200,/);
    expect(lines.at(-1)).toMatch(/,150,/);
    const bobs = await site.get('/api/estate/readings', site.bobToken);
    expect(bobs.statusCode).toBe(200);
    expect(bobs.body.trimEnd().split('\r\n')).toHaveLength(1);
    const filtered = await site.get('/api/estate/readings?product=OPTIMISE');
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(1);
    expect(
      (await built.app.inject({ method: 'GET', url: '/api/estate/readings' })).statusCode,
    ).toBe(401);
  });

  it("exports every site's model series, plan and KPIs as the site's own export does, site first", async () => {
    // A paid site: a free one's plan is the placeholder, which has no figures to export.
    await built.database.db
      .updateTable('sites')
      .set({ paid: true })
      .where('id', '=', site.siteId)
      .execute();
    for (const table of ['series', 'plan', 'kpis'] as const) {
      const own = await site.get(`/api/data/export/${site.siteId}/${table}`);
      expect(own.statusCode, own.body).toBe(200);
      const estate = await site.get(`/api/estate/export/${table}`);
      expect(estate.statusCode, estate.body).toBe(200);
      expect(estate.headers['content-type']).toMatch(/^text\/csv/);
      expect(estate.headers['content-disposition']).toMatch(/^attachment; filename="estate /);
      const [ownHeader, ...ownRows] = own.body.trimEnd().split('\r\n');
      const [header, ...rows] = estate.body.trimEnd().split('\r\n');
      expect(header).toBe(`site,${ownHeader}`);
      // The one site's rows, each with its name first: the same figures as the site's export.
      expect(ownRows.length, table).toBeGreaterThan(0);
      expect(rows).toHaveLength(ownRows.length);
      const siteName = rows[0]!.slice(0, rows[0]!.length - ownRows[0]!.length - 1);
      expect(siteName.length).toBeGreaterThan(0);
      expect(rows).toEqual(ownRows.map((row) => `${siteName},${row}`));
      // Another account's estate and a filter that leaves the site out: the header only.
      const bobs = await site.get(`/api/estate/export/${table}`, site.bobToken);
      expect(bobs.body.trimEnd().split('\r\n')).toEqual([header]);
      const filtered = await site.get(`/api/estate/export/${table}?product=OPTIMISE`);
      expect(filtered.body.trimEnd().split('\r\n')).toEqual([header]);
    }
    // The model series carry the expected use of every month, and the baseline calibrated on
    // this site's readings.
    const series = (await site.get('/api/estate/export/series')).body.trimEnd().split('\r\n');
    expect(series[0]).toBe(
      'site,building,month,measured_kwh,calibrated_baseline_kwh,expected_kwh,potential_kwh',
    );
    expect(series.slice(1).every((row) => /,\d{4}-\d{2},/.test(row))).toBe(true);
    expect((await site.get('/api/estate/export/readings')).statusCode).toBe(400);
    expect(
      (await built.app.inject({ method: 'GET', url: '/api/estate/export/plan' })).statusCode,
    ).toBe(401);
  });
});
