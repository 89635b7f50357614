import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../src/db/database';
import { jsonRows } from '../src/db/jsonRows';
import { refreshPlannerStatistics } from '../src/db/plannerStatistics';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';

/**
 * What the server does for the embedded database that PostgreSQL would do itself (planner
 * statistics kept fresh) and the one-JSON-value read the estate uses, on whichever database the
 * suite runs on.
 */
let databases: TestDatabases;
let database: AppDatabase;

beforeAll(async () => {
  databases = await createTestDatabases();
  database = await databases.next();
  await sql`create table planner_probe (n int, label text)`.execute(database.db);
}, 120_000);
afterAll(async () => {
  await database?.db.destroy();
  await databases.dispose();
});

describe('planner statistics', () => {
  it('analyses a table that grew, and nothing when none did', async () => {
    const { db } = database;
    await refreshPlannerStatistics(db);
    await sql`insert into planner_probe select n, 'row ' || n from generate_series(1, 5000) n`.execute(
      db,
    );
    expect(await refreshPlannerStatistics(db)).toContain('planner_probe');
    const probe = await sql<{ reltuples: number }>`
      select reltuples from pg_class where oid = 'planner_probe'::regclass`.execute(db);
    expect(Number(probe.rows[0]!.reltuples)).toBe(5000);
    expect(await refreshPlannerStatistics(db)).toEqual([]);
  });
});

describe('rows as one JSON value', () => {
  it("keeps the query's order and the values' kinds", async () => {
    const { db } = database;
    const rows = await jsonRows(
      db,
      db
        .selectFrom(sql<{ n: number; label: string }>`planner_probe`.as('p'))
        .select(['p.n', 'p.label', sql<boolean>`p.n % 2 = 0`.as('even')])
        .where('p.n', '<=', 5)
        .orderBy('p.n', 'desc'),
    );
    expect(rows).toEqual([
      { n: 5, label: 'row 5', even: false },
      { n: 4, label: 'row 4', even: true },
      { n: 3, label: 'row 3', even: false },
      { n: 2, label: 'row 2', even: true },
      { n: 1, label: 'row 1', even: false },
    ]);
    expect(
      await jsonRows(
        db,
        db
          .selectFrom(sql<{ n: number }>`planner_probe`.as('p'))
          .select('p.n')
          .where('p.n', '<', 0),
      ),
    ).toEqual([]);
  });
});
