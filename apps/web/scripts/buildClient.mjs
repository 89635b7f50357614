// The browser build, in two passes (docs/adr/0020, 0025). The design system and React Aria go in
// three shared chunks: `ui-home`, what the signed-in home runs; `ui-home-later`, what the home's
// menus, filters and dialogs load at first use; and `ui`, the rest. A module's place depends on
// what the home really uses once unused code is dropped. Only the bundler knows that:
//   1. a build in memory with automatic chunking, to list the design-system modules in the chunks
//      that the home loads, and in those its own parts load on demand;
//   2. the build itself, given those lists in WEB_HOME_MODULES and WEB_HOME_LATER_MODULES
//      (vite.config.ts).
// Run by `npm run build`, in place of `vite build`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { homeChunkClosure } from './firstPageWeight.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A chunk of the route table or the app's start, whose dynamic imports are every screen's. */
const ROUTING = /[\\/]src[\\/](app[\\/]|main\.tsx$|start\.tsx$)/;

/**
 * The modules of the chunks the signed-in home loads (`home`), and of those its own parts load
 * on first use (`later`: a menu's popup, the filters' panel, the delete dialog, the map), in a
 * build's output. The route table's imports of the other screens are not the home's.
 */
export function homeModuleSets(output) {
  const chunks = output.filter((item) => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const home = new Set(homeModules(output));
  const later = new Set();
  const seen = new Set();
  const visit = (fileName) => {
    const chunk = byName.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    for (const id of chunk.moduleIds) if (!home.has(id)) later.add(id);
    for (const next of chunk.imports) visit(next);
  };
  for (const chunk of chunks) {
    if (!chunk.moduleIds.some((id) => home.has(id))) continue;
    if (chunk.moduleIds.some((id) => ROUTING.test(id))) continue;
    for (const target of chunk.dynamicImports) visit(target);
  }
  return { home: [...home].sort(), later: [...later].sort() };
}

/** The modules of the chunks the signed-in home loads, in a build's output. */
export function homeModules(output) {
  const chunks = output.filter((item) => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('.html'));
  if (!entry) throw new Error('The analysis build has no HTML entry chunk');
  const names = chunks.map((chunk) => chunk.fileName.replace(/^assets\//, ''));
  const chunkOf = (name) => byName.get(`assets/${name}`) ?? byName.get(name);
  const bare = (file) => file.replace(/^assets\//, '');
  const { homeClosure } = homeChunkClosure(bare(entry.fileName), names, (name) => {
    const chunk = chunkOf(name);
    return {
      static: (chunk?.imports ?? []).map(bare),
      dynamic: (chunk?.dynamicImports ?? []).map(bare),
    };
  });
  const modules = new Set();
  for (const name of homeClosure) {
    for (const id of chunkOf(name)?.moduleIds ?? []) modules.add(id);
  }
  return [...modules].sort();
}

async function main() {
  process.env.WEB_CHUNKING = 'automatic';
  const analysis = await build({
    root,
    logLevel: 'warn',
    build: { write: false, sourcemap: false, manifest: false, minify: false },
  });
  delete process.env.WEB_CHUNKING;
  const outputs = (Array.isArray(analysis) ? analysis : [analysis]).flatMap((o) => o.output);
  const { home, later } = homeModuleSets(outputs);
  console.log(
    `analysis build: the signed-in home runs ${home.length} modules, and ${later.length} more on first use`,
  );
  process.env.WEB_HOME_MODULES = JSON.stringify(home);
  process.env.WEB_HOME_LATER_MODULES = JSON.stringify(later);
  await build({ root });
}

if (process.argv[1] && process.argv[1] === fileURLToPath(import.meta.url)) await main();
