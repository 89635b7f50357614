import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { databaseFromUrl, type AppDatabase } from '../src/db/database';
import { accountFixture, siteFixture } from './support/fixtures';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { providerToken } from './support/tokens';

/**
 * On PostgreSQL the read cache (db/readCache.ts) also keeps answers, and several processes write
 * (replicas, `npm run worker`): another process's write must reach this one's next reads as soon
 * as its notification arrives, and while the listening connection is lost nothing may be kept
 * (db/writeWatch.ts, ADR 0014).
 */
let databases: TestDatabases;
let served: BuiltApp;
let other: AppDatabase;
let token: string;
let siteId: string;

beforeAll(async () => {
  databases = await createTestDatabases();
  const database = await databases.next();
  served = await testApp(database);
  // A second replica on the same schema, with its own pool and its own listener.
  other = await databaseFromUrl(process.env.DATABASE_URL ?? '', database.schema);
  const owner = await accountFixture(database.db, 'ada@example.com');
  token = await providerToken(database.db, { sub: owner, email: 'ada@example.com' });
  siteId = await siteFixture(database.db, owner, { name: 'Town hall' });
});
afterAll(async () => {
  await other?.close();
  await served?.app.close();
  await databases.dispose();
});

const siteNames = async () => {
  const response = await served.app.inject({
    method: 'GET',
    url: '/api/user/site/list',
    headers: { authorization: `Bearer ${token}` },
  });
  return (response.json() as { buildingName: string }[]).map((site) => site.buildingName);
};

const rename = (name: string) =>
  other.db.updateTable('sites').set({ name }).where('id', '=', siteId).execute();

it("shows another replica's rename once its notification has arrived", async () => {
  expect(await siteNames()).toEqual(['Town hall']);
  expect(await siteNames()).toEqual(['Town hall']);
  await rename('Civic centre');
  await expect.poll(siteNames, { timeout: 2000, interval: 20 }).toEqual(['Civic centre']);
  // And no older answer comes back afterwards.
  expect(await siteNames()).toEqual(['Civic centre']);
});

it('keeps nothing while its listening connection is lost, and listens again by itself', async () => {
  const writes = served.database.writes;
  expect(writes.watching).toBe(true);
  // PostgreSQL ends the listening connections of this schema's database (as a restart would).
  await sql`
    select pg_terminate_backend(pid) from pg_stat_activity
    where pid <> pg_backend_pid() and query = 'listen wattwise_writes'
  `.execute(other.db);
  await expect.poll(() => writes.watching, { timeout: 5000 }).toBe(false);
  // Unheard writes while it is away are read at once: nothing is kept.
  await rename('Depot');
  expect(await siteNames()).toEqual(['Depot']);
  await rename('Library');
  expect(await siteNames()).toEqual(['Library']);
  // Listening again (about a second later), it keeps answers and hears writes as before.
  await expect.poll(() => writes.watching, { timeout: 10_000 }).toBe(true);
  expect(await siteNames()).toEqual(['Library']);
  await rename('Museum');
  await expect.poll(siteNames, { timeout: 2000, interval: 20 }).toEqual(['Museum']);
});
