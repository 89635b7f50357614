import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Replaces the user's selection of a building's scenarios (analysis §4.1 'previously selected'):
 * the given ids become toggled, every other scenario of the building untoggled, in one transaction.
 * The ids are checked against the building's plan by the caller.
 */
export async function saveScenarioSelection(
  db: Kysely<Database>,
  key: { accountId: string; siteId: string; buildingId: string },
  selected: readonly string[],
): Promise<void> {
  const ids = [...new Set(selected)];
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('scenario_states')
      .set({ selected: false, updated_at: sql<Date>`now()` })
      .where('account_id', '=', key.accountId)
      .where('building_id', '=', key.buildingId)
      .where('selected', '=', true)
      .execute();
    for (const scenarioId of ids) {
      await trx
        .insertInto('scenario_states')
        .values({
          account_id: key.accountId,
          site_id: key.siteId,
          building_id: key.buildingId,
          scenario_id: scenarioId,
          selected: true,
        })
        .onConflict((oc) =>
          oc
            .columns(['account_id', 'building_id', 'scenario_id'])
            .doUpdateSet({ selected: true, updated_at: sql<Date>`now()` }),
        )
        .execute();
    }
  });
}
