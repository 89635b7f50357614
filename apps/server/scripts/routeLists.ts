/**
 * The route lists of apps/server/README.md and docs/ARCHITECTURE.md, made from the contract's
 * route table and the server's handler index, so neither can say a route is served when it is
 * not. `npx tsx scripts/routeLists.ts` (in apps/server) writes them; test/routeLists.test.ts fails
 * while either is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routeIndex, routes, type RouteName } from '@wattwise/api/contract';
import { servedHandlers } from '../src/areas/index';

const serverDir = path.resolve(import.meta.dirname, '..');
export const readmeFile = path.join(serverDir, 'README.md');
export const architectureFile = path.resolve(serverDir, '../../docs/ARCHITECTURE.md');

const BEGIN =
  '<!-- route list: made by apps/server/scripts/routeLists.ts from the route table; do not edit -->';
const END = '<!-- end of route list -->';

const areaOf = (name: RouteName) => routeIndex[name].group.replace(/Routes$/, '');
const isServed = (name: RouteName) => name in servedHandlers;

/** The contract's routes by area, in the route table's order. */
function routesByArea() {
  const areas = new Map<string, (typeof routes)[number][]>();
  for (const route of routes) {
    const area = areaOf(route.name);
    areas.set(area, [...(areas.get(area) ?? []), route]);
  }
  return areas;
}

function summaryLine(): string {
  const served = routes.filter((route) => isServed(route.name)).length;
  return `${served} of the contract's ${routes.length} routes are served (a route without a handler answers 501 and is marked \`x-served: false\` in \`/api/openapi.json\`).`;
}

/** README: every route, by area, with its method, path, name and who may call it. */
export function readmeRouteList(): string {
  const lines = [summaryLine(), ''];
  for (const [area, list] of routesByArea()) {
    lines.push(
      `**\`src/areas/${area}/\`** (\`packages/api/src/contract/routes/${area}Routes.ts\`)`,
      '',
    );
    lines.push('| method | path | route | caller |', '| --- | --- | --- | --- |');
    for (const route of list) {
      const served = isServed(route.name) ? '' : ' (not served: 501)';
      lines.push(
        `| ${route.method} | \`${route.path}\` | \`${route.name}\`${served} | ${route.auth} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n').trimEnd();
}

/** ARCHITECTURE: one line per area folder, with the names of the routes it serves. */
export function architectureRouteList(): string {
  const lines = [
    summaryLine(),
    '',
    '| `apps/server/src/areas/` | routes served |',
    '| --- | --- |',
  ];
  for (const [area, list] of routesByArea()) {
    const served = list.filter((route) => isServed(route.name)).map((route) => `\`${route.name}\``);
    const missing = list.length - served.length;
    lines.push(
      `| \`${area}/\` | ${served.join(', ')}${missing > 0 ? ` (and ${missing} answering 501)` : ''} |`,
    );
  }
  return lines.join('\n');
}

/** The text with its route list block replaced (the markers must be there already). */
export function withRouteList(text: string, list: string, file: string): string {
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file} has no route list markers`);
  return `${text.slice(0, start)}${BEGIN}\n${list}\n${text.slice(end)}`;
}

/** Both files as the route table makes them. */
export function expectedFiles(): Map<string, string> {
  return new Map([
    [readmeFile, withRouteList(readFileSync(readmeFile, 'utf8'), readmeRouteList(), readmeFile)],
    [
      architectureFile,
      withRouteList(
        readFileSync(architectureFile, 'utf8'),
        architectureRouteList(),
        architectureFile,
      ),
    ],
  ]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const [file, text] of expectedFiles()) writeFileSync(file, text);
  console.log(`route lists written: ${[...expectedFiles().keys()].join(', ')}`);
}
