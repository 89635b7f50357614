import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { loadOrCreateSigningKeys } from '../../src/platform/identity/signingKeys';
import { loadBundledOpenData } from '../../src/seed/openData';
import { databaseFromPglite, migrateToLatest } from '../../src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of one migrated PGlite data directory (empty string on PostgreSQL runs). */
    pgliteDump: string;
  }
}

/**
 * Runs initdb and the migrations once for the whole run (STACK-NOTES T12: initdb is the slow
 * part) and dumps the data directory; each test then loads its own copy of the dump.
 */
export default async function setup(project: TestProject) {
  if (process.env.WATTWISE_TEST_DATABASE === 'postgresql') {
    project.provide('pgliteDump', '');
    return;
  }
  const pglite = await PGlite.create();
  const database = databaseFromPglite(pglite);
  await migrateToLatest(database.db);
  await loadBundledOpenData(database.db);
  // Every copy starts with the provider's signing key, saving an RSA key generation per test.
  await loadOrCreateSigningKeys(database.db);
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wattwise-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
