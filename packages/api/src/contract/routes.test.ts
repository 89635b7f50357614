import { describe, expect, it } from 'vitest';
import { pathParamSlots } from './paths';
import type { RouteDef } from './routeDef';
import { routeByName, routes } from './index';

const table: readonly RouteDef[] = routes;

describe('route table', () => {
  it('gives every route a unique name', () => {
    const names = table.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every method and path one route only', () => {
    const keys = table.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds each route by its name', () => {
    for (const route of table) {
      expect(routeByName[route.name as keyof typeof routeByName]).toBe(route);
    }
  });

  it.each(table.map((route) => [route.name, route] as const))(
    '%s parses its own example',
    (_name, route) => {
      expect(route.params.safeParse(route.example.params).error).toBeUndefined();
      if (route.query)
        expect(route.query.safeParse(route.example.query ?? {}).error).toBeUndefined();
      if (route.body) expect(route.body.safeParse(route.example.body).error).toBeUndefined();
      if (route.responseType === 'json') {
        expect(route.example.response).toBeDefined();
        expect(route.response.safeParse(route.example.response).error).toBeUndefined();
      }
    },
  );

  it.each(table.map((route) => [route.name, route] as const))(
    '%s declares exactly the params its path names',
    (_name, route) => {
      const slots = pathParamSlots(route.path);
      expect(Object.keys(route.params.shape).sort()).toEqual(slots.map((slot) => slot.name).sort());
      for (const slot of slots) {
        expect(route.params.shape[slot.name]?.safeParse(undefined).success).toBe(slot.optional);
      }
    },
  );

  it('gives a cache policy to every GET route and only blobs are not JSON', () => {
    for (const route of table.filter((candidate) => candidate.method === 'GET')) {
      expect(route.cache, route.name).toBeDefined();
    }
  });
});

describe('served responses', () => {
  it('rejects a site summary with an unknown traffic light', () => {
    const route = routeByName['user.site.list'];
    const [site] = route.example.response;
    expect(route.response.safeParse([{ ...site, energyUsage: 'MEDIUM' }]).success).toBe(false);
  });

  it('rejects a site stub whose id is not 36 characters', () => {
    const route = routeByName['user.site.stubs'];
    const [stub] = route.example.response;
    expect(route.response.safeParse([{ ...stub, id: 'short' }]).success).toBe(false);
  });

  it('accepts sandbox-labelled data', () => {
    const route = routeByName['user.site.list'];
    const [site] = route.example.response;
    expect(route.response.parse([{ ...site, sandbox: true }])[0]?.sandbox).toBe(true);
  });
});
