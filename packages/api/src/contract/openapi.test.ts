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

  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

  it('lists every route as an operation', () => {
    for (const route of table) {
      const found = operations.find(({ operation }) => operation.operationId === route.name);
      expect(found?.method, route.name).toBe(route.method.toLowerCase());
    }
  });

  it('lists a route with an optional tail under both paths', () => {
    const hide = '/api/predict/improvement/hide/{siteId}/{scenarioId}';
    expect(document.paths[`${hide}/{path}`]?.post?.operationId).toBe('predict.improvement.hide');
    expect(document.paths[hide]?.post?.operationId).toBe('predict.improvement.hide.without-path');
  });

  it('never lists two paths that differ only in param names, and names each path param as its path does', () => {
    const shapes = Object.keys(document.paths).map((path) => path.replace(/\{[^}]+\}/g, '{}'));
    expect(new Set(shapes).size).toBe(shapes.length);
    for (const { path, operation } of operations) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters as { name: string; in: string }[])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name);
      expect(declared.sort(), `${operation.operationId}`).toEqual(inPath.sort());
    }
    expect(toOpenApiPath('/api/events/{siteId}[/{path}]')).toBe('/api/events/{siteId}/{path}');
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

  it("shows each JSON route's example", () => {
    const listResponse = document.paths['/api/user/site/list']?.get?.responses as Record<
      string,
      { content?: Record<string, { example?: unknown }> }
    >;
    expect(listResponse['200']?.content?.['application/json']?.example).toEqual(
      routes.find((route) => route.name === 'user.site.list')?.example.response,
    );
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });
});
