import type { Kysely } from 'kysely';
import { isDemoSite } from '@wattwise/domain';
import { createAccount, findAccountByEmail } from '../services/accounts';
import { buildingTypeKey, upsertBuildingTypes } from '../services/buildingTypes';
import {
  levelsOf,
  loadOsmBuildings,
  outlineAreaM2,
  outlineCentre,
  streetOf,
} from '../services/osmBuildings';
import { siteSummaryFigures } from '../services/siteSummaryRule';
import { loadTm46Benchmarks, type Tm46Benchmark } from '../services/tm46Benchmarks';
import type { Database } from './schema';
import {
  DEFAULT_FLOORS,
  DEMO_ACCOUNT_EMAIL,
  DEMO_ACCOUNT_NAME,
  demoAccountSites,
  specDemoSites,
  type SeedSite,
} from './seedSites';

export interface SeedResult {
  /** True when this run created the demo account and its sites (first start). */
  seeded: boolean;
  demoEmail: string;
}

/**
 * Seeds on first start, idempotently: building types are refreshed every time; the demo account,
 * its sites and the spec's demo sites are created only when the demo account does not exist.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  options: { demoPassword: string },
): Promise<SeedResult> {
  const benchmarks = loadTm46Benchmarks();
  await upsertBuildingTypes(db, benchmarks);
  if (await findAccountByEmail(db, DEMO_ACCOUNT_EMAIL)) {
    return { seeded: false, demoEmail: DEMO_ACCOUNT_EMAIL };
  }
  const sites = [...demoAccountSites, ...specDemoSites];
  const osm = loadOsmBuildings(sites.flatMap((site) => site.buildings.map((b) => b.osmId)));
  const benchmarkById = new Map(benchmarks.map((benchmark) => [benchmark.id, benchmark]));

  const seeded = await db.transaction().execute(async (trx) => {
    const created = await createAccount(trx, {
      name: DEMO_ACCOUNT_NAME,
      email: DEMO_ACCOUNT_EMAIL,
      password: options.demoPassword,
    });
    if (!created.ok) {
      throw new Error(`DEMO_PASSWORD is refused: ${Object.values(created.errors).join(' ')}`);
    }
    // A concurrent replica seeded first: its seed stands.
    if (!created.account) return false;
    for (const site of sites) {
      const benchmark = benchmarkById.get(site.tm46Type);
      if (!benchmark) throw new Error(`Unknown TM46 type ${site.tm46Type}`);
      await insertSeedSite(trx, site, benchmark, osm, created.account.id);
    }
    return true;
  });
  return { seeded, demoEmail: DEMO_ACCOUNT_EMAIL };
}

async function insertSeedSite(
  db: Kysely<Database>,
  site: SeedSite,
  benchmark: Tm46Benchmark,
  osm: ReturnType<typeof loadOsmBuildings>,
  ownerId: string,
) {
  const buildings = site.buildings.map((seed) => {
    const building = osm.get(seed.osmId);
    if (!building) throw new Error(`Missing OSM building ${seed.osmId}`);
    const floors = levelsOf(building.tags, seed.defaultFloors ?? DEFAULT_FLOORS);
    // Floor area = footprint area × floors (the registration wizard's estimate, spec shell §4).
    const floorArea = Math.round(outlineAreaM2(building.outline) * floors);
    return { seed, building, floors, floorArea };
  });
  const figures = siteSummaryFigures(
    buildings.map(({ seed, floorArea }) => ({
      floorArea,
      electricityKwhPerM2: benchmark.electricityKwhPerM2,
      fossilThermalKwhPerM2: benchmark.fossilThermalKwhPerM2,
      epcRating: seed.epcRating,
      heatingFuel: seed.heatingFuel,
    })),
  );
  const first = buildings[0]?.building;
  const name = site.name ?? first?.tags.name ?? streetOf(first?.tags ?? {}) ?? 'Site';
  await db
    .insertInto('sites')
    .values({
      id: site.id,
      name,
      product: site.product,
      paid: site.paid,
      building_type: buildingTypeKey(site.tm46Type),
      // Demo sites (spec shell §1) are open to every visitor.
      demo: isDemoSite(site.id),
      sandbox: true,
      summary: JSON.stringify({
        energyUsage: figures.energyUsage,
        energyCost: figures.energyCost,
        energyCarbon: figures.energyCarbon,
        estimatedKwh: figures.estimatedKwh,
        benchmarkKwh: figures.benchmarkKwh,
        rule: 'TM46 typical benchmark × EPC heating factor (src/services/siteSummaryRule.ts)',
        sandbox: true,
      }),
      last_metering_at: null,
    })
    .execute();
  for (const [index, { seed, building, floors, floorArea }] of buildings.entries()) {
    const tags = building.tags;
    await db
      .insertInto('buildings')
      .values({
        id: `${site.id.slice(0, 30)}-b${String(index + 1).padStart(4, '0')}`,
        site_id: site.id,
        name: tags.name ?? tags['addr:housename'] ?? streetOf(tags) ?? `Building ${index + 1}`,
        outline: JSON.stringify({ type: 'Polygon', coordinates: building.outline }),
        centre: JSON.stringify(outlineCentre(building.outline)),
        floors,
        floor_area: floorArea,
        year_of_construction: seed.yearOfConstruction,
        heating_fuel: seed.heatingFuel,
        cooling_system: seed.coolingSystem,
        unit: null,
        street: streetOf(tags),
        town: tags['addr:city'] ?? 'London',
        post_code: tags['addr:postcode'] ?? null,
        country: 'United Kingdom',
        epc_rating: seed.epcRating,
        osm_id: building.osmId,
      })
      .execute();
  }
  await db
    .insertInto('site_permissions')
    .values({ site_id: site.id, account_id: ownerId, permission: 'OWNER' })
    .execute();
}
