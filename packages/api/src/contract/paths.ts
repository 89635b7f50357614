/** One `{name}` in a path template, with whether it sits in an optional `[/{name}]` tail. */
export interface PathParamSlot {
  name: string;
  optional: boolean;
}

const slotPattern = /(\[\/)?\{([A-Za-z_][A-Za-z0-9_]*)\}(\])?/g;

/** The params a template names, in order, e.g. '/api/x/{siteId}[/{path}]' → siteId, path (optional). */
export function pathParamSlots(template: string): PathParamSlot[] {
  return [...template.matchAll(slotPattern)].map((match) => ({
    name: match[2] ?? '',
    optional: match[1] !== undefined,
  }));
}

/** Fastify's form of a template: '/api/x/{siteId}[/{path}]' → '/api/x/:siteId/:path?'. */
export function toFastifyPath(template: string): string {
  return template
    .replace(/\[\/\{([A-Za-z_][A-Za-z0-9_]*)\}\]/g, '/:$1?')
    .replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
}

/** Fills a template. Each value is URL-encoded as one segment (a spatial path 'floor/space' becomes 'floor%2Fspace'); an optional tail with no value is dropped. */
export function buildPath(template: string, params: Readonly<Record<string, unknown>>): string {
  return template
    .replace(/\[\/\{([A-Za-z_][A-Za-z0-9_]*)\}\]/g, (_whole, name: string) => {
      const value = params[name];
      return value === undefined || value === null || value === ''
        ? ''
        : `/${encodeSegment(name, value)}`;
    })
    .replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_whole, name: string) => {
      const value = params[name];
      if (value === undefined || value === null || value === '') {
        throw new Error(`Missing path parameter '${name}' for ${template}`);
      }
      return encodeSegment(name, value);
    });
}

function encodeSegment(name: string, value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    throw new Error(`Path parameter '${name}' must be a string or number`);
  }
  return encodeURIComponent(String(value));
}

/** OpenAPI's form of a template: optional tails become plain segments ('/api/x/{siteId}/{path}'). */
export function toOpenApiPath(template: string): string {
  return template.replace(/\[\/\{([A-Za-z_][A-Za-z0-9_]*)\}\]/g, '/{$1}');
}
