import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The machine is shared; property-based tests run hundreds of estimates, so allow them time.
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
  },
});
