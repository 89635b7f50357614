import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations/index';
import { namedStatementPool } from './namedStatements';
import { PglitePool } from './pglitePool';
import { keepReadsOf } from './readCache';
import type { Database } from './schema';
import { PostgresWriteWatch, type WriteGeneration } from './writeWatch';

type DatabaseKind = 'pglite' | 'postgresql';

/** The server's database handle: one Kysely instance over PGlite or a pg pool. */
export interface AppDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Human-readable location for the start-up log (never a password). */
  location: string;
  /** The schema every connection uses first, when not the default (test runs on PostgreSQL). */
  schema?: string;
  /** What the read cache keys its answers by: the writes this process knows of. */
  writes: WriteGeneration;
  /** Where pg-boss keeps its queue: PostgreSQL by URL, or the same PGlite through its mutex. */
  jobStore: JobStore;
  close(): Promise<void>;
}

/** pg-boss's connection: its own pool on PostgreSQL, or an `executeSql` over PGlite. */
export type JobStore =
  | { kind: 'postgresql'; connectionString: string; schema: string }
  | { kind: 'pglite'; pool: PglitePool };

/** Wraps an open PGlite (file-backed, in memory, or a test clone). */
export function databaseFromPglite(pglite: PGliteInterface, location = 'memory'): AppDatabase {
  const pool = new PglitePool(pglite);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: pool as unknown as PostgresPool }),
  });
  keepReadsOf(db, pool);
  return {
    db,
    kind: 'pglite',
    location,
    writes: pool,
    jobStore: { kind: 'pglite', pool },
    close: () => db.destroy(),
  };
}

/** A pg pool against DATABASE_URL; with `schema` every connection uses that schema first. */
export async function databaseFromUrl(url: string, schema?: string): Promise<AppDatabase> {
  // Return bigint counts as numbers and timestamps as Dates, like PGlite.
  pg.types.setTypeParser(20, (value: string) => Number(value));
  if (schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`create schema if not exists ${schema}`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE) || 10,
    // While PostgreSQL is away, fail fast (503) instead of queueing requests (issue 14, faults).
    connectionTimeoutMillis: 3000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection dropped by a PostgreSQL restart: the pool discards it and reconnects on
  // the next query; without a listener the error would end the process.
  pool.on('error', () => undefined);
  // The same for a connection in use: its query fails (and answers 503); the client is dropped.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Every write this process sends and, through LISTEN, every write of another process moves
  // the generation that repeated reads are kept by (db/readCache.ts, ADR 0014).
  const writes = new PostgresWriteWatch({
    connectionString: url,
    connectionTimeoutMillis: 3000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // Repeated SELECTs go as named statements, parsed and planned once per connection.
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: namedStatementPool(pool, undefined, () => writes.written()),
    }),
  });
  keepReadsOf(db, writes);
  await writes.start();
  const parsed = new URL(url);
  const location = `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}${schema ? ` (schema ${schema})` : ''}`;
  return {
    db,
    kind: 'postgresql',
    location,
    ...(schema ? { schema } : {}),
    writes,
    // Each test schema gets its own queue schema, so parallel runs never share jobs.
    jobStore: {
      kind: 'postgresql',
      connectionString: url,
      schema: schema ? `${schema}_jobs` : 'pgboss',
    },
    close: async () => {
      await writes.stop();
      await db.destroy();
    },
  };
}

/** PostgreSQL when DATABASE_URL is set, else PGlite file-backed at DATA_DIR/pglite. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<AppDatabase> {
  if (options.databaseUrl) return databaseFromUrl(options.databaseUrl);
  const dir = path.join(options.dataDir, 'pglite');
  await fs.mkdir(dir, { recursive: true });
  const pglite = await PGlite.create(dir);
  return databaseFromPglite(pglite, dir);
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  // With a schema, the migration tables live (and are looked for) in that schema only.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
