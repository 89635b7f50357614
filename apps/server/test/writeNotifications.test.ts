import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppDatabase } from '../src/db/database';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';

let databases: TestDatabases;
let database: AppDatabase;

beforeAll(async () => {
  databases = await createTestDatabases();
  database = await databases.next();
});
afterAll(() => databases.dispose());

// The read cache of every replica hears other processes' writes through these triggers
// (migration 0013, db/writeWatch.ts): a table without one would be written unheard, and its
// readers would keep answering the old rows.
it("every table of the product tells the replicas' read caches when it is written", async () => {
  const { rows } = await sql<{ table: string; heard: boolean }>`
    select c.relname as table,
           exists (
             select 1 from pg_trigger t
             where t.tgrelid = c.oid and t.tgname = 'wattwise_writes' and not t.tgisinternal
           ) as heard
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p')
      and c.relname not like 'kysely_migration%'
    order by c.relname
  `.execute(database.db);
  expect(rows.length).toBeGreaterThan(20);
  expect(rows.filter((row) => !row.heard).map((row) => row.table)).toEqual([]);
});
