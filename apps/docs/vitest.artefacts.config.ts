import { defineConfig } from 'vitest/config';

/**
 * Tests on built artefacts (artefacts/*.test.ts): run in Node, drive Debian's Chromium through
 * Playwright against `storybook-static` and `apps/web/dist`. turbo.json makes `npm test` build both
 * first.
 */
export default defineConfig({
  test: {
    name: 'artefacts',
    include: ['artefacts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
