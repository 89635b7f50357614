import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import { reactCompiler } from './reactCompiler';

/**
 * React Router 7's package exports name its development build only, whatever the mode
 * (remix-run/react-router#14102): a production build shipped its development warnings. Its own
 * production build sits beside it; the web build uses that (`vite build` only, so `vite dev` and
 * the tests keep the warnings).
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);

/**
 * The design system and React Aria, in one chunk that every screen shares instead of the 30-odd
 * small chunks automatic splitting cuts them into: over HTTP/1.1 a phone fetches six files at a
 * time, and the first page waited on rounds of them (docs/adr/0017). JavaScript only: ui's
 * style.css stays with the entry.
 */
const DESIGN_SYSTEM =
  /node_modules[\\/](react-aria|react-stately|react-aria-components|@react-aria|@react-stately|@internationalized|clsx|@vanilla-extract[\\/]recipes)[\\/]|packages[\\/]ui[\\/]dist[\\/].*\.js$/;

/**
 * The modules the signed-in home runs, listed by scripts/buildClient.mjs from a first build in
 * memory. The design-system modules among them form the `ui-home` chunk and the others `ui`, so
 * the home does not load the components only other screens show (docs/adr/0020). Unset (a bare
 * `vite build`): one `ui` chunk. WEB_CHUNKING=automatic: no group at all (that first build).
 */
const homeModules = new Set<string>(JSON.parse(process.env.WEB_HOME_MODULES ?? '[]'));
/**
 * The design-system modules the home's own parts load at first use (a menu, the filters' panel,
 * the delete and logo dialogs: docs/adr/0025), listed by the same first build: `ui-home-later`,
 * one request when someone first opens one, not the whole `ui` chunk.
 */
const homeLaterModules = new Set<string>(JSON.parse(process.env.WEB_HOME_LATER_MODULES ?? '[]'));
const automaticChunking = process.env.WEB_CHUNKING === 'automatic';

function designSystemChunk(id: string): string | null {
  if (automaticChunking || !DESIGN_SYSTEM.test(id)) return null;
  if (homeModules.has(id)) return 'ui-home';
  return homeLaterModules.has(id) ? 'ui-home-later' : 'ui';
}

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
          ]
        : [],
  },
  plugins: [
    react(),
    reactCompiler(),
    vanillaExtractPlugin(),
    // WattWise speaks British English only (LocaleProvider: en-GB): React Aria's built-in strings
    // for its 30-odd other languages stay out of the bundle. English ('en') keeps en-US, which
    // React Aria falls back to for en-GB.
    optimizeLocales.vite({ locales: ['en'] }),
  ],
  // The server's render (src/server.tsx, `vite build --ssr`) is one self-contained file set that
  // apps/server loads from the build: React and the packages bundled in, nothing to resolve.
  ssr: { noExternal: true },
  // Workers as modules, the same in `vite dev` and the build (src/intlWorker.ts).
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/auth': 'http://localhost:3000' },
  },
  // The manifest feeds scripts/routePreloads.mjs (the route -> chunk list the server preloads).
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    // The server's render is never sent to a browser: no source maps, no manifest.
    sourcemap: !isSsrBuild,
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: designSystemChunk,
              // Only those modules: what they import from React stays in the entry chunk.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
