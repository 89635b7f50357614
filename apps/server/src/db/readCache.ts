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
  const cache = usableCache(db);
  if (!cache) return read();
  const known = cache.answers.get(key);
  if (known) return known as Promise<T>;
  return keep(cache, key, read().then(deepFreeze));
}

/**
 * `cachedRead` for many ids at once: the ids already kept (each under `keyOf(id)`) are answered
 * from memory, and the missing ones are read by ONE call of `readMissing`, whose answer must hold
 * every id it was given; each id's answer is then kept on its own. Keeping per id, not per batch,
 * bounds memory by the ids kept rather than by every combination asked for.
 */
export async function cachedReads<T>(
  db: Kysely<Database>,
  ids: readonly string[],
  keyOf: (id: string) => string,
  readMissing: (missing: readonly string[]) => Promise<Map<string, T>>,
): Promise<Map<string, T>> {
  const cache = usableCache(db);
  if (!cache) return readMissing(ids);
  const answers = new Map<string, Promise<T>>();
  const missing = ids.filter((id) => {
    const known = cache.answers.get(keyOf(id));
    if (known) answers.set(id, known as Promise<T>);
    return !known;
  });
  if (missing.length > 0) {
    const read = readMissing(missing);
    for (const id of missing) {
      const answer = read.then((found) => {
        if (!found.has(id)) throw new Error(`cachedReads: no answer for '${id}'`);
        return deepFreeze(found.get(id) as T);
      });
      answers.set(id, keep(cache, keyOf(id), answer));
    }
  }
  const entries = await Promise.all(
    [...answers].map(async ([id, answer]) => [id, await answer] as const),
  );
  return new Map(entries);
}

/** The database's cache, emptied if it was written since; none while writes are not watched. */
function usableCache(db: Kysely<Database>): ReadCache | undefined {
  const cache = caches.get(db);
  if (!cache) return undefined;
  if (cache.generation !== cache.writes.generation) {
    cache.answers.clear();
    cache.generation = cache.writes.generation;
  }
  return cache.writes.watching ? cache : undefined;
}

/** Keeps `answer` under `key` until the next write; a failed read is not kept. */
function keep<T>(cache: ReadCache, key: string, answer: Promise<T>): Promise<T> {
  if (cache.answers.size >= READ_CACHE_SIZE) cache.answers.clear();
  const generation = cache.generation;
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
