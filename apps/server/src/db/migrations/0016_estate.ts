import { sql, type Kysely, type Migration } from 'kysely';

/** The month of a reading as the estate counts it: the calendar month of its start in UTC. */
const MONTH_OF = sql.raw(`date_trunc('month', start_at at time zone 'UTC')::date`);

/**
 * The estate at a glance:
 * - whether each building is let (the minimum energy efficiency standard applies to lets only);
 * - each model run's estate figures, taken once from its stored results (light figures, plan
 *   totals, typical months, EPC and the cheapest routes to each band), so the estate page reads
 *   a small row per building instead of every building's full results;
 * - each meter's kWh and days read per calendar month, kept by the database itself as readings
 *   are written, replaced or deleted (statement triggers recount only the months a statement
 *   touched), so the estate's months never scan every reading of 1,000 sites.
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
    await db.schema
      .createTable('meter_months')
      .addColumn('meter_id', 'text', (col) =>
        col.notNull().references('meters.id').onDelete('cascade'),
      )
      .addColumn('month', 'date', (col) => col.notNull())
      .addColumn('kwh', 'double precision', (col) => col.notNull())
      .addColumn('days', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('meter_months_pk', ['meter_id', 'month'])
      .execute();
    await sql`
      insert into meter_months (meter_id, month, kwh, days)
      select meter_id, ${MONTH_OF}, sum(kwh), count(distinct (start_at at time zone 'UTC')::date)
      from interval_readings group by 1, 2
    `.execute(db);
    await sql`
      create or replace function estate_recount_meter_months() returns trigger
      language plpgsql as $$
      begin
        insert into meter_months (meter_id, month, kwh, days)
          select r.meter_id, t.month, sum(r.kwh), count(distinct (r.start_at at time zone 'UTC')::date)
          from (select distinct meter_id, ${MONTH_OF} as month from changed) t
          join interval_readings r on r.meter_id = t.meter_id
            and r.start_at >= (t.month::timestamp at time zone 'UTC')
            and r.start_at < ((t.month + interval '1 month')::timestamp at time zone 'UTC')
          group by r.meter_id, t.month
          on conflict (meter_id, month) do update set kwh = excluded.kwh, days = excluded.days;
        -- A month whose readings were all deleted is read no more.
        delete from meter_months using (select distinct meter_id, ${MONTH_OF} as month from changed) t
          where meter_months.meter_id = t.meter_id and meter_months.month = t.month
            and not exists (
              select 1 from interval_readings r where r.meter_id = t.meter_id
                and r.start_at >= (t.month::timestamp at time zone 'UTC')
                and r.start_at < ((t.month + interval '1 month')::timestamp at time zone 'UTC'));
        return null;
      end
      $$
    `.execute(db);
    // A trigger with a transition table takes one event only.
    for (const [event, table] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql
        .raw(
          `create trigger estate_meter_months_${event} after ${event} on interval_readings ` +
            `referencing ${table} table as changed for each statement ` +
            `execute function estate_recount_meter_months()`,
        )
        .execute(db);
    }
    // Every table tells the read caches of writes (0013_write_notifications).
    for (const table of ['estate_figures', 'meter_months']) {
      await sql
        .raw(
          `create trigger wattwise_writes after insert or update or delete or truncate on ${table} ` +
            `for each statement execute function wattwise_notify_write()`,
        )
        .execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`drop trigger estate_meter_months_${event} on interval_readings`).execute(db);
    }
    await sql`drop function estate_recount_meter_months()`.execute(db);
    await db.schema.dropTable('meter_months').execute();
    await db.schema.dropTable('estate_figures').execute();
    await sql`alter table buildings drop column let_to_tenants`.execute(db);
  },
};
