import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { isPlainSelect } from './writeWatch';

/**
 * A SELECT is sent as a named (prepared) statement once its text has been seen this many times
 * (designed): the common reads are the same few texts every request, so PostgreSQL parses and
 * plans them once per connection instead of once per request (issue 14, throughput).
 */
const PREPARE_AFTER = 2;
/** At most this many texts are prepared (designed): an `in (…)` list of any length is a new text. */
const MAX_PREPARED = 300;
/** Texts counted but not (yet) prepared; beyond it the counts start over (designed). */
const MAX_COUNTED = 2_000;

/** Which statement texts are sent named, and under which name; one per pool. */
class StatementNames {
  readonly #seen = new Map<string, number>();
  readonly #names = new Map<string, string>();

  /** The name to prepare `text` under, or undefined to send it unnamed as before. */
  nameOf(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known) return known;
    if (!isPlainSelect(text) || this.#names.size >= MAX_PREPARED) return undefined;
    const seen = (this.#seen.get(text) ?? 0) + 1;
    if (seen < PREPARE_AFTER) {
      if (this.#seen.size >= MAX_COUNTED) this.#seen.clear();
      this.#seen.set(text, seen);
      return undefined;
    }
    this.#seen.delete(text);
    const name = `ww_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    this.#names.set(text, name);
    return name;
  }

  get size(): number {
    return this.#names.size;
  }
}

/**
 * A pg pool for Kysely's PostgresDialect whose clients send repeated SELECTs as named
 * statements. pg keeps each connection's parsed names and sends Parse only on the first use per
 * connection; a connection opened again after a PostgreSQL restart starts with none, so nothing
 * is stale. Writes and one-off texts go unnamed, exactly as before.
 */
export function namedStatementPool(
  pool: pg.Pool,
  names = new StatementNames(),
  /** Called as each statement that is not a SELECT is sent and again when it has ended. */
  written: () => void = () => undefined,
): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const send = (text: string, values?: readonly unknown[]) => {
        const name = names.nameOf(text);
        return name
          ? client.query({ name, text, values: values as unknown[] })
          : client.query(text, values as unknown[]);
      };
      return {
        query: ((text: unknown, values?: readonly unknown[]) => {
          if (typeof text !== 'string') return client.query(text as pg.QueryConfig);
          if (isPlainSelect(text)) return send(text, values);
          // A write, or the end of a transaction: before and after, so that a read overlapping
          // it is never kept (db/readCache.ts, db/writeWatch.ts).
          written();
          return send(text, values).finally(written);
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}
