import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { routeGroups } from './routeGroups';
import type { RouteDef } from './routeDef';
import { routeIndex } from './routeIndex';
import { routes } from './routes';

const indexFile = fileURLToPath(new URL('./routeIndex.ts', import.meta.url));

/** routeIndex.ts as the route table makes it: what a client needs before a route's schemas load. */
async function expectedIndexSource(): Promise<string> {
  const lines: string[] = [];
  for (const [group, load] of Object.entries(routeGroups)) {
    for (const route of (await load()) as readonly RouteDef[]) {
      const entry = {
        method: route.method,
        path: route.path,
        responseType: route.responseType,
        ...(route.bodyType ? { bodyType: route.bodyType } : {}),
        ...(route.body ? { hasBody: true } : {}),
        ...(route.cache ? { cache: route.cache } : {}),
        group,
      };
      lines.push(`  '${route.name}': ${JSON.stringify(entry)},`);
    }
  }
  const source = `// Made from the route table by routeIndex.test.ts: do not edit (UPDATE_ROUTE_INDEX=1 npx vitest run
// src/contract/routeIndex.test.ts in packages/api writes it again).
import type { RouteIndex } from './routeIndexTypes';

/** What a client needs of each route before its schemas load: method, path, body and answer kinds, cache policy, file. */
export const routeIndex = {
${lines.join('\n')}
} as const satisfies RouteIndex;
`;
  // Written as the repository's Prettier writes it, so the check does not fight the formatter.
  return format(source, { ...(await resolveConfig(indexFile)), filepath: indexFile });
}

describe('the route index', () => {
  it('is the route table without its schemas: every route once, in its group, with the same method, path and cache policy', async () => {
    const expected = await expectedIndexSource();
    if (process.env.UPDATE_ROUTE_INDEX) writeFileSync(indexFile, expected);
    expect(readFileSync(indexFile, 'utf8')).toBe(expected);
    expect(Object.keys(routeIndex).sort()).toEqual(routes.map((route) => route.name).sort());
  });
});
