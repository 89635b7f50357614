import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';

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

const get = (url: string) => built.app.inject({ method: 'GET', url });

describe('geocoding over the bundled addresses and GB post codes', () => {
  it('finds a Bloomsbury building by part of its name, best match first', async () => {
    const response = await get('/api/geocoding/search?q=conway%20hal');
    expect(response.statusCode).toBe(200);
    const [first] = response.json();
    expect(first).toMatchObject({
      name: 'Conway Hall',
      full_address: 'Conway Hall, 25 Red Lion Square, London WC1R 4RL',
    });
    expect(first.centre[0]).toBeCloseTo(-0.119, 2);
    expect(first.centre[1]).toBeCloseTo(51.519, 2);
  });

  it('answers a full post code with its centroid first, then its addresses', async () => {
    const results = (await get('/api/geocoding/search?q=wc1r4rl')).json();
    expect(results[0]).toMatchObject({ name: 'WC1R 4RL' });
    expect(results.map((r: { name: string }) => r.name)).toContain('Conway Hall');
  });

  it('answers an empty list for an unknown post code and for Northern Ireland', async () => {
    expect((await get('/api/geocoding/search?q=ZZ9%209ZZ')).json()).toEqual([]);
    expect((await get('/api/geocoding/search?q=BT1%201AA')).json()).toEqual([]);
    expect((await get('/api/geocoding/search?q=xyzzy%20nowhere')).json()).toEqual([]);
  });

  it('rejects an empty query with 400', async () => {
    expect((await get('/api/geocoding/search?q=')).statusCode).toBe(400);
  });

  it('reverses a point to the nearest addresses, at most 30', async () => {
    const near = (await get('/api/geocoding/reverse?lon=-0.11897&lat=51.51967&limit=100')).json();
    expect(near.length).toBeGreaterThan(0);
    expect(near.length).toBeLessThanOrEqual(30);
    expect(near.slice(0, 5).map((r: { name: string }) => r.name)).toContain('Conway Hall');
    expect((await get('/api/geocoding/reverse?lon=-3&lat=55')).json()).toEqual([]);
    expect((await get('/api/geocoding/reverse?lon=200&lat=55')).statusCode).toBe(400);
  });

  it('reverses a batch with one answer per point, null where nothing is near', async () => {
    const [hall] = (await get('/api/geocoding/search?q=Conway%20Hall')).json();
    const response = await built.app.inject({
      method: 'POST',
      url: '/api/geocoding/reverse/batch',
      payload: [hall.centre, [-3, 55]],
    });
    expect(response.statusCode).toBe(200);
    const [conway, none] = response.json();
    expect(conway.name).toBe('Conway Hall');
    expect(none).toBeNull();
  });
});
