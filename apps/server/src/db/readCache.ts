import type { Kysely } from 'kysely';
import type { Database } from './schema';
import type { WriteGeneration } from './writeWatch';

/** At most this many answers are kept per database (designed); beyond it the cache starts over. */
const READ_CACHE_SIZE = 2_000;

interface ReadCache {
  writes: WriteGeneration;
  generation: number;
  answers: Map<string, Promise<unknown>>;
}

const caches = new WeakMap<Kysely<Database>, ReadCache>();

/**
 * Lets `cachedRead` keep answers read from this database (db/database.ts) while `writes` says
 * nothing was written: an answer read at one generation stays true until the next write (issue
 * 14, throughput). PGlite lives in this process only, so every write goes through its pool
 * (db/pglitePool.ts); on PostgreSQL db/writeWatch.ts also hears the writes of other processes.
 */
export function keepReadsOf(db: Kysely<Database>, writes: WriteGeneration): void {
  caches.set(db, { writes, generation: writes.generation, answers: new Map() });
}

/**
 * The answer of `read` for `key`, shared by concurrent callers and kept until the database is
 * next written (inside transactions, and on PostgreSQL while its writes are not watched, it
 * simply reads). The answer is shared, so it is frozen.
 */
export function cachedRead<T>(
  db: Kysely<Database>,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const cache = caches.get(db);
  if (!cache) return read();
  if (cache.generation !== cache.writes.generation) {
    cache.answers.clear();
    cache.generation = cache.writes.generation;
  }
  if (!cache.writes.watching) return read();
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
