// The browser build, in two passes (docs/adr/0020). The design system and React Aria go in two
// shared chunks: `ui-home`, what the signed-in home runs, and `ui`, the rest. A module's place
// depends on what the home really uses once unused code is dropped. Only the bundler knows that:
//   1. a build in memory with automatic chunking, to list the design-system modules in the chunks
//      that the home loads;
//   2. the build itself, given the home's modules in WEB_HOME_MODULES (vite.config.ts).
// Run by `npm run build`, in place of `vite build`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { homeChunkClosure } from './firstPageWeight.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

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
  const modules = homeModules(outputs);
  console.log(`analysis build: the signed-in home runs ${modules.length} modules`);
  process.env.WEB_HOME_MODULES = JSON.stringify(modules);
  await build({ root });
}

if (process.argv[1] && process.argv[1] === fileURLToPath(import.meta.url)) await main();
