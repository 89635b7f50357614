import type { Kysely } from 'kysely';
import { epcValidity, lettingCompliance, type MinimumEnergyStandard } from '@wattwise/domain';
import type { EstateOverview } from '@wattwise/api/contract';
import type { Database } from '../../db/schema';
import { estateBuildings, type EstateBuilding, type EstateFilter } from './estateFigures';
import { estateMonths, totalOf } from './estateMonths';

type Ranked = EstateOverview['ranking'][number];
type Compliance = EstateOverview['compliance'][number];
type Band = NonNullable<Compliance['epcBand']>;

/** Sites ranked by their energy against their benchmark, most over it first; no benchmark last. */
function ranking(buildings: readonly EstateBuilding[]): Ranked[] {
  const sites = new Map<string, { first: EstateBuilding; list: EstateBuilding[] }>();
  for (const building of buildings) {
    const site = sites.get(building.siteId) ?? { first: building, list: [] };
    site.list.push(building);
    sites.set(building.siteId, site);
  }
  const ranked = [...sites.values()].map(({ first, list }): Ranked => {
    const modelled = list.filter((building) => building.figures);
    const area = modelled.reduce((sum, b) => sum + b.figures!.floorAreaM2, 0);
    const compared = modelled.filter((building) => building.figures!.usage);
    // A site's intensity counts only buildings with a benchmark, so actual and benchmark agree.
    const comparedArea = compared.reduce((sum, b) => sum + b.figures!.floorAreaM2, 0);
    const actual = compared.reduce((sum, b) => sum + b.figures!.usage!.actual, 0);
    const benchmark = compared.reduce((sum, b) => sum + b.figures!.usage!.benchmark, 0);
    const usable = comparedArea > 0 && benchmark > 0;
    return {
      siteId: first.siteId,
      buildingName: first.siteName,
      buildingType: first.buildingType,
      product: first.product as Ranked['product'],
      floorAreaM2: area,
      intensityKwhM2: usable ? actual / comparedArea : null,
      benchmarkKwhM2: usable ? benchmark / comparedArea : null,
      ratio: usable ? actual / benchmark : null,
      energyUsage: first.energyUsage,
      schemeLabel: compared[0]?.figures!.schemeLabel ?? null,
    };
  });
  return ranked.sort(
    (a, b) =>
      (b.ratio ?? Number.NEGATIVE_INFINITY) - (a.ratio ?? Number.NEGATIVE_INFINITY) ||
      a.buildingName.localeCompare(b.buildingName),
  );
}

function plans(buildings: readonly EstateBuilding[]): EstateOverview['plans'] {
  const sites = new Set<string>();
  const totals = { savingGbp: 0, savingKwh: 0, savingKgCo2e: 0, capitalCostGbp: 0 };
  for (const building of buildings) {
    const plan = building.figures?.plan;
    if (!plan) continue;
    sites.add(building.siteId);
    totals.savingGbp += plan.savingGbp;
    totals.savingKwh += plan.savingKwh;
    totals.savingKgCo2e += plan.savingKgCo2e;
    totals.capitalCostGbp += plan.capitalCostGbp;
  }
  return { sitesWithPlan: sites.size, ...totals };
}

const standardView = (standard: MinimumEnergyStandard) => ({
  minimumBand: standard.minimumBand,
  appliesFrom: standard.appliesFrom,
  status: standard.status,
  source: standard.source,
});

/** The band and issue date of a building's EPC: a lodged certificate, a band entered, or the model's. */
function epcOf(building: EstateBuilding) {
  if (building.epcRating) {
    const issuedOn =
      building.certificateLodged?.slice(0, 10) ??
      (building.epcYear ? `${building.epcYear}-01-01` : null);
    return {
      band: building.epcRating as Band,
      source: building.certificateLodged ? ('CERTIFICATE' as const) : ('ENTERED' as const),
      issuedOn,
    };
  }
  const estimated = building.figures?.epcBand;
  return { band: (estimated ?? null) as Band | null, source: 'ESTIMATED' as const, issuedOn: null };
}

function compliance(building: EstateBuilding, today: Date): Compliance {
  const epc = epcOf(building);
  const validity = epc.issuedOn ? epcValidity(epc.issuedOn, today) : null;
  const sector = building.figures?.domestic ? 'domestic' : 'non-domestic';
  // Only a certificate (lodged or entered) counts towards the standard, never the model's band.
  const certified = epc.source === 'ESTIMATED' ? null : epc.band;
  const standing = lettingCompliance(certified, sector, today);
  const failing = [
    ...(standing.meetsToday || !standing.today ? [] : [standing.today]),
    ...standing.upcoming,
  ];
  const target = failing[0]?.minimumBand;
  const route = target ? building.figures?.epcRoutes[target] : undefined;
  const let_ = building.letToTenants;
  return {
    siteId: building.siteId,
    buildingId: building.buildingId,
    siteName: building.siteName,
    buildingName: building.buildingName,
    sector,
    epcBand: epc.band,
    epcSource: epc.source,
    issuedOn: epc.issuedOn,
    expiresOn: validity?.expiresOn ?? null,
    daysLeft: validity?.daysLeft ?? null,
    letToTenants: let_,
    meetsStandardToday: let_ ? standing.meetsToday : null,
    standardToday: standing.today ? standardView(standing.today) : null,
    upcoming: standing.upcoming.map(standardView),
    cheapestRoute:
      let_ && target && route
        ? {
            targetBand: target,
            feasible: route.feasible,
            achievedBand: route.achievedBand,
            measures: route.measures,
            capitalCostGbp: route.capitalCostGbp,
          }
        : null,
  };
}

/** The caller's estate at a glance, from stored results and readings only. */
export async function estateOverview(
  db: Kysely<Database>,
  accountId: string,
  filter: EstateFilter,
  today: Date,
): Promise<EstateOverview> {
  const buildings = await estateBuildings(db, accountId, filter);
  const { months, measured } = await estateMonths(db, { accountId, filter, buildings }, today);
  return {
    asOf: today.toISOString().slice(0, 10),
    siteCount: new Set(buildings.map((building) => building.siteId)).size,
    buildingCount: buildings.length,
    months,
    yearBefore: totalOf(months.slice(0, 12)),
    lastYear: totalOf(months.slice(12)),
    measured,
    ranking: ranking(buildings),
    plans: plans(buildings),
    compliance: buildings.map((building) => compliance(building, today)),
  };
}
