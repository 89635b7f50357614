import { sql, type Kysely } from 'kysely';
import { jsonRows } from '../../db/jsonRows';
import type { Database, EstateFiguresRow } from '../../db/schema';
import { estateFiguresOf } from '../registration/runEstateFigures';
import { BILL_COLUMNS, billsOf } from '../registration/buildingFacts';

/** The home map's filter (the contract's siteMapFilterSchema), combined with AND. */
export interface EstateFilter {
  buildingType?: string;
  product?: 'PREDICT' | 'OPTIMISE';
  energyCost?: 'HIGH' | 'OK' | 'LOW';
  energyUsage?: 'HIGH' | 'OK' | 'LOW';
  energyCarbon?: 'HIGH' | 'OK' | 'LOW';
}

/** One building of the caller's estate with its site and its estate figures. */
export interface EstateBuilding {
  siteId: string;
  siteName: string;
  product: string;
  buildingType: string;
  energyUsage: 'HIGH' | 'OK' | 'LOW' | null;
  buildingId: string;
  buildingName: string;
  letToTenants: boolean;
  epcRating: string | null;
  epcYear: number | null;
  certificateLodged: string | null;
  runId: string | null;
  figures: EstateFiguresRow | null;
  /** Its bills as the engine reads them: the unit rates its metered kWh are valued at. */
  bills: ReturnType<typeof billsOf>;
}

/** The filter as one condition on `sites` (always true for an empty filter). */
export function estateFilterSql(filter: EstateFilter) {
  const conditions = [sql<boolean>`true`];
  if (filter.buildingType) conditions.push(sql`sites.building_type = ${filter.buildingType}`);
  if (filter.product) conditions.push(sql`sites.product = ${filter.product}`);
  for (const key of ['energyCost', 'energyUsage', 'energyCarbon'] as const) {
    const wanted = filter[key];
    if (wanted) conditions.push(sql`sites.summary ->> ${key} = ${wanted}`);
  }
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/**
 * Every building of the caller's sites that pass the filter, with the estate figures of its
 * latest completed model run (null before its first run completes).
 */
async function estateRows(db: Kysely<Database>, accountId: string, filter: EstateFilter) {
  const query = db
    .selectFrom('sites')
    .innerJoin('site_permissions', 'site_permissions.site_id', 'sites.id')
    .innerJoin('buildings', 'buildings.site_id', 'sites.id')
    .leftJoin('epc_certificates', 'epc_certificates.lmk_key', 'buildings.certificate_key')
    // The latest completed model run of each building, found through its index one building at
    // a time: joined with every run of the estate instead, a planner that guessed one run (tables
    // not yet analysed) compared each building with each run, 1,000 × 1,000 at 1,000 sites.
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('model_runs')
          .select(['model_runs.id', 'model_runs.engine_version'])
          .whereRef('model_runs.building_id', '=', 'buildings.id')
          .where('model_runs.kind', '=', 'MODEL')
          .where('model_runs.status', '=', 'COMPLETE')
          .orderBy('model_runs.finished_at', 'desc')
          .limit(1)
          .as('run'),
      (join) => join.onTrue(),
    )
    .leftJoin('estate_figures', 'estate_figures.run_id', 'run.id')
    .where('site_permissions.account_id', '=', accountId)
    .select([
      'sites.id as siteId',
      'sites.name as siteName',
      'sites.product',
      'sites.building_type as buildingType',
      sql<string | null>`sites.summary ->> 'energyUsage'`.as('energyUsage'),
      'buildings.id as buildingId',
      'buildings.name as buildingName',
      'buildings.let_to_tenants as letToTenants',
      'buildings.epc_rating as epcRating',
      'buildings.epc_year as epcYear',
      'epc_certificates.lodgement_date as certificateLodged',
      'run.id as runId',
      'run.engine_version as engineVersion',
      // The cheapest routes to each band are most of a row's size and matter only for a let
      // building (the minimum standards apply to lets): read for those alone.
      sql<Omit<EstateFiguresRow, 'epcRoutes'> | null>`estate_figures.figures - 'epcRoutes'`.as(
        'figures',
      ),
      sql<EstateFiguresRow['epcRoutes'] | null>`case when buildings.let_to_tenants
        then estate_figures.figures -> 'epcRoutes' end`.as('epcRoutes'),
      ...BILL_COLUMNS.map((column) => `buildings.${column}` as const),
    ])
    .where(estateFilterSql(filter))
    .orderBy('sites.name')
    .orderBy('buildings.created_at')
    .orderBy('buildings.id');
  return jsonRows(db, query);
}

/** Takes the estate figures of runs that have none yet from their stored results, once. */
async function storeMissingFigures(
  db: Kysely<Database>,
  missing: { runId: string; siteId: string }[],
): Promise<Map<string, EstateFiguresRow>> {
  const made = new Map<string, EstateFiguresRow>();
  if (missing.length === 0) return made;
  const runs = await db
    .selectFrom('model_runs')
    .select(['id', 'site_id', 'results', 'engine_version'])
    .where(
      'id',
      'in',
      missing.map((run) => run.runId),
    )
    .execute();
  for (const run of runs) {
    let figures: EstateFiguresRow;
    try {
      figures = estateFiguresOf(run.results, run.engine_version);
    } catch {
      // Results the engine's readers refuse are left out, as the screens leave them out.
      continue;
    }
    made.set(run.id, figures);
  }
  if (made.size > 0) {
    await db
      .insertInto('estate_figures')
      .values(
        runs
          .filter((run) => made.has(run.id))
          .map((run) => ({
            run_id: run.id,
            site_id: run.site_id,
            figures: JSON.stringify(made.get(run.id)),
          })),
      )
      .onConflict((conflict) => conflict.column('run_id').doNothing())
      .execute();
  }
  return made;
}

const LIGHTS = new Set(['HIGH', 'OK', 'LOW']);

/** The caller's estate, building by building, with each building's estate figures. */
export async function estateBuildings(
  db: Kysely<Database>,
  accountId: string,
  filter: EstateFilter,
): Promise<EstateBuilding[]> {
  const rows = await estateRows(db, accountId, filter);
  const made = await storeMissingFigures(
    db,
    rows.flatMap((row) =>
      row.runId && !row.figures ? [{ runId: row.runId, siteId: row.siteId }] : [],
    ),
  );
  return rows.map((row) => ({
    siteId: row.siteId,
    siteName: row.siteName,
    product: row.product,
    buildingType: row.buildingType,
    energyUsage: LIGHTS.has(row.energyUsage ?? '')
      ? (row.energyUsage as EstateBuilding['energyUsage'])
      : null,
    buildingId: row.buildingId,
    buildingName: row.buildingName,
    letToTenants: row.letToTenants,
    epcRating: row.epcRating,
    epcYear: row.epcYear,
    certificateLodged: row.certificateLodged,
    runId: row.runId,
    figures: row.figures
      ? { ...row.figures, epcRoutes: row.epcRoutes ?? {} }
      : row.runId
        ? (made.get(row.runId) ?? null)
        : null,
    bills: billsOf(row),
  }));
}
