import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import * as cachePolicies from './cachePolicy';
import { routeGroups } from './routeGroups';
import type { RouteDef } from './routeDef';
import { routeIndex } from './routeIndex';
import { routes } from './routes';

const indexFile = fileURLToPath(new URL('./routeIndex.ts', import.meta.url));

/** The name cachePolicy.ts exports a route's policy under: the index refers to it, not a copy. */
function policyName(route: RouteDef): string {
  const found = Object.entries(cachePolicies).find(([, policy]) => policy === route.cache);
  if (!found) throw new Error(`${route.name}: its cache policy is not one of cachePolicy.ts`);
  return found[0];
}

/** routeIndex.ts as the route table makes it: what a client needs before a route's schemas load. */
async function expectedIndexSource(): Promise<string> {
  const lines: string[] = [];
  const used = new Set<string>();
  for (const [group, load] of Object.entries(routeGroups)) {
    for (const route of (await load()) as readonly RouteDef[]) {
      const fields = [
        `method: '${route.method}'`,
        `path: '${route.path}'`,
        `responseType: '${route.responseType}'`,
      ];
      if (route.cache) {
        const name = policyName(route);
        used.add(name);
        fields.push(`cache: ${name}`);
      }
      fields.push(`group: '${group}'`);
      lines.push(`  '${route.name}': { ${fields.join(', ')} },`);
    }
  }
  const source = `// Made from the route table by routeIndex.test.ts: do not edit (UPDATE_ROUTE_INDEX=1 npx vitest run
// src/contract/routeIndex.test.ts in packages/api writes it again).
import { ${[...used].sort().join(', ')} } from './cachePolicy';
import type { RouteIndex } from './routeIndexTypes';

/** What a client needs of each route before its schemas load: method, path, answer kind, cache policy, file. */
export const routeIndex = {
${lines.join('\n')}
} satisfies RouteIndex;
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
