import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi';
import { toOpenApiPath } from './paths';
import type { RouteDef } from './routeDef';
import { routes } from './index';

const table: readonly RouteDef[] = routes;

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument({
    routes,
    served: new Set(['user.site.list']),
    serverUrl: 'http://localhost:3000',
  });

  it('lists every route as an operation', () => {
    for (const route of table) {
      const operation = document.paths[toOpenApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation, route.name).toMatchObject({ operationId: route.name });
    }
  });

  it('flags routes the server does not answer yet', () => {
    expect(document.paths['/api/user/site/list']?.get?.['x-served']).toBe(true);
    expect(document.paths['/api/user/site/stubs']?.get?.['x-served']).toBe(false);
  });

  it('notes designed parts and secures user routes with a bearer token', () => {
    const mapSummary = document.paths['/api/user/mapsummary']?.get;
    expect(mapSummary?.['x-designed']).toMatch(/filter/);
    expect(mapSummary?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/buildingdata/get-building-types']?.get?.security).toEqual([]);
  });

  it('turns the zod entities into referenced components', () => {
    expect(document.components.schemas.SiteSummary).toMatchObject({ type: 'object' });
    const listResponse = document.paths['/api/user/site/list']?.get?.responses as Record<
      string,
      { content?: Record<string, { schema: { $ref: string } }> }
    >;
    const ref = listResponse['200']?.content?.['application/json']?.schema.$ref ?? '';
    const component = document.components.schemas[ref.replace('#/components/schemas/', '')];
    expect(component).toMatchObject({
      type: 'array',
      items: { $ref: '#/components/schemas/SiteSummary' },
    });
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });
});
