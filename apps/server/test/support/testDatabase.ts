import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  databaseFromPglite,
  databaseFromUrl,
  migrateToLatest,
  type AppDatabase,
} from '../../src/db/database';
import { loadBundledOpenData } from '../../src/seed/openData';

/**
 * Where the integration tests run: PGlite by default (`npm test`), or the PostgreSQL server of
 * DATABASE_URL when WATTWISE_TEST_DATABASE=postgresql (`npm run test:pg`). Each test server gets
 * its own database: a PGlite loaded from the migrated dump of globalSetup.ts, or a fresh schema
 * on PostgreSQL (dropped after), so runs never collide.
 */
export interface TestDatabases {
  kind: 'pglite' | 'postgresql';
  /** A fresh, migrated, empty database for one test; closing it releases everything. */
  next(): Promise<AppDatabase>;
  dispose(): Promise<void>;
}

export async function createTestDatabases(): Promise<TestDatabases> {
  if (process.env.WATTWISE_TEST_DATABASE === 'postgresql') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('test:pg needs DATABASE_URL=postgres://…');
    const open = new Set<AppDatabase>();
    return {
      kind: 'postgresql',
      next: async () => {
        const database = await postgresDatabase(url);
        open.add(database);
        return database;
      },
      // Drops every schema of the file, even when a test failed before closing its server.
      dispose: async () => {
        await Promise.all([...open].map((database) => database.close()));
        open.clear();
      },
    };
  }
  const dumpFile = inject('pgliteDump');
  if (!dumpFile) throw new Error('The PGlite dump of test/support/globalSetup.ts is missing.');
  const dump = new Blob([readFileSync(dumpFile)]);
  const open = new Set<AppDatabase>();
  return {
    kind: 'pglite',
    next: async () => {
      const database = databaseFromPglite(await PGlite.create({ loadDataDir: dump }));
      open.add(database);
      return {
        ...database,
        close: async () => {
          if (!open.delete(database)) return;
          await database.close();
        },
      };
    },
    dispose: async () => {
      await Promise.all([...open].map((database) => database.close()));
      open.clear();
    },
  };
}

async function postgresDatabase(url: string): Promise<AppDatabase> {
  const schema = `wattwise_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const database = await databaseFromUrl(url, schema);
  await migrateToLatest(database.db, schema);
  await loadBundledOpenData(database.db);
  let closed = false;
  return {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.query(`drop schema if exists ${schema}_jobs cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
