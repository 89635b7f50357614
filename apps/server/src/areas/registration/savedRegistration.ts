import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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
