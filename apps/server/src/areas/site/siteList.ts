import { sql, type Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiledOnce';
import { cachedRead } from '../../db/readCache';
import type { Database, SiteSummaryData } from '../../db/schema';

type Light = 'HIGH' | 'OK' | 'LOW';

/** A site summary as the contract's SiteSummary (shell §3). */
export interface SiteSummaryView {
  siteId: string;
  buildingName: string;
  buildingType: string;
  product: 'OPTIMISE' | 'PREDICT' | 'SIMPLE_PREDICT';
  paid: boolean;
  permissions: 'OWNER'[];
  energyCost: Light | null;
  energyUsage: Light | null;
  energyCarbon: Light | null;
  summaryData: string | null;
  lastMeteringDateTime?: string;
  sandbox?: boolean;
}

export interface SiteStubView {
  id: string;
  name: string;
  product: SiteSummaryView['product'];
  paid: boolean;
  permissions: 'OWNER'[];
  summaryData: string | null;
  sandbox?: boolean;
}

export interface SiteMapPinView {
  siteId: string;
  buildingName: string;
  buildingType: string;
  product: SiteSummaryView['product'];
  centreCoordinate: [number, number];
  energyCost: Light | null;
  energyUsage: Light | null;
  energyCarbon: Light | null;
}

export interface SiteMapFilter {
  buildingType?: string;
  product?: 'PREDICT' | 'OPTIMISE';
  energyCost?: Light;
  energyUsage?: Light;
  energyCarbon?: Light;
}

/** The caller's sites with their OWNER permission, newest first, then by name. */
function ownedSites(db: Kysely<Database>, accountId: string) {
  return db
    .selectFrom('sites')
    .innerJoin('site_permissions', 'site_permissions.site_id', 'sites.id')
    .where('site_permissions.account_id', '=', accountId)
    .select([
      'sites.id',
      'sites.name',
      'sites.product',
      'sites.paid',
      'sites.building_type',
      'sites.summary',
      'sites.sandbox',
      'sites.last_metering_at',
      'sites.created_at',
      'site_permissions.permission',
    ])
    .orderBy('sites.created_at', 'desc')
    .orderBy('sites.name')
    .orderBy('sites.id');
}

type OwnedSiteRow = Awaited<ReturnType<ReturnType<typeof ownedSites>['execute']>>[number];

/** ownedSites compiled once: the site list is the commonest read (issue 14, throughput). */
const ownedSiteRows = compiledOnce((db: Kysely<Database>, accountId: string) =>
  ownedSites(db, accountId),
);

function light(summary: SiteSummaryData, key: 'energyCost' | 'energyUsage' | 'energyCarbon') {
  const value = summary[key];
  return value === 'HIGH' || value === 'OK' || value === 'LOW' ? value : null;
}

function summaryDataOf(summary: SiteSummaryData): string | null {
  return typeof summary.siteData === 'string' ? summary.siteData : null;
}

function toSummary(row: OwnedSiteRow): SiteSummaryView {
  return {
    siteId: row.id,
    buildingName: row.name,
    buildingType: row.building_type,
    product: row.product as SiteSummaryView['product'],
    paid: row.paid,
    permissions: [row.permission],
    energyCost: light(row.summary, 'energyCost'),
    energyUsage: light(row.summary, 'energyUsage'),
    energyCarbon: light(row.summary, 'energyCarbon'),
    summaryData: summaryDataOf(row.summary),
    ...(row.last_metering_at ? { lastMeteringDateTime: row.last_metering_at.toISOString() } : {}),
    ...(row.sandbox ? { sandbox: true } : {}),
  };
}

export async function listSiteSummaries(
  db: Kysely<Database>,
  accountId: string,
): Promise<SiteSummaryView[]> {
  return cachedRead(db, `site list ${accountId}`, async () =>
    (await ownedSiteRows(db, accountId)).map(toSummary),
  );
}

export async function listSiteStubs(
  db: Kysely<Database>,
  accountId: string,
): Promise<SiteStubView[]> {
  const rows = await ownedSiteRows(db, accountId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    product: row.product as SiteStubView['product'],
    paid: row.paid,
    permissions: [row.permission],
    summaryData: summaryDataOf(row.summary),
    ...(row.sandbox ? { sandbox: true } : {}),
  }));
}

/**
 * The default site (designed: the spec does not say which): the caller's most recently created
 * site, ties broken by name; undefined when the caller has none.
 */
export async function defaultSite(
  db: Kysely<Database>,
  accountId: string,
): Promise<SiteSummaryView | undefined> {
  const row = await ownedSites(db, accountId).limit(1).executeTakeFirst();
  return row ? toSummary(row) : undefined;
}

/** Map pins of the caller's sites, filtered with AND (as the home filters combine, shell §5). */
export async function siteMapPins(
  db: Kysely<Database>,
  accountId: string,
  filter: SiteMapFilter,
): Promise<SiteMapPinView[]> {
  let query = ownedSites(db, accountId).select((eb) =>
    eb
      .selectFrom('buildings')
      .select('buildings.centre')
      .whereRef('buildings.site_id', '=', 'sites.id')
      .orderBy('buildings.created_at')
      .orderBy('buildings.id')
      .limit(1)
      .as('centre'),
  );
  if (filter.buildingType) query = query.where('sites.building_type', '=', filter.buildingType);
  if (filter.product) query = query.where('sites.product', '=', filter.product);
  for (const key of ['energyCost', 'energyUsage', 'energyCarbon'] as const) {
    const wanted = filter[key];
    if (wanted) query = query.where(sql<string>`sites.summary ->> ${key}`, '=', wanted);
  }
  const rows = await query.execute();
  return rows.flatMap((row) => {
    // A site with no building has no place on the map.
    if (!row.centre) return [];
    const summary = toSummary(row);
    return [
      {
        siteId: summary.siteId,
        buildingName: summary.buildingName,
        buildingType: summary.buildingType,
        product: summary.product,
        centreCoordinate: row.centre as unknown as [number, number],
        energyCost: summary.energyCost,
        energyUsage: summary.energyUsage,
        energyCarbon: summary.energyCarbon,
      },
    ];
  });
}
