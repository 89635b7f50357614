import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Tm46Benchmark } from './tm46Benchmarks';

/**
 * Building types are the 29 CIBSE TM46:2008 categories (designed: the spec only says the server
 * sends a map of key to label). Key: the TM46 id in upper snake case ('generalOffice' →
 * 'GENERAL_OFFICE'); label: the TM46 name.
 */
export function buildingTypeKey(tm46Id: string): string {
  return tm46Id
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();
}

/**
 * Hidden types (designed): TM46 categories that describe part of a building or a specialist
 * facility rather than a whole building a customer registers; listed only with ?hidden=true.
 */
export const HIDDEN_TM46_IDS: ReadonlySet<string> = new Set([
  'coveredCarPark',
  'publicWaitingorCirculation',
  'terminal',
  'laboratoryOperatingTheatre',
  'coldStorage',
  'emergencyServices',
]);

/** Inserts or refreshes every building type from the TM46 table (runs at every start). */
export async function upsertBuildingTypes(db: Kysely<Database>, benchmarks: Tm46Benchmark[]) {
  const rows = benchmarks.map((benchmark, index) => ({
    key: buildingTypeKey(benchmark.id),
    label: benchmark.name,
    hidden: HIDDEN_TM46_IDS.has(benchmark.id),
    electricity_kwh_m2: benchmark.electricityKwhPerM2,
    fossil_thermal_kwh_m2: benchmark.fossilThermalKwhPerM2,
    sort_order: index + 1,
  }));
  await db
    .insertInto('building_types')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({
        label: eb.ref('excluded.label'),
        hidden: eb.ref('excluded.hidden'),
        electricity_kwh_m2: eb.ref('excluded.electricity_kwh_m2'),
        fossil_thermal_kwh_m2: eb.ref('excluded.fossil_thermal_kwh_m2'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .execute();
}

/** Map of key to label, in TM46 order; hidden types only when asked. */
export async function listBuildingTypes(
  db: Kysely<Database>,
  includeHidden: boolean,
): Promise<Record<string, string>> {
  let query = db.selectFrom('building_types').select(['key', 'label']).orderBy('sort_order');
  if (!includeHidden) query = query.where('hidden', '=', false);
  const rows = await query.execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.label]));
}
