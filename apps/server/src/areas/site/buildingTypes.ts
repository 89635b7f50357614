import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BUILDING_TYPES } from '@wattwise/energy-model';

/**
 * Hidden types (designed): TM46 categories that describe part of a building or a specialist
 * facility rather than a whole building a customer registers; listed only with ?hidden=true.
 */
const HIDDEN_TM46_IDS: ReadonlySet<string> = new Set([
  'coveredCarPark',
  'publicWaitingorCirculation',
  'terminal',
  'laboratoryOperatingTheatre',
  'coldStorage',
  'emergencyServices',
]);

/**
 * Inserts or refreshes every building type from the engine's table (energy-model BUILDING_TYPES,
 * one source for keys, labels and the physics behind them); runs at every start.
 */
export async function upsertBuildingTypes(db: Kysely<Database>) {
  const rows = BUILDING_TYPES.map((type, index) => ({
    key: type.key,
    label: type.label,
    hidden: type.tm46 !== null && HIDDEN_TM46_IDS.has(type.tm46),
    sort_order: index + 1,
  }));
  await db
    .insertInto('building_types')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({
        label: eb.ref('excluded.label'),
        hidden: eb.ref('excluded.hidden'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .execute();
}

/** Map of key to label, in the engine's order; hidden types only when asked. */
export async function listBuildingTypes(
  db: Kysely<Database>,
  includeHidden: boolean,
): Promise<Record<string, string>> {
  let query = db.selectFrom('building_types').select(['key', 'label']).orderBy('sort_order');
  if (!includeHidden) query = query.where('hidden', '=', false);
  const rows = await query.execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.label]));
}
