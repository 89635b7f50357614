import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Per-user state of a building's improvement scenarios (analysis §4.1: hidden and completed are
 * permanent for the user; §2.3 delete cannot be undone), with the user's edited parameters and
 * capital cost override (analysis §2.3 'Edit Scenario', 'Update Cost'). One row per user,
 * building and scenario.
 */
export const scenarioState: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('scenario_states')
      .addColumn('account_id', 'text', (col) => col.notNull())
      .addColumn('site_id', 'text', (col) =>
        col.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('building_id', 'text', (col) =>
        col.notNull().references('buildings.id').onDelete('cascade'),
      )
      .addColumn('scenario_id', 'text', (col) => col.notNull())
      .addColumn('hidden', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('completed', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('deleted', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('parameters', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('capital_cost', 'double precision')
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('scenario_states_pk', ['account_id', 'building_id', 'scenario_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('scenario_states').execute();
  },
};
