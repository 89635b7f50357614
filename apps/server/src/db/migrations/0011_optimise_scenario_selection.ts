import type { Kysely, Migration } from 'kysely';

/**
 * The user's selected (toggled) scenarios of a building (analysis §4.1: 'Initially selected: only
 * non-exclusive scenarios without exclusions that were previously selected'; §3 'toggled'),
 * kept with the rest of the user's scenario state (0005_scenario_state).
 */
export const optimiseScenarioSelection: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('scenario_states')
      .addColumn('selected', 'boolean', (col) => col.notNull().defaultTo(false))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('scenario_states').dropColumn('selected').execute();
  },
};
