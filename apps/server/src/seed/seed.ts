import type { Kysely } from 'kysely';
import { isDemoSite } from '@wattwise/domain';
import { runModelBuildingJob } from '../areas/registration/modelBuildingJob';
import { createAccount, findAccountByEmail } from '../platform/identity/accounts';
import { upsertBuildingTypes } from '../areas/site/buildingTypes';
import { loadOsmBuildings, streetOf } from './osmBuildings';
import {
  siteRegistrationRules,
  simpleRegistrationRules,
} from '../areas/registration/registrationRules';
import {
  siteRegistrationRows,
  simpleRegistrationRow,
} from '../areas/registration/registrationRows';
import {
  insertBuilding,
  insertSite,
  type BuildingToStore,
  type MeterToStore,
} from '../areas/registration/registrationStore';
import { queueModelRun } from '../areas/registration/modelRuns';
import { loadOutdoorTemperatures } from '../areas/data/outdoorTemperatures';
import { queueNewMeterIngests, runCalibrateJob, runIngestJob } from '../areas/meter/meterJobs';
import { meterReadingsSources } from '../areas/meter/readings';
import { createSandboxMeterProvider } from '../adapters/smartMeters/sandboxProvider';
import { fileBlobStore } from '../adapters/blobs/index';
import type { Database } from '../db/schema';
import { seedMeteredSite } from './seedMeteredSite';
import { seedRegistration, sandboxMpan } from './seedRegistrations';
import { seedViewerAssets } from './seedViewerAssets';
import {
  DEMO_ACCOUNT_EMAIL,
  DEMO_ACCOUNT_NAME,
  demoAccountSites,
  specDemoSites,
  type SeedBuilding,
  type SeedSite,
} from './seedSites';

export interface SeedResult {
  /** True when this run created the demo account and its sites (first start). */
  seeded: boolean;
  demoEmail: string;
}

const lastAttempt = { lastAttempt: true };

/**
 * Seeds on first start, idempotently: building types and the London temperature series are
 * refreshed every time; the demo account and its sites are created only when the account does
 * not exist. Seeded sites go through a user's pipeline: the payload their flow's wizard sends,
 * checked by the same rules and stored as the same rows, modelled by the same job; a smart meter's
 * readings are then ingested, calibrated and the building modelled again on them, all run inline
 * so the numbers exist when the server opens. Nothing is a hand-made figure.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  options: { demoPassword: string; dataDir?: string },
): Promise<SeedResult> {
  await upsertBuildingTypes(db);
  await loadOutdoorTemperatures(db);
  if (await findAccountByEmail(db, DEMO_ACCOUNT_EMAIL)) {
    return { seeded: false, demoEmail: DEMO_ACCOUNT_EMAIL };
  }
  const sites = [...demoAccountSites, ...specDemoSites];
  const osm = loadOsmBuildings(sites.flatMap((site) => site.buildings.map((b) => b.osmId)));

  const created = await db.transaction().execute(async (trx) => {
    const account = await createAccount(trx, {
      name: DEMO_ACCOUNT_NAME,
      email: DEMO_ACCOUNT_EMAIL,
      password: options.demoPassword,
    });
    if (!account.ok) {
      throw new Error(`DEMO_PASSWORD is refused: ${Object.values(account.errors).join(' ')}`);
    }
    // A concurrent replica seeded first: its seed stands.
    if (!account.account) return undefined;
    const runs: string[] = [];
    for (const [index, site] of sites.entries()) {
      runs.push(...(await registerSeedSite(trx, site, index, osm, account.account.id)));
    }
    return { runs, ownerId: account.account.id };
  });
  if (!created) return { seeded: false, demoEmail: DEMO_ACCOUNT_EMAIL };
  for (const runId of created.runs) await runModelBuildingJob(db, runId, lastAttempt);
  await readSandboxMeters(
    db,
    sites.map((site) => site.id),
  );
  if (options.dataDir) {
    const blobs = fileBlobStore(options.dataDir);
    await seedMeteredSite(db, { ownerId: created.ownerId, blobs });
    await seedViewerAssets(db, blobs);
  }
  return { seeded: true, demoEmail: DEMO_ACCOUNT_EMAIL };
}

/**
 * What follows a smart-meter registration (registration's sendMeterIngests, then the workers):
 * each readable meter's readings from the sandbox provider, the calibration on them, and the
 * building modelled again on its meter.
 */
async function readSandboxMeters(db: Kysely<Database>, siteIds: readonly string[]) {
  const sources = meterReadingsSources(db, createSandboxMeterProvider([]));
  for (const siteId of siteIds) {
    for (const job of await queueNewMeterIngests(db, siteId)) {
      const calibration = await runIngestJob(db, job, lastAttempt, { sources });
      const model = calibration ? await runCalibrateJob(db, calibration, lastAttempt) : undefined;
      if (model) await runModelBuildingJob(db, model, lastAttempt);
    }
  }
}

/**
 * A seeded building's name: its OSM name, house name or street address. Where two buildings of a
 * site share a name (the tenant's, as 8 and 13 Fitzroy Street are both 'Arup'), each takes its
 * street address instead, so that the site's tree tells them apart.
 */
function buildingNameOf(
  site: SeedSite,
  seed: SeedBuilding,
  osm: ReturnType<typeof loadOsmBuildings>,
): string {
  const nameOf = (tags: Record<string, string>) =>
    tags.name ?? tags['addr:housename'] ?? streetOf(tags) ?? site.name ?? 'Building';
  const tags = osm.get(seed.osmId)?.tags ?? {};
  const name = nameOf(tags);
  const shared = site.buildings.filter((other) => {
    const otherTags = osm.get(other.osmId)?.tags;
    return otherTags !== undefined && nameOf(otherTags) === name;
  });
  return shared.length > 1 ? (streetOf(tags) ?? name) : name;
}

/** The rows a seeded building's registration stores, after its flow's rules passed. */
function seedRows(
  site: SeedSite,
  seed: SeedBuilding,
  name: string,
  osm: ReturnType<typeof loadOsmBuildings>,
  mpan: string,
): { building: BuildingToStore; meters: MeterToStore[] } {
  const outline = osm.get(seed.osmId);
  if (!outline) throw new Error(`Missing OSM building ${seed.osmId}`);
  const registration = seedRegistration(site, seed, name, outline, mpan);
  const now = new Date();
  const rules =
    registration.kind === 'simple'
      ? simpleRegistrationRules(registration.payload, now)
      : siteRegistrationRules(registration.payload, registration.meterState, now);
  if (!rules.ok) throw new Error(`Seed site ${site.id} breaks a rule: ${rules.message}`);
  const rows =
    registration.kind === 'simple'
      ? { building: simpleRegistrationRow(registration.payload), meters: [] }
      : siteRegistrationRows(registration.payload, registration.meterState, true, null);
  // The outline's OpenStreetMap way, which the wizard's payload does not carry (seeded buildings).
  return { building: { ...rows.building, osmId: seed.osmId }, meters: rows.meters };
}

async function registerSeedSite(
  trx: Kysely<Database>,
  site: SeedSite,
  siteIndex: number,
  osm: ReturnType<typeof loadOsmBuildings>,
  ownerId: string,
): Promise<string[]> {
  const runs: string[] = [];
  let siteId: string | undefined;
  for (const [index, seed] of site.buildings.entries()) {
    const name = buildingNameOf(site, seed, osm);
    const { building, meters } = seedRows(site, seed, name, osm, sandboxMpan(siteIndex, index));
    if (!siteId) {
      const created = await insertSite(
        trx,
        {
          id: site.id,
          ...(site.name ? { name: site.name } : {}),
          product: site.product,
          paid: site.paid,
          ownerId,
          sandbox: true,
          // Demo sites (spec shell §1) are open to every visitor.
          demo: isDemoSite(site.id),
        },
        building,
        meters,
      );
      siteId = created.siteId;
      runs.push(created.runId);
    } else {
      const buildingId = await insertBuilding(trx, siteId, building, meters);
      runs.push(await queueModelRun(trx, { siteId, buildingId }));
    }
  }
  return runs;
}
