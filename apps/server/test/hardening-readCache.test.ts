import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { accountFixture, siteFixture } from './support/fixtures';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { providerToken } from './support/tokens';

let databases: TestDatabases;
let built: BuiltApp;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next());
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

const get = (url: string, token: string) =>
  built.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

// Throughput (issue 14): repeated reads may be served from memory, but never stale answers.
describe('repeated reads after a change', () => {
  it('the site list shows a renamed, added or removed site at once', async () => {
    const { db } = built.database;
    const owner = await accountFixture(db, 'ada@example.com');
    const token = await providerToken(db, { sub: owner, email: 'ada@example.com' });
    const siteId = await siteFixture(db, owner, { name: 'Town hall' });
    const names = async () =>
      ((await get('/api/user/site/list', token)).json() as { buildingName: string }[]).map(
        (site) => site.buildingName,
      );
    expect(await names()).toEqual(['Town hall']);
    expect(await names()).toEqual(['Town hall']);

    await db.updateTable('sites').set({ name: 'Civic centre' }).where('id', '=', siteId).execute();
    expect(await names()).toEqual(['Civic centre']);

    await siteFixture(db, owner, { name: 'Library', createdAt: new Date(Date.now() + 60_000) });
    expect(await names()).toEqual(['Library', 'Civic centre']);

    await db.deleteFrom('site_permissions').where('site_id', '=', siteId).execute();
    expect(await names()).toEqual(['Library']);
  });

  it('a site the caller no longer owns answers 404 on the next read', async () => {
    const { db } = built.database;
    const owner = await accountFixture(db, 'grace@example.com');
    const token = await providerToken(db, { sub: owner, email: 'grace@example.com' });
    const siteId = await siteFixture(db, owner, { name: 'Depot' });
    const url = `/api/spatialstructure/${siteId}`;
    const first = await get(url, token);
    expect(first.statusCode).not.toBe(404);
    await db.deleteFrom('site_permissions').where('site_id', '=', siteId).execute();
    expect((await get(url, token)).statusCode).toBe(404);
  });
});
