import type { PGliteInterface } from '@electric-sql/pglite';
import { isPlainSelect } from './writeWatch';

/**
 * A pg-Pool-shaped wrapper over one PGlite instance, so Kysely's PostgresDialect and Migrator
 * work unchanged (STACK-NOTES T12). PGlite is a single connection: a mutex hands it to one
 * "client" at a time, from connect() to release(), so transactions never interleave.
 */
export class PglitePool {
  #queue: Promise<void> = Promise.resolve();
  #ended = false;
  /**
   * Bumped by every statement that may write (anything but a plain SELECT) through the pool.
   * This process is PGlite's only user, so while it is unchanged every read answers the same:
   * db/readCache.ts keys its entries by it.
   */
  generation = 0;
  /** Every write goes through this pool, so every write is known (db/writeWatch.ts). */
  readonly watching = true;

  constructor(readonly pglite: PGliteInterface) {}

  async connect(): Promise<PgliteClient> {
    if (this.#ended) throw new Error('The PGlite pool has been ended.');
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#queue;
    this.#queue = previous.then(() => turn);
    await previous;
    return new PgliteClient(this.pglite, release, () => {
      this.generation += 1;
    });
  }

  /** Runs `work` with the PGlite instance while holding the mutex (pg-boss's SQL, platform/queue/queue.ts). */
  async exclusive<T>(work: (pglite: PGliteInterface) => Promise<T>): Promise<T> {
    const client = await this.connect();
    try {
      return await work(this.pglite);
    } finally {
      client.release();
    }
  }

  /** Closes the PGlite instance (the file-backed data stays on disk). */
  async end(): Promise<void> {
    if (this.#ended) return;
    this.#ended = true;
    await this.#queue;
    await this.pglite.close();
  }
}

/** The part of pg's PoolClient that Kysely uses. */
export class PgliteClient {
  #released = false;

  constructor(
    private readonly pglite: PGliteInterface,
    private readonly onRelease: () => void,
    private readonly onWrite: () => void = () => undefined,
  ) {}

  async query(sql: string, parameters: readonly unknown[] = []) {
    const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? '';
    // Before and after: a read that overlaps a write (none can, under the mutex) never caches.
    const writes = !isPlainSelect(sql);
    if (writes) this.onWrite();
    const result = await this.pglite
      .query<Record<string, unknown>>(sql, [...parameters])
      .finally(() => {
        if (writes) this.onWrite();
      });
    return {
      command,
      rowCount: result.affectedRows ?? result.rows.length,
      rows: result.rows,
    };
  }

  release(): void {
    if (this.#released) return;
    this.#released = true;
    this.onRelease();
  }
}
