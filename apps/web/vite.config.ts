import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactCompiler } from './reactCompiler';

/**
 * The design system and React Aria, in one chunk that every screen shares instead of the 30-odd
 * small chunks automatic splitting cuts them into: over HTTP/1.1 a phone fetches six files at a
 * time, and the first page waited on rounds of them (docs/adr/0017). JavaScript only: ui's
 * style.css stays with the entry.
 */
const DESIGN_SYSTEM =
  /node_modules[\\/](react-aria|react-stately|react-aria-components|@react-aria|@react-stately|@internationalized|clsx|@vanilla-extract[\\/]recipes)[\\/]|packages[\\/]ui[\\/]dist[\\/].*\.js$/;

export default defineConfig({
  plugins: [
    react(),
    reactCompiler(),
    vanillaExtractPlugin(),
    // WattWise speaks British English only (LocaleProvider: en-GB): React Aria's built-in strings
    // for its 30-odd other languages stay out of the bundle. English ('en') keeps en-US, which
    // React Aria falls back to for en-GB.
    optimizeLocales.vite({ locales: ['en'] }),
  ],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // The manifest feeds scripts/routePreloads.mjs (the route -> chunk list the server preloads).
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: (id: string) => (DESIGN_SYSTEM.test(id) ? 'ui' : null),
              // Only those modules: what they import from React stays in the entry chunk.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
