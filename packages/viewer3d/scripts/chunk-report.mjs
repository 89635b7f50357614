// Prints the chunk sizes a page gets from this package: dist/index.js bundled the way an app's
// bundler would (three, fiber and drei included, code splitting on, minified), so the first
// page's share and each lazy viewer chunk are visible. Run after tsup (npm run build).
import { rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const outdir = join(tmpdir(), `wattwise-viewer3d-chunks-${process.pid}`);
const result = await build({
  entryPoints: { index: new URL('../dist/index.js', import.meta.url).pathname },
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  outdir,
  metafile: true,
  logLevel: 'error',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'cesium', '*.css', '*?url'],
  loader: { '.css': 'empty' },
});
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('viewer3d chunks (minified / gzip; react and cesium external):');
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  const gzip = gzipSync(readFileSync(file)).length;
  const name = basename(file);
  const role =
    name === 'index.js'
      ? ' <- entry: what importing the package costs the first page'
      : output.entryPoint
        ? ' (lazy, loaded on first render)'
        : ' (shared lazy chunk)';
  const libraries = ['three', '@thatopen/fragments', 'web-ifc'].filter((library) =>
    Object.keys(output.inputs).some((input) => input.includes(`node_modules/${library}/`)),
  );
  const includes = libraries.length ? ` includes ${libraries.join(', ')}` : '';
  console.log(
    `  ${name.padEnd(44)} ${kb(output.bytes).padStart(10)} ${kb(gzip).padStart(10)}${role}${includes}`,
  );
}
rmSync(outdir, { recursive: true, force: true });
