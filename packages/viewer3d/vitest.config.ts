import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests in jsdom. The stories of this package (play functions, axe, visual baselines) run in
 * headless Chromium through apps/docs, which picks up the story files of every package.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  assetsInclude: ['**/*.glb'],
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'three',
      '@react-three/fiber',
      '@react-three/drei',
      'cesium',
      'storybook/test',
      '@storybook/react-vite',
    ],
  },
  test: {
    name: 'unit',
    // importing the package compiles its .css.ts files; slow on a busy 2-core machine
    testTimeout: 90_000,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // One jsdom for all files, in worker threads (not a fresh environment and module graph per
    // file): the same tests in half the CPU time, which CI's 2 cores need (ADR 0013).
    pool: 'threads',
    isolate: false,
  },
});
