import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BuiltApp } from '../src/app';
import type { Database } from '../src/db/schema';
import { runModelBuildingJob } from '../src/areas/registration/modelBuildingJob';
import { accountFixture } from '../test/support/fixtures';
import { sitePayload } from '../test/support/registrationPayload';
import { providerToken } from '../test/support/tokens';

const DAY_MS = 86_400_000;

/** Kinds of building the estate is made of: type, size, EPC band and year. */
const TEMPLATES = [
  { buildingType: 'GENERAL_OFFICE', floorArea: 1800, epcRating: 'D', epcYear: 2019 },
  { buildingType: 'GENERAL_OFFICE', floorArea: 600, epcRating: 'F', epcYear: 2016 },
  { buildingType: 'GENERAL_RETAIL', floorArea: 400, epcRating: 'E', epcYear: 2017 },
  {
    buildingType: 'SCHOOLS_AND_SEASONAL_PUBLIC_BUILDINGS',
    floorArea: 2500,
    epcRating: 'C',
    epcYear: 2021,
  },
  { buildingType: 'HOTEL', floorArea: 3200, epcRating: 'G', epcYear: 2015 },
  {
    buildingType: 'SEMI_DETACHED_HOUSE',
    floorArea: 95,
    noFloors: 2,
    epcRating: 'E',
    epcYear: 2018,
    elecValue: 3200,
    gasValue: 11500,
  },
];

async function modelledTemplate(
  { app, db }: Pick<BuiltApp, 'app'> & { db: Kysely<Database> },
  overrides: Record<string, unknown>,
  index: number,
) {
  const account = await accountFixture(
    db,
    `template-${index}-${randomUUID().slice(0, 8)}@example.com`,
  );
  const headers = { authorization: `Bearer ${await providerToken(db, { sub: account })}` };
  const registered = await app.inject({
    method: 'PUT',
    url: '/api/predict/register',
    payload: sitePayload({ buildingName: `Template ${index}`, ...overrides }),
    headers,
  });
  const siteId = registered.json().siteId as string;
  if (!siteId) throw new Error(`Registration failed: ${registered.body}`);
  const run = await db
    .selectFrom('model_runs')
    .selectAll()
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  await runModelBuildingJob(db, run.id, { lastAttempt: true });
  const building = await db
    .selectFrom('buildings')
    .selectAll()
    .where('id', '=', run.building_id)
    .executeTakeFirstOrThrow();
  const done = await db
    .selectFrom('model_runs')
    .selectAll()
    .where('id', '=', run.id)
    .executeTakeFirstOrThrow();
  if (done.status !== 'COMPLETE') throw new Error(`Model run failed: ${done.error}`);
  return {
    site: await db
      .selectFrom('sites')
      .selectAll()
      .where('id', '=', siteId)
      .executeTakeFirstOrThrow(),
    building,
    run: done,
  };
}

/**
 * An estate of `sites` sites for `owner`: six buildings registered through the real route and
 * modelled by the real job, each copied with its stored results; a fifth of the copies metered
 * (two years of daily readings up to `today`) and a tenth let.
 */
export async function generateEstate(
  built: Pick<BuiltApp, 'app'> & { db: Kysely<Database> },
  owner: string,
  sites: number,
  today = new Date(),
) {
  const { db } = built;
  const templates = [];
  for (const [index, template] of TEMPLATES.entries()) {
    templates.push(await modelledTemplate(built, template, index));
  }
  const resultsKb = JSON.stringify(templates[0]!.run.results).length / 1024;

  const firstDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 24, 1);
  const lastDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  let readings = 0;

  for (let index = 0; index < sites; index += 1) {
    const template = templates[index % templates.length]!;
    const siteId = randomUUID();
    const buildingId = randomUUID();
    const {
      id: _site,
      created_at: _siteCreated,
      logo_blob: _logo,
      weather_region: _region,
      ...site
    } = template.site;
    await db
      .insertInto('sites')
      .values({
        ...site,
        id: siteId,
        name: `Estate site ${String(index + 1).padStart(4, '0')}`,
        summary: JSON.stringify(site.summary),
      })
      .execute();
    await db
      .insertInto('site_permissions')
      .values({ site_id: siteId, account_id: owner, permission: 'OWNER' })
      .execute();
    const { id: _b, created_at: _bc, ...building } = template.building;
    await db
      .insertInto('buildings')
      .values({
        ...building,
        id: buildingId,
        site_id: siteId,
        outline: JSON.stringify(building.outline),
        centre: JSON.stringify(building.centre),
        spatial_structure: JSON.stringify(building.spatial_structure),
        parameters: building.parameters ? JSON.stringify(building.parameters) : null,
        schedules: building.schedules ? JSON.stringify(building.schedules) : null,
        metered_bills: building.metered_bills ? JSON.stringify(building.metered_bills) : null,
        let_to_tenants: index % 10 === 0,
      } as never)
      .execute();
    const { id: _r, created_at: _rc, ...run } = template.run;
    await db
      .insertInto('model_runs')
      .values({
        ...run,
        id: randomUUID(),
        site_id: siteId,
        building_id: buildingId,
        event_id: null,
        results: JSON.stringify(run.results),
      } as never)
      .execute();
    if (index % 5 === 0) {
      const path = `estate-${index}`;
      await db
        .insertInto('spatial_nodes')
        .values({
          id: randomUUID(),
          site_id: siteId,
          building_id: buildingId,
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
          last_metering_at: new Date(lastDay),
        } as never)
        .execute();
      const meterId = randomUUID();
      await db
        .insertInto('meters')
        .values({
          id: meterId,
          site_id: siteId,
          node_path: path,
          fuel: 'ELECTRICITY',
          number: `bench-${index}`,
          supplier: null,
          consent_at: null,
        } as never)
        .execute();
      const rows = [];
      for (let day = firstDay; day < lastDay; day += DAY_MS) {
        rows.push({
          meter_id: meterId,
          start_at: new Date(day),
          kwh: 150 + 50 * Math.sin(day / DAY_MS / 58),
        });
      }
      for (let at = 0; at < rows.length; at += 500) {
        await db
          .insertInto('interval_readings')
          .values(rows.slice(at, at + 500))
          .execute();
      }
      readings += rows.length;
    }
  }
  return { readings, resultsKb };
}
