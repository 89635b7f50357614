import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A metered building's consumption as the engine takes bills: per fuel, the kWh of each calendar
 * month of the last year of its meters' readings (written by the calibrate job). The building's
 * model is then calibrated on its meters, as it is on entered bills, so Diagnose, the plan and the
 * graphs' Expected series show the model the readings fit.
 */
export const meteredBills: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table buildings add column metered_bills jsonb`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table buildings drop column metered_bills`.execute(db);
  },
};
