import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testSetup.ts'],
    // One jsdom for all files, in worker threads (not a fresh environment and module graph per
    // file): the same tests in half the CPU time, which CI's 2 cores need (ADR 0013). Each test
    // unmounts what it rendered (testSetup.ts).
    pool: 'threads',
    isolate: false,
  },
});
