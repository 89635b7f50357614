import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
const automaticChunking = process.env.WEB_CHUNKING === 'automatic';

/** packages/domain's sources (aliased below): one file per rule or message set. */
const DOMAIN_SOURCE = /packages[\\/]domain[\\/]src[\\/]/;

/**
 * The chunk of a shared module: the design system's in `ui-home` or `ui`; the domain's files the
 * home runs in `domain-home` (one request instead of a dozen chunks of a few hundred bytes), the
 * others where automatic splitting puts them, with the screens that use them.
 */
function sharedChunk(id: string): string | null {
  if (automaticChunking) return null;
  if (DESIGN_SYSTEM.test(id)) return homeModules.has(id) ? 'ui-home' : 'ui';
  if (DOMAIN_SOURCE.test(id) && homeModules.has(id)) return 'domain-home';
  return null;
}

/**
 * packages/domain from its sources in the web build. Its built index.js is one module, and a
 * bundler splits code at module boundaries: the chunk that held it gave every page every rule and
 * message any screen uses (the signed-in home loaded the wizard's and the plan's texts, 16 KB
 * gzip). From the sources, each page loads the files it uses. The package stays built for the
 * server and the other packages.
 */
const domainSource = join(dirname(fileURLToPath(import.meta.url)), '../../packages/domain/src');

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
            { find: /^@wattwise\/domain$/, replacement: join(domainSource, 'index.ts') },
            {
              find: /^@wattwise\/domain\/routes$/,
              replacement: join(domainSource, 'routes/index.ts'),
            },
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
              name: sharedChunk,
              // Only those modules: what they import from React stays in the entry chunk.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
