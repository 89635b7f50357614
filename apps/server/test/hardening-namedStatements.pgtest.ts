import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFromUrl, type AppDatabase } from '../src/db/database';

/**
 * Named (prepared) statements on PostgreSQL (issue 14, throughput; src/db/namedStatements.ts):
 * a SELECT sent again is parsed and planned once per connection, with the same answers; writes
 * are never named. One connection, so pg_prepared_statements shows that connection's names.
 */
let database: AppDatabase;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('needs DATABASE_URL=postgres://…');
  const poolSize = process.env.DATABASE_POOL_SIZE;
  process.env.DATABASE_POOL_SIZE = '1';
  try {
    database = await databaseFromUrl(url);
  } finally {
    if (poolSize === undefined) delete process.env.DATABASE_POOL_SIZE;
    else process.env.DATABASE_POOL_SIZE = poolSize;
  }
});

afterAll(async () => {
  await database?.close();
});

async function preparedStatements(): Promise<{ name: string; statement: string }[]> {
  const { rows } = await sql<{ name: string; statement: string }>`
    select name, statement from pg_prepared_statements`.execute(database.db);
  return rows;
}

describe('named statements on PostgreSQL', () => {
  it('prepares a repeated SELECT once and answers each call with its own parameters', async () => {
    const doubled: number[] = [];
    for (const value of [1, 2, 3, 4]) {
      const { rows } = await sql<{ n: number }>`select ${value}::int * 2 as n`.execute(database.db);
      doubled.push(rows[0]!.n);
    }
    expect(doubled).toEqual([2, 4, 6, 8]);
    const named = (await preparedStatements()).filter((row) =>
      row.statement.includes('::int * 2 as n'),
    );
    expect(named).toHaveLength(1);
    expect(named[0]!.name).toMatch(/^ww_[0-9a-f]{20}$/);
  });

  it('never names a write', async () => {
    await sql`create temporary table named_statement_probe (n int)`.execute(database.db);
    for (const value of [1, 2, 3]) {
      await sql`insert into named_statement_probe (n) values (${value})`.execute(database.db);
    }
    const { rows } = await sql<{ total: number }>`
      select sum(n)::int as total from named_statement_probe`.execute(database.db);
    expect(rows[0]!.total).toBe(6);
    const statements = (await preparedStatements()).map((row) => row.statement);
    expect(statements.some((statement) => statement.includes('insert into'))).toBe(false);
  });
});
