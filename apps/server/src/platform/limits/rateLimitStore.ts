import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One counter: hits so far in the window and the milliseconds until it resets. */
export interface RateLimitCount {
  current: number;
  ttl: number;
}

/** Expired counters are removed about once every this many increments (designed). */
const SWEEP_EVERY = 500;

/**
 * Counts `amount` hits (1 by default; a cost budget counts what an answer cost) for a key in the
 * `rate_limits` table (migration 0003_hardening) in a single atomic upsert, so several replicas
 * over one database agree; a counter whose window has ended starts again at `amount`.
 */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  amount = 1,
): Promise<RateLimitCount> {
  const { rows } = await sql<{ hits: number; ttl_ms: number }>`
    insert into rate_limits (key, hits, resets_at)
    values (${key}, ${amount}, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when rate_limits.resets_at <= now() then excluded.hits
        else rate_limits.hits + excluded.hits end,
      resets_at = case when rate_limits.resets_at <= now()
        then excluded.resets_at else rate_limits.resets_at end
    returning hits, (extract(epoch from (resets_at - now())) * 1000)::float8 as ttl_ms`.execute(db);
  const row = rows[0];
  if (Math.random() * SWEEP_EVERY < 1) {
    await sql`delete from rate_limits where resets_at < now()`.execute(db);
  }
  return { current: Number(row?.hits ?? 1), ttl: Math.max(0, Math.ceil(Number(row?.ttl_ms ?? 0))) };
}

/** The live count of a key without counting a hit (0 when none or expired). */
export async function peekHits(db: Kysely<Database>, key: string): Promise<RateLimitCount> {
  const { rows } = await sql<{ hits: number; ttl_ms: number }>`
    select hits, (extract(epoch from (resets_at - now())) * 1000)::float8 as ttl_ms
    from rate_limits where key = ${key} and resets_at > now()`.execute(db);
  const row = rows[0];
  return row
    ? { current: Number(row.hits), ttl: Math.max(0, Math.ceil(Number(row.ttl_ms))) }
    : { current: 0, ttl: 0 };
}

/** Forgets a key (a successful sign-in clears the account's failed attempts). */
export async function clearHits(db: Kysely<Database>, key: string): Promise<void> {
  await sql`delete from rate_limits where key = ${key}`.execute(db);
}

type IncrCallback = (error: Error | null, result?: RateLimitCount) => void;

/** Counters known to be over their limit, kept in memory at most (designed). */
const MEMO_SIZE = 10_000;

/**
 * A @fastify/rate-limit 10 store class over the database (the plugin instantiates it with its
 * options and calls child() per route). A key found over its limit is remembered until its window
 * ends, and its further requests are refused from memory: a flood of refused requests costs no
 * database round trip, which on PGlite's one connection would delay everyone else's queries.
 */
export function databaseRateLimitStore(db: Kysely<Database>) {
  const overUntil = new Map<string, { until: number; current: number }>();
  return class DatabaseRateLimitStore {
    readonly #windowMs: number;

    constructor(options: object = {}) {
      const { timeWindow } = options as { timeWindow?: unknown };
      this.#windowMs = typeof timeWindow === 'number' ? timeWindow : 60_000;
    }

    incr(key: string, callback: IncrCallback, timeWindow?: number, max?: number): void {
      const now = Date.now();
      const over = overUntil.get(key);
      if (over && over.until > now) {
        over.current += 1;
        callback(null, { current: over.current, ttl: over.until - now });
        return;
      }
      if (over) overUntil.delete(key);
      countHit(db, key, timeWindow ?? this.#windowMs).then(
        (result) => {
          if (max !== undefined && result.current > max) {
            if (overUntil.size >= MEMO_SIZE) overUntil.clear();
            overUntil.set(key, { until: Date.now() + result.ttl, current: result.current });
          }
          callback(null, result);
        },
        (error: unknown) => callback(error as Error),
      );
    }

    child(options: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(options);
    }
  };
}
