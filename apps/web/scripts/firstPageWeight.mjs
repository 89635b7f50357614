// First-page weight of the built web app, what a phone downloads before its first paint: prints
// the entry chunk's gzip size and the JavaScript the signed-in home needs in all, and fails when
// the entry chunk is over the limit, when the home is over its ceiling, or when a route's first
// code holds the contract's schemas (zod). Run by `npm run build` (after vite build) and by
// `npm test` when dist/ exists.
//   node scripts/firstPageWeight.mjs [distDir] [--when-built]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The goal for the entry chunk with the start chunk it loads (the code every page runs before it
 * can draw), in KB (1000 bytes) of gzip: docs/adr/0018 and 0020 say where it comes from.
 */
export const ENTRY_LIMIT_KB = 150;

/**
 * The ceiling on the signed-in home's JavaScript in all, in KB of gzip: 150, the same figure as
 * the browser-measured check (e2e/firstPage.spec.ts, docs/adr/0025). The home loaded 260 KB while
 * every screen shared one design-system chunk, 201 KB once the home's part of it became a chunk of
 * its own (2026-12-01, docs/adr/0020), and 145 KB (ICU's worker included) once its menus,
 * filters and dialogs loaded at first use (2026-12-05, docs/adr/0025). This count reads the
 * build's chunk graph; the e2e check counts what a browser loads; the two agree within a kilobyte.
 */
export const HOME_CEILING_KB = 150;

/** Chunks the signed-in home loads after the entry: sign-in, the page layout and the screen. */
export const HOME_CHUNKS = ['RoutesWithSignIn', 'PageLayout', 'HomeScreen'];

const gzipKb = (bytes) => gzipSync(bytes, { level: 9 }).length / 1000;

/** The file names a chunk imports statically (`import ... from "./x.js"`, `import "./x.js"`). */
export function staticImports(code) {
  const found = new Set();
  const pattern = /(?:\bimport|\bexport)\s*(?:[^'"();]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/** The workers' scripts a chunk starts (`new Worker(new URL('/assets/x.js', …))`): the page loads them too. */
export function workerScripts(code) {
  return [
    ...code.matchAll(/new Worker\(\s*new URL\(\s*["'`](?:\/assets\/|\.\/)([^"'`]+\.js)["'`]/g),
  ].map((m) => m[1]);
}

/** The file names a chunk imports on demand (`import("./x.js")`). */
export function dynamicImports(code) {
  return [...code.matchAll(/\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]);
}

/**
 * The chunks the signed-in home loads: the entry and what it imports, the chunks the entry loads
 * on demand (the start chunk, docs/adr/0018) and theirs, then HOME_CHUNKS and theirs. `links(name)`
 * answers a chunk's static and on-demand imports; `names` are every chunk's file name.
 * Returns the entry's closure (the code every page runs first) and the home's.
 */
export function homeChunkClosure(entryName, names, links) {
  const closure = new Set();
  const visit = (name) => {
    if (closure.has(name)) return;
    closure.add(name);
    for (const next of links(name).static) visit(next);
  };
  visit(entryName);
  for (const name of new Set(closure)) {
    for (const next of links(name).dynamic) visit(next);
  }
  const entryClosure = new Set(closure);
  for (const chunk of HOME_CHUNKS) {
    const file = names.find((n) => n.startsWith(`${chunk}-`) && n.endsWith('.js'));
    if (file) visit(file);
  }
  return { entryClosure, homeClosure: closure };
}

/**
 * Measures a built dist/: the entry chunk and the signed-in home's JavaScript, gzip KB. The entry
 * starts the sign-in check and then loads the app's start chunk (React, the router) on demand
 * (docs/adr/0018): the limit holds for the two together, the code every page runs first.
 */
export function measure(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = html.match(/<script[^>]*type="module"[^>]*src="\/?(assets\/[^"]+\.js)"/)?.[1];
  if (!entry) throw new Error(`No module script in ${join(distDir, 'index.html')}`);
  const assets = join(distDir, 'assets');
  const read = (name) => readFileSync(join(assets, name));
  const sumOf = (set) => [...set].reduce((total, name) => total + gzipKb(read(name)), 0);
  const entryName = entry.replace(/^assets\//, '');
  const { entryClosure, homeClosure } = homeChunkClosure(entryName, readdirSync(assets), (name) => {
    const code = read(name).toString('utf8');
    return {
      static: [...staticImports(code), ...workerScripts(code)],
      dynamic: dynamicImports(code),
    };
  });
  return {
    entry: entryName,
    entryKb: gzipKb(read(entryName)),
    firstCodeKb: sumOf(entryClosure),
    homeTotalKb: sumOf(homeClosure),
    homeChunks: [...homeClosure],
  };
}

/**
 * The routes whose first code (route-preloads.json: the chunks the server preloads for them)
 * holds zod, found by the chunks' source maps. The contract's schemas load with a call's group of
 * routes (packages/api routeGroups.ts), never with a screen: one schema-bearing helper imported
 * by the diagnose screen put zod and every entity (28 KB gzip, 25 to 30 ms of evaluation, four
 * times that on a phone) on its first page (2026-12-02). Empty when dist/ has no preloads file.
 */
export function routesWithSchemas(distDir) {
  const preloadsFile = join(distDir, 'route-preloads.json');
  if (!existsSync(preloadsFile)) return [];
  const assets = join(distDir, 'assets');
  const holdsZod = new Map();
  const zodIn = (file) => {
    const name = file.replace(/^\/?assets\//, '');
    if (!holdsZod.has(name)) {
      const map = join(assets, `${name}.map`);
      const sources = existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')).sources ?? []) : [];
      holdsZod.set(
        name,
        sources.some((source) => /node_modules\/zod\//.test(source)),
      );
    }
    return holdsZod.get(name);
  };
  const routes = JSON.parse(readFileSync(preloadsFile, 'utf8'));
  return Object.entries(routes)
    .filter(([, files]) => files.some(zodIn))
    .map(([route]) => route);
}

function main() {
  const args = process.argv.slice(2);
  const whenBuilt = args.includes('--when-built');
  const here = dirname(fileURLToPath(import.meta.url));
  const dist = resolve(args.find((a) => !a.startsWith('--')) ?? join(here, '..', 'dist'));
  if (!existsSync(join(dist, 'index.html'))) {
    if (whenBuilt) {
      console.log(`first-page weight: ${dist} not built; run npm run build first`);
      return;
    }
    throw new Error(`${dist}/index.html not found: build first`);
  }
  const m = measure(dist);
  console.log(
    `first-page weight (gzip): entry chunk ${m.entry} ${m.entryKb.toFixed(1)} KB, with the ` +
      `start chunk it loads and their imports ${m.firstCodeKb.toFixed(1)} KB (limit ${ENTRY_LIMIT_KB} KB)`,
  );
  console.log(
    `  signed-in home in all (${m.homeChunks.length} chunks) ${m.homeTotalKb.toFixed(1)} KB ` +
      `(ceiling ${HOME_CEILING_KB} KB)`,
  );
  if (m.homeTotalKb > HOME_CEILING_KB) {
    console.error(
      `The signed-in home loads ${m.homeTotalKb.toFixed(1)} KB gzip of JavaScript, over its ceiling of ${HOME_CEILING_KB} KB.`,
    );
    process.exitCode = 1;
  }
  const withSchemas = routesWithSchemas(dist);
  if (withSchemas.length > 0) {
    console.error(
      `The first code of ${withSchemas.join(', ')} holds zod: a screen imports the contract's schemas (load them with a call instead).`,
    );
    process.exitCode = 1;
  }
  if (m.firstCodeKb > ENTRY_LIMIT_KB) {
    console.error(
      `The entry chunk and its start chunk are ${m.firstCodeKb.toFixed(1)} KB gzip, over ${ENTRY_LIMIT_KB} KB.`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
