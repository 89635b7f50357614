import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Every write to a table of the product tells the database's listeners which schema changed
 * (NOTIFY wattwise_writes, payload the schema), once per statement and only when its transaction
 * commits. The read cache of every replica listens (db/writeWatch.ts, ADR 0014), so an answer it
 * keeps is dropped as soon as another process writes. A table added later needs the same trigger:
 * `test/writeNotifications.test.ts` fails for a table without it.
 */
export const writeNotifications: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create or replace function wattwise_notify_write() returns trigger
      language plpgsql as $$
      begin
        perform pg_notify('wattwise_writes', tg_table_schema);
        return null;
      end
      $$
    `.execute(db);
    await sql`
      do $$
      declare t text;
      begin
        for t in
          select tablename from pg_tables
          where schemaname = current_schema() and tablename not like 'kysely_migration%'
        loop
          execute format(
            'create trigger wattwise_writes after insert or update or delete or truncate on %I '
            'for each statement execute function wattwise_notify_write()', t);
        end loop;
      end
      $$
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop function if exists wattwise_notify_write() cascade`.execute(db);
  },
};
