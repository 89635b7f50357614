import type { Kysely } from 'kysely';
import {
  ENERGY_DEFAULTS,
  estimateFloorArea,
  isDemoSite,
  withMpanCheckDigit,
} from '@wattwise/domain';
import { BUILDING_TYPES } from '@wattwise/energy-model';
import { runModelBuildingJob } from '../areas/registration/modelBuildingJob';
import { createAccount, findAccountByEmail } from '../platform/identity/accounts';
import { upsertBuildingTypes } from '../areas/site/buildingTypes';
import { levelsOf, loadOsmBuildings, outlineAreaM2, streetOf } from './osmBuildings';
import {
  connectsSmartMeter,
  siteRegistrationRules,
  type SiteRegistration,
} from '../areas/registration/registrationRules';
import {
  insertBuilding,
  insertSite,
  type BuildingToStore,
} from '../areas/registration/registrationStore';
import { queueModelRun } from '../areas/registration/modelRuns';
import { loadOutdoorTemperatures } from '../areas/data/outdoorTemperatures';
import { fileBlobStore } from '../adapters/blobs/index';
import type { Database } from '../db/schema';
import { seedMeteredSite } from './seedMeteredSite';
import { seedViewerAssets } from './seedViewerAssets';
import {
  DEFAULT_FLOORS,
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

/** The room breakdown of each floor of a seeded building, by the engine's activity (designed). */
const ROOMS_BY_ACTIVITY: Record<string, Record<string, number>> = {
  office: { OFFICE: 6, MEETING_ROOM: 2, KITCHEN: 1, TOILET: 2, CIRCULATION: 1 },
  publicAssembly: { HALL: 1, RECEPTION: 1, TOILET: 2, CIRCULATION: 1, STORAGE: 1 },
  education: { CLASSROOM: 4, OFFICE: 2, TOILET: 2, CIRCULATION: 1, WORKSHOP: 1 },
  hospitality: { RETAIL_AREA: 1, KITCHEN: 1, TOILET: 2, STORAGE: 1 },
};
const DEFAULT_ROOMS = { OFFICE: 2, TOILET: 1, CIRCULATION: 1 };

/** A sandbox MPAN per seeded building: 12 digits from its position, plus the check digit. */
function sandboxMpan(siteIndex: number, buildingIndex: number): string {
  return withMpanCheckDigit(`1900${String(siteIndex * 100 + buildingIndex).padStart(8, '0')}`);
}

/**
 * Seeds on first start, idempotently: building types and the London temperature series are
 * refreshed every time; the demo account and its sites are created only when the account does
 * not exist. Seeded sites are registered exactly as a user's (the same rules, the same rows, the
 * sandbox smart-meter flow) and modelled by the same job, run inline so their numbers exist when
 * the server opens.
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

  const runIds = await db.transaction().execute(async (trx) => {
    const created = await createAccount(trx, {
      name: DEMO_ACCOUNT_NAME,
      email: DEMO_ACCOUNT_EMAIL,
      password: options.demoPassword,
    });
    if (!created.ok) {
      throw new Error(`DEMO_PASSWORD is refused: ${Object.values(created.errors).join(' ')}`);
    }
    // A concurrent replica seeded first: its seed stands.
    if (!created.account) return undefined;
    const runs: string[] = [];
    for (const [index, site] of sites.entries()) {
      runs.push(...(await registerSeedSite(trx, site, index, osm, created.account.id)));
    }
    return { runs, ownerId: created.account.id };
  });
  if (!runIds) return { seeded: false, demoEmail: DEMO_ACCOUNT_EMAIL };
  for (const runId of runIds.runs) await runModelBuildingJob(db, runId, { lastAttempt: true });
  if (options.dataDir) {
    const blobs = fileBlobStore(options.dataDir);
    await seedMeteredSite(db, { ownerId: runIds.ownerId, blobs });
    await seedViewerAssets(db, blobs);
  }
  return { seeded: true, demoEmail: DEMO_ACCOUNT_EMAIL };
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

function seedPayload(
  site: SeedSite,
  seed: SeedBuilding,
  osm: ReturnType<typeof loadOsmBuildings>,
  mpan: string,
): SiteRegistration {
  const building = osm.get(seed.osmId);
  if (!building) throw new Error(`Missing OSM building ${seed.osmId}`);
  const type = BUILDING_TYPES.find((t) => t.tm46 === site.tm46Type);
  if (!type) throw new Error(`No engine building type for TM46 ${site.tm46Type}`);
  const tags = building.tags;
  const floors = levelsOf(tags, seed.defaultFloors ?? DEFAULT_FLOORS);
  const rooms = ROOMS_BY_ACTIVITY[type.activity] ?? DEFAULT_ROOMS;
  return {
    buildingName: buildingNameOf(site, seed, osm),
    street: streetOf(tags) ?? 'Gower Street',
    town: tags['addr:city'] ?? 'London',
    postCode: tags['addr:postcode'] ?? 'WC1E 6BT',
    country: 'United Kingdom',
    coordinates: (building.outline[0] ?? []).map(([lon, lat]) => [lon ?? 0, lat ?? 0]),
    buildingType: type.key,
    noFloors: floors,
    // Floor area = footprint × floors (the wizard's estimate, spec shell §4).
    floorArea: estimateFloorArea(outlineAreaM2(building.outline), floors),
    yearOfConstruction: seed.yearOfConstruction,
    heatingFuel: seed.heatingFuel as SiteRegistration['heatingFuel'],
    coolingSystem: seed.coolingSystem as SiteRegistration['coolingSystem'],
    spatialStructure: Array.from({ length: floors }, (_, i) => ({
      floor: i === 0 ? 'Ground' : `Floor ${i + 1}`,
      spaces: rooms,
    })),
    noEPC: false,
    epcRating: seed.epcRating,
    elecDayRate: ENERGY_DEFAULTS.elecDayRate,
    elecUnitRate: ENERGY_DEFAULTS.elecUnitRate,
    elecPeriod: ENERGY_DEFAULTS.period,
    elecValueType: ENERGY_DEFAULTS.valueType,
    gasDayRate: ENERGY_DEFAULTS.gasDayRate,
    gasUnitRate: ENERGY_DEFAULTS.gasUnitRate,
    gasPeriod: ENERGY_DEFAULTS.period,
    gasValueType: ENERGY_DEFAULTS.valueType,
    energySupplier: 'Octopus Energy',
    mpan,
    electralinkConsent: true,
    token: 'seed',
  } as SiteRegistration;
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
    const mpan = sandboxMpan(siteIndex, index);
    const payload = seedPayload(site, seed, osm, mpan);
    const rules = siteRegistrationRules(payload, 'ACCESSIBLE', new Date());
    if (!rules.ok) throw new Error(`Seed site ${site.id} breaks a rule: ${rules.message}`);
    const building: BuildingToStore = {
      ...payload,
      floorAreaEstimated: true,
      osmId: seed.osmId,
      spatialStructure: payload.spatialStructure ?? [],
      electricityOnly: false,
      energy: payload as BuildingToStore['energy'],
    };
    const meters = connectsSmartMeter(payload)
      ? [
          {
            fuel: 'ELECTRICITY' as const,
            number: mpan,
            supplier: payload.energySupplier ?? null,
            consent: true,
            state: 'ACCESSIBLE' as const,
            sandbox: true,
          },
        ]
      : [];
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
