import pg from 'pg';

/**
 * What db/readCache.ts keys its answers by: a counter that moves on every write to the database,
 * and whether this process can know about every write right now. While `watching` is false the
 * cache keeps nothing and every read is a query.
 */
export interface WriteGeneration {
  readonly generation: number;
  readonly watching: boolean;
}

/**
 * Whether a statement only reads: a plain SELECT. Anything else (INSERT, UPDATE, a `with`
 * statement that may write, COMMIT) counts as a write for the read cache, on PGlite and on
 * PostgreSQL alike; only plain SELECTs are sent as named statements (db/namedStatements.ts).
 */
export function isPlainSelect(text: string): boolean {
  return /^\s*select\b/i.test(text);
}

/** The channel of migration 0013's triggers; the payload is the written table's schema. */
const WRITES_CHANNEL = 'wattwise_writes';

/** How long the watch waits before listening again after its connection was lost (designed). */
const RELISTEN_MS = 1_000;

/**
 * Every write to a PostgreSQL database, as this process learns of it (issue 14, throughput; ADR
 * 0014). Its own writes move the generation as they are sent and again when they have ended
 * (`written`, from db/namedStatements.ts), so a read started before a write ended is never kept.
 * Writes of other processes (replicas, `npm run worker`, psql) reach it as notifications of
 * migration 0013's triggers on a connection of its own that LISTENs; a write of another process
 * is seen here when its notification arrives, a few milliseconds after it commits. While that
 * connection is down (PostgreSQL restarting, the network lost) nothing is watched, so nothing is
 * kept; once it listens again the generation moves, so nothing kept before is used.
 */
export class PostgresWriteWatch implements WriteGeneration {
  generation = 0;
  watching = false;
  /** The connection that listens, or is being opened to listen; an older one is ignored. */
  #client: pg.Client | undefined;
  #retry: NodeJS.Timeout | undefined;
  #stopped = false;
  /** The schema whose writes count: the connection's current_schema(). */
  #schema: string | undefined;

  constructor(private readonly config: pg.ClientConfig) {}

  /** One of this process's own writes was sent or has ended. */
  written(): void {
    this.generation += 1;
  }

  /** Starts listening; resolves once listening or once the first attempt failed (it retries). */
  start(): Promise<void> {
    return this.#listen();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#lost();
    if (this.#retry) clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }

  async #listen(): Promise<void> {
    if (this.#stopped) return;
    const client = new pg.Client({ ...this.config, keepAlive: true });
    this.#client = client;
    client.on('error', () => this.#dropped(client));
    client.on('end', () => this.#dropped(client));
    client.on('notification', (message) => {
      if (message.channel === WRITES_CHANNEL && message.payload === this.#schema) this.written();
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      this.#schema = rows[0]?.schema;
      await client.query(`listen ${WRITES_CHANNEL}`);
    } catch {
      this.#dropped(client);
      return;
    }
    if (this.#stopped || this.#client !== client) {
      await client.end().catch(() => undefined);
      return;
    }
    // Writes made before this connection listened were not heard: nothing kept before counts.
    this.written();
    this.watching = true;
  }

  #lost(): void {
    this.watching = false;
    this.written();
  }

  #dropped(client: pg.Client): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    this.#lost();
    client.end().catch(() => undefined);
    if (this.#stopped || this.#retry) return;
    this.#retry = setTimeout(() => {
      this.#retry = undefined;
      void this.#listen();
    }, RELISTEN_MS);
    this.#retry.unref();
  }
}
