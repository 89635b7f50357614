import { buildPath, routes as routeTable, type RouteDef } from '@wattwise/api/contract';
import { BUILDING_TYPES } from '@wattwise/energy-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { servedHandlers } from '../src/areas/index';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';

const routes: readonly RouteDef[] = routeTable;
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

type Operation = { 'x-served'?: boolean; operationId?: string };

describe('the contract on the wire', () => {
  it('lists every route of the table in /api/openapi.json, flagging the unserved ones', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
    const servedNames = new Set(Object.keys(servedHandlers));
    for (const route of routes) {
      const operation = byId.get(route.name);
      expect(operation, route.name).toBeDefined();
      expect(operation?.['x-served'] !== false, route.name).toBe(servedNames.has(route.name));
    }
    // The five first calls are served for real.
    for (const name of [
      'user.site.list',
      'user.site.stubs',
      'user.site.default',
      'user.mapsummary',
      'buildingdata.buildingTypes',
    ]) {
      expect(servedNames.has(name), name).toBe(true);
    }
  });

  it('answers 501 naming the route for every public route not served yet, called as its example', async () => {
    const unserved = routes.filter(
      (route) => route.auth === 'public' && !(route.name in servedHandlers),
    );
    for (const route of unserved) {
      const url = buildPath(route.path, route.example.params);
      const example = route.example as { query?: Record<string, unknown>; body?: unknown };
      const query = example.query
        ? `?${new URLSearchParams(Object.entries(example.query).map(([k, v]): [string, string] => [k, String(v)]))}`
        : '';
      const response = await built.app.inject({
        method: route.method,
        url: `${url}${query}`,
        ...(route.body && route.bodyType !== 'octet-stream'
          ? {
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify(example.body ?? {}),
            }
          : {}),
        ...(route.bodyType === 'octet-stream'
          ? { headers: { 'content-type': 'application/octet-stream' }, payload: Buffer.from([1]) }
          : {}),
      });
      expect(response.statusCode, route.name).toBe(501);
      // The body the web client reads its notServed error from (api notServed.ts).
      expect(response.json()).toEqual({
        route: route.name,
        method: route.method,
        path: route.path,
        message: `${route.name} is not served yet`,
      });
    }
  });

  it("serves the engine's building types, hidden ones only on request", async () => {
    const visible = await built.app.inject({
      method: 'GET',
      url: '/api/buildingdata/get-building-types',
    });
    const engineTypes = Object.fromEntries(BUILDING_TYPES.map((t) => [t.key, t.label]));
    expect(visible.json()).toMatchObject({ GENERAL_OFFICE: 'General office' });
    expect(visible.json().COVERED_CAR_PARK).toBeUndefined();
    const all = await built.app.inject({
      method: 'GET',
      url: '/api/buildingdata/get-building-types?hidden=true',
    });
    expect(all.json()).toEqual(engineTypes);
    const bad = await built.app.inject({
      method: 'GET',
      url: '/api/buildingdata/get-building-types?hidden=maybe',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('checks a request body against the contract before anything else (400)', async () => {
    const route = routes.find(
      (r) => r.body && r.bodyType !== 'octet-stream' && r.auth === 'public',
    );
    expect(route).toBeDefined();
    const url = buildPath(route!.path, route!.example.params);
    const broken = await built.app.inject({
      method: route!.method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"not json',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: 'Bad Request' });
    const wrongShape = await built.app.inject({
      method: route!.method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ unexpected: true }),
    });
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().issues.length).toBeGreaterThan(0);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found' });
  });
});
