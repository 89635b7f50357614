import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The estate at a glance: whether each building is let (the minimum energy efficiency standard
 * applies to let buildings only), and each model run's estate figures, taken once from its stored
 * results (light figures, plan totals, typical months, EPC and the cheapest routes to each band)
 * so the estate page reads a small row per building instead of every building's full results.
 */
export const estate: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table buildings add column let_to_tenants boolean not null default false`.execute(
      db,
    );
    await db.schema
      .createTable('estate_figures')
      .addColumn('run_id', 'text', (col) =>
        col.primaryKey().references('model_runs.id').onDelete('cascade'),
      )
      .addColumn('site_id', 'text', (col) =>
        col.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('figures', 'jsonb', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('estate_figures_site')
      .on('estate_figures')
      .column('site_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('estate_figures').execute();
    await sql`alter table buildings drop column let_to_tenants`.execute(db);
  },
};
