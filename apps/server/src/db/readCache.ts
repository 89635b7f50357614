import type { Kysely } from 'kysely';
import type { PglitePool } from './pglitePool';
import type { Database } from './schema';

/** At most this many answers are kept per database (designed); beyond it the cache starts over. */
const READ_CACHE_SIZE = 2_000;

interface ReadCache {
  pool: PglitePool;
  generation: number;
  answers: Map<string, Promise<unknown>>;
}

const caches = new WeakMap<Kysely<Database>, ReadCache>();

/**
 * Lets `cachedRead` keep answers read from this PGlite database (db/database.ts). PGlite lives in
 * this process only, so every write goes through its pool and bumps the pool's generation: an
 * answer read at one generation stays true until the next write (issue 14, throughput). On
 * PostgreSQL other replicas write too, so nothing is registered and every read is a query.
 */
export function keepReadsOf(db: Kysely<Database>, pool: PglitePool): void {
  caches.set(db, { pool, generation: pool.generation, answers: new Map() });
}

/**
 * The answer of `read` for `key`, shared by concurrent callers and kept until the database is
 * next written (PGlite only; on PostgreSQL and inside transactions it simply reads). The answer
 * is shared, so it is frozen.
 */
export function cachedRead<T>(
  db: Kysely<Database>,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const cache = caches.get(db);
  if (!cache) return read();
  if (cache.generation !== cache.pool.generation) {
    cache.answers.clear();
    cache.generation = cache.pool.generation;
  }
  const known = cache.answers.get(key);
  if (known) return known as Promise<T>;
  if (cache.answers.size >= READ_CACHE_SIZE) cache.answers.clear();
  const generation = cache.generation;
  const answer = read().then(deepFreeze);
  cache.answers.set(key, answer);
  answer.catch(() => {
    if (cache.generation === generation) cache.answers.delete(key);
  });
  return answer;
}

/** Frozen all the way down, so a caller that changed a shared answer fails loudly. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
