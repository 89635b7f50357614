import type { Kysely, Migration } from 'kysely';

/**
 * Building parameters and schedules (issue 12, analysis §7.4): the user's parameter overrides
 * (the contract's ParameterUpdate, target path → id → value) and the schedules of the building's
 * spaces (energy-model SpaceSchedules[]), both read by the model job as BuildingFacts.
 */
export const parametersSchedules: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('buildings').addColumn('parameters', 'jsonb').execute();
    await db.schema.alterTable('buildings').addColumn('schedules', 'jsonb').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('buildings').dropColumn('schedules').execute();
    await db.schema.alterTable('buildings').dropColumn('parameters').execute();
  },
};
