import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** How often the embedded database's statistics are checked (designed): a cheap catalogue query. */
export const PLANNER_STATISTICS_CHECK_MS = 60_000;

/**
 * Analyses again each table whose size moved by more than a tenth (and two pages) since it was
 * last analysed, and returns their names. PostgreSQL's autovacuum does this by rows changed;
 * PGlite runs no autovacuum, so without it the planner keeps the statistics of a new, empty
 * database and takes a table of 1,000 buildings to hold a row or two: the estate page then joined
 * each building with each model run, and spent 350 ms where 160 do (bench/estate.ts).
 */
export async function refreshPlannerStatistics(db: Kysely<Database>): Promise<string[]> {
  const stale = await sql<{ name: string }>`
    select c.relname as name
    from pg_class c
    where c.relkind = 'r'
      and c.relnamespace = current_schema()::regnamespace
      and abs(pg_relation_size(c.oid) / current_setting('block_size')::int - greatest(c.relpages, 0))
        > 2 + 0.1 * greatest(c.relpages, 0)
    order by c.relname`.execute(db);
  const names = stale.rows.map((row) => row.name);
  for (const name of names) await sql`analyze ${sql.id(name)}`.execute(db);
  return names;
}
