import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Interventions (analysis §3, §7.3): what someone did to a building on a date, with an optional
 * cost in GBP, shown as markers on the graphs of one stimulus. And the outdoor temperature series
 * a site's data calls and graphs read (outdoor_temperatures.region); null: the bundled London
 * typical year.
 */
export const optimiseData: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('interventions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('site_id', 'text', (col) =>
        col.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('path', 'text')
      .addColumn('stimulus_type', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('occurs_on', 'date', (col) => col.notNull())
      .addColumn('cost_gbp', 'double precision')
      .addColumn('created_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('interventions_site_date')
      .on('interventions')
      .columns(['site_id', 'occurs_on'])
      .execute();
    await db.schema.alterTable('sites').addColumn('weather_region', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('sites').dropColumn('weather_region').execute();
    await db.schema.dropTable('interventions').execute();
  },
};
