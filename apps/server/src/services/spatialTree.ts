import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { SpatialNode } from '@wattwise/api/contract';
import type { Database } from '../db/schema';
import { siteLights, type LightFigures } from './modelResults';
import { latestModelRuns } from './modelRuns';

/** The spatial tree of a site (shell §3): its BUILDING nodes with floors, zones and spaces. */
export async function spatialTree(db: Kysely<Database>, siteId: string): Promise<SpatialNode[]> {
  const rows = await db
    .selectFrom('spatial_nodes')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('sort_order')
    .orderBy('name')
    .orderBy('path')
    .execute();
  // A building's energyUsage light is its own stored engine result (one number, one source).
  const lights = new Map(
    (await latestModelRuns(db, siteId)).map((run) => [
      run.building_id,
      siteLights([(run.results?.lightFigures as LightFigures | null | undefined) ?? null])
        .energyUsage,
    ]),
  );
  const byPath = new Map<string, SpatialNode>();
  for (const row of rows) {
    byPath.set(row.path, {
      name: row.name,
      path: row.path,
      type: row.type,
      children: [],
      // frag and jpg columns hold blob keys; the tree names the asset served at /{kind}/{path}.
      assets: {
        glb: row.asset_glb,
        jpg: row.asset_jpg ? `${row.path}.jpg` : null,
        frag: row.asset_frag ? `${row.path}.frag` : null,
      },
      ...(row.geometry ? { coordinates: row.geometry } : {}),
      centreCoordinate: row.centre,
      rotation: row.rotation,
      scale: row.scale,
      visible: row.visible,
      clickable: row.clickable,
      hasMpan: row.has_mpan,
      ...(row.type === 'BUILDING' ? { energyUsage: lights.get(row.building_id) ?? null } : {}),
      dataFrequency: row.data_frequency as SpatialNode['dataFrequency'],
      lastMeteringDateTime: row.last_metering_at?.toISOString() ?? null,
    });
  }
  const roots: SpatialNode[] = [];
  for (const row of rows) {
    const node = byPath.get(row.path)!;
    const parent = row.parent_path ? byPath.get(row.parent_path) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * Attaches an MPAN to a node of the site (shell §7 addMpan and the connect-meter submit): a meter
 * row on the node (consent given when `consent`), and hasMpan on the node. Answers false when
 * the node does not exist.
 */
export async function attachMpan(
  db: Kysely<Database>,
  meter: {
    siteId: string;
    path: string;
    mpan: string;
    consent: boolean;
    state: 'UNCHECKED' | 'ACCESSIBLE' | 'INACCESSIBLE';
    sandbox: boolean;
  },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const node = await trx
      .updateTable('spatial_nodes')
      .set({ has_mpan: true })
      .where('site_id', '=', meter.siteId)
      .where('path', '=', meter.path)
      .returning('id')
      .executeTakeFirst();
    if (!node) return false;
    const existing = await trx
      .selectFrom('meters')
      .select('id')
      .where('site_id', '=', meter.siteId)
      .where('node_path', '=', meter.path)
      .where('number', '=', meter.mpan)
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('meters')
        .set({
          state: meter.state,
          ...(meter.consent ? { consent: true, consent_at: sql<Date>`now()` } : {}),
        })
        .where('id', '=', existing.id)
        .execute();
      return true;
    }
    await trx
      .insertInto('meters')
      .values({
        id: randomUUID(),
        site_id: meter.siteId,
        node_path: meter.path,
        fuel: 'ELECTRICITY',
        number: meter.mpan,
        supplier: null,
        consent: meter.consent,
        consent_at: meter.consent ? new Date() : null,
        state: meter.state,
        sandbox: meter.sandbox,
      })
      .execute();
    return true;
  });
}

/** The registration saved under a site data string (shell §3 "Saved registration"). */
export async function savedRegistration(db: Kysely<Database>, siteData: string) {
  const row = await db
    .selectFrom('sites')
    .innerJoin('buildings', 'buildings.site_id', 'sites.id')
    .selectAll('buildings')
    .where(sql<string>`sites.summary ->> 'siteData'`, '=', siteData)
    .orderBy('buildings.created_at')
    .orderBy('buildings.id')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  const ring = row.outline.coordinates[0] ?? [];
  const opt = <T>(key: string, value: T | null) => (value === null ? {} : { [key]: value });
  return {
    centre: row.centre,
    coordinates: ring.map(([lon, lat]) => [lon ?? 0, lat ?? 0] as [number, number]),
    noFloors: row.floors,
    yearOfConstruction: row.year_of_construction ?? 0,
    buildingType: row.building_type ?? '',
    ...opt('elecDayRate', row.elec_day_rate),
    ...opt('elecUnitRate', row.elec_unit_rate),
    ...opt('elecValue', row.elec_value),
    ...opt('elecPeriod', row.elec_period),
    ...opt('elecPeriodMonth', row.elec_period_month),
    ...opt('elecValueType', row.elec_value_type),
    ...opt('gasDayRate', row.gas_day_rate),
    ...opt('gasUnitRate', row.gas_unit_rate),
    ...opt('gasValue', row.gas_value),
    ...opt('gasPeriod', row.gas_period),
    ...opt('gasPeriodMonth', row.gas_period_month),
    ...opt('gasValueType', row.gas_value_type),
    electricityOnly: row.electricity_only,
  };
}
