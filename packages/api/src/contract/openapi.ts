import { z } from 'zod';
import { isOpenForDemoSites } from './demoSiteAccess';
import { pathParamSlots, toOpenApiPath } from './paths';
import { contractEntities } from './registry';
import type { RouteDef } from './routeDef';

export interface OpenApiOptions {
  routes: readonly RouteDef[];
  /** Names of the routes the server answers; the others are flagged `x-served: false`. */
  served: ReadonlySet<string>;
  serverUrl?: string;
}

type JsonObject = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, JsonObject>>;
  components: { schemas: Record<string, JsonObject>; securitySchemes: Record<string, JsonObject> };
}

const componentRef = (id: string): string => `#/components/schemas/${id}`;
const binarySchema = { type: 'string', format: 'binary' } as const;

/** The OpenAPI 3.1 document of the contract, generated from the route table and its zod schemas. */
export function buildOpenApiDocument({
  routes,
  served,
  serverUrl,
}: OpenApiOptions): OpenApiDocument {
  const registry = z.registry<{ id: string; description?: string }>();
  for (const known of contractEntities()) {
    registry.add(known.schema, { id: known.id, description: known.description });
  }
  const idOf = (schema: z.ZodType, fallbackId: string): string => {
    const existing = registry.get(schema);
    if (existing) return existing.id;
    registry.add(schema, { id: fallbackId });
    return fallbackId;
  };

  const operations: { route: RouteDef; bodyId?: string; responseId?: string }[] = routes.map(
    (route) => ({
      route,
      bodyId:
        route.body && route.bodyType !== 'octet-stream'
          ? idOf(route.body, `${route.name}.body`)
          : undefined,
      responseId:
        route.responseType === 'json' ? idOf(route.response, `${route.name}.response`) : undefined,
    }),
  );

  const generated = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    uri: componentRef,
    unrepresentable: 'any',
  }) as { schemas: Record<string, JsonObject> };
  const schemas: Record<string, JsonObject> = {};
  for (const [id, schema] of Object.entries(generated.schemas)) {
    const { $schema: _dialect, id: _id, ...rest } = schema;
    schemas[id] = rest;
  }

  const paths: OpenApiDocument['paths'] = {};
  const pathByShape = new Map<string, string>();
  for (const { route, bodyId, responseId } of operations) {
    for (const variant of pathVariants(route.path)) {
      const { key, names } = sharedPathKey(pathByShape, variant.path);
      const operation = buildOperation(
        route,
        served.has(route.name),
        bodyId,
        responseId,
        variant,
        names,
      );
      const entry = (paths[key] ??= {});
      entry[route.method.toLowerCase()] = operation;
    }
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'WattWise API',
      version: '0.1.0',
      description:
        'Every call of the WattWise spec (shell §7, analysis §7). Operations with x-served: false answer 501 until the server implements them; x-designed notes where the spec did not show a path or shape.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

/**
 * OpenAPI treats paths that differ only in param names as one path (e.g. the GET and POST of a
 * scenario edit put {path} and {scenarioId} in opposite orders). Such a path is filed under the
 * first spelling; its params keep their positions under that spelling's names.
 */
function sharedPathKey(
  pathByShape: Map<string, string>,
  path: string,
): { key: string; names: Map<string, string> } {
  const shape = path.replace(/\{[^}]+\}/g, '{}');
  const key = pathByShape.get(shape) ?? path;
  pathByShape.set(shape, key);
  const own = pathParamSlots(path).map((slot) => slot.name);
  const shared = pathParamSlots(key).map((slot) => slot.name);
  return { key, names: new Map(own.map((name, index) => [name, shared[index] ?? name])) };
}

interface PathVariant {
  path: string;
  /** Params present in this variant. */
  params: string[];
  /** Suffix of the operationId: empty for the full path. */
  suffix: string;
}

/** OpenAPI has no optional path params: a template with an optional tail becomes two paths. */
function pathVariants(template: string): PathVariant[] {
  const slots = pathParamSlots(template);
  const full: PathVariant = {
    path: toOpenApiPath(template),
    params: slots.map((slot) => slot.name),
    suffix: '',
  };
  const optional = slots.filter((slot) => slot.optional);
  if (optional.length === 0) return [full];
  const short = template.replace(/\[\/\{[A-Za-z_][A-Za-z0-9_]*\}\]/g, '');
  return [
    full,
    {
      path: short,
      params: slots.filter((slot) => !slot.optional).map((slot) => slot.name),
      suffix: `.without-${optional.map((slot) => slot.name).join('-')}`,
    },
  ];
}

function inlineSchema(schema: z.ZodType): JsonObject {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    unrepresentable: 'any',
    io: 'input',
  }) as JsonObject;
  return rest;
}

function buildOperation(
  route: RouteDef,
  isServed: boolean,
  bodyId: string | undefined,
  responseId: string | undefined,
  variant: PathVariant,
  sharedNames: ReadonlyMap<string, string>,
): JsonObject {
  const parameters: JsonObject[] = [];
  for (const name of variant.params) {
    const schema = route.params.shape[name] as z.ZodType | undefined;
    const sharedName = sharedNames.get(name) ?? name;
    parameters.push({
      name: sharedName,
      in: 'path',
      required: true,
      ...(sharedName === name ? {} : { description: `The spec's {${name}}` }),
      schema: schema ? inlineSchema(schema) : { type: 'string' },
    });
  }
  for (const [name, schema] of Object.entries(route.query?.shape ?? {}) as [string, z.ZodType][]) {
    parameters.push({
      name,
      in: 'query',
      required: !schema.safeParse(undefined).success,
      schema: inlineSchema(schema),
    });
  }

  const operation: JsonObject = {
    operationId: `${route.name}${variant.suffix}`,
    summary: route.summary,
    description: `Source: ${route.source}.${route.designed ? ` Designed: ${route.designed}` : ''}`,
    tags: [route.name.split('.')[0]],
    parameters,
    responses: successResponse(route, responseId),
    'x-served': isServed,
    'x-source': route.source,
    ...(route.designed ? { 'x-designed': route.designed } : {}),
    ...(route.cache ? { 'x-cache': route.cache } : {}),
    ...(isOpenForDemoSites(route) ? { 'x-open-for-demo-sites': true } : {}),
    ...(route.auth === 'user' ? { security: [{ bearer: [] }] } : { security: [] }),
  };
  if (route.body) {
    operation.requestBody = {
      required: true,
      content:
        route.bodyType === 'octet-stream'
          ? { 'application/octet-stream': { schema: binarySchema } }
          : {
              'application/json': {
                schema: { $ref: componentRef(bodyId ?? '') },
                ...(route.example.body === undefined ? {} : { example: route.example.body }),
              },
            },
    };
  }
  return operation;
}

function successResponse(route: RouteDef, responseId: string | undefined): JsonObject {
  const errors = {
    ...(route.auth === 'user' ? { '401': { description: 'No or invalid bearer token' } } : {}),
    '501': { description: 'Not served yet; the body names the route' },
  };
  if (route.responseType === 'empty') {
    return { '204': { description: 'Done' }, ...errors };
  }
  if (route.responseType === 'blob') {
    return {
      '200': {
        description: 'Binary content',
        content: { 'application/octet-stream': { schema: binarySchema } },
      },
      '204': { description: 'None stored' },
      ...errors,
    };
  }
  return {
    '200': {
      description: 'OK',
      content: {
        'application/json': {
          schema: { $ref: componentRef(responseId ?? '') },
          ...(route.example.response === undefined ? {} : { example: route.example.response }),
        },
      },
    },
    ...errors,
  };
}
