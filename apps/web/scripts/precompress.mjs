// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of dist/assets, so
// the server sends them compressed (@fastify/static `preCompressed`, apps/server/src/http/webApp.ts)
// without compressing on each request. Run by `npm run build` after vite build.
//   node scripts/precompress.mjs [distDir]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text assets worth compressing (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|wasm)$/;

const here = dirname(fileURLToPath(import.meta.url));
const assets = join(resolve(process.argv[2] ?? join(here, '..', 'dist')), 'assets');
let before = 0;
let after = 0;
for (const name of readdirSync(assets)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = join(assets, name);
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  before += body.length;
  after += br.length;
}
console.log(
  `precompressed dist/assets: ${(before / 1e6).toFixed(2)} MB of text assets, ${(after / 1e6).toFixed(2)} MB as Brotli`,
);
