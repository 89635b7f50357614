import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests in jsdom. The stories of this package (play functions, axe, visual baselines) run in
 * headless Chromium through apps/docs, which picks up the story files of every package.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'maplibre-gl',
      'react-map-gl/maplibre',
      'storybook/test',
      '@storybook/react-vite',
    ],
  },
  test: {
    name: 'unit',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // One jsdom for all files, in worker threads (not a fresh environment and module graph per
    // file): the same tests in half the CPU time, which CI's 2 cores need (ADR 0013).
    pool: 'threads',
    isolate: false,
  },
});
