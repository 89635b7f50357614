// Bundles a page entry (TSX) with esbuild and the vanilla-extract plugin into DIR/index.html,
// page.js and page.css, for headless Chromium (benchmark and screenshots). React in production mode.
import { mkdirSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

export async function buildPage(entry, outdir, title) {
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: { page: entry },
    outdir,
    bundle: true,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.woff2': 'file', '.woff': 'file' },
    plugins: [vanillaExtractPlugin()],
    logLevel: 'error',
  });
  writeFileSync(
    new URL('index.html', `file://${outdir}/`),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<link rel="stylesheet" href="page.css"></head><body><div id="root"></div>` +
      `<script type="module" src="page.js"></script></body></html>`,
  );
  return new URL('index.html', `file://${outdir}/`).href;
}

/** Debian's Chromium with the team's flags (STACK-NOTES); never a downloaded browser. */
export const chromiumLaunch = {
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--allow-file-access-from-files'],
};
