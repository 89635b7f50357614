import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '@wattwise/api/contract';
import { servedHandlers } from '../src/areas/index';
import { architectureRouteList, expectedFiles, readmeRouteList } from '../scripts/routeLists';

describe('the route lists of the README and ARCHITECTURE.md', () => {
  it('are the route table and the handler index as they are now (npx tsx scripts/routeLists.ts writes them)', () => {
    for (const [file, expected] of expectedFiles()) {
      expect(readFileSync(file, 'utf8'), file).toBe(expected);
    }
  });

  it('name every route of the contract, and say which are served', () => {
    const served = Object.keys(servedHandlers).length;
    for (const list of [readmeRouteList(), architectureRouteList()]) {
      expect(list).toContain(`${served} of the contract's ${routes.length} routes are served`);
    }
    for (const route of routes) expect(readmeRouteList()).toContain(`\`${route.name}\``);
  });
});
