import type { Kysely, Migration } from 'kysely';

/**
 * An ingest's data-quality report (adapters/smartMeters parseMeterCsv: gaps, duplicates, negative
 * values, clock-change and irregular days, spikes) is stored with its DATA_INGESTION event.
 */
export const meterIngests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('events').addColumn('quality_report', 'jsonb').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('events').dropColumn('quality_report').execute();
  },
};
