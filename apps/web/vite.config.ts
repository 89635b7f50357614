import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // WattWise speaks British English only (LocaleProvider: en-GB): React Aria's built-in strings
    // for its 30-odd other languages stay out of the bundle. English ('en') keeps en-US, which
    // React Aria falls back to for en-GB.
    optimizeLocales.vite({ locales: ['en'] }),
  ],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // The manifest feeds scripts/routePreloads.mjs (the route -> chunk list the server preloads).
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
