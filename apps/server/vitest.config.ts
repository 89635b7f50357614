import { defineConfig } from 'vitest/config';

/**
 * The server's integration tests run on PGlite by default (`npm test` on any machine), or on the
 * PostgreSQL server of DATABASE_URL when WATTWISE_TEST_DATABASE=postgresql (`npm run test:pg`,
 * and CI's `npm test`: see docs/adr/0012-ci-runs-the-server-suite-on-postgresql.md). Only then
 * are the `*.pgtest.ts` files included: they restart a PostgreSQL server under load, which means
 * nothing on PGlite, so the PGlite run never has them rather than skipping them silently.
 */
const onPostgresql = process.env.WATTWISE_TEST_DATABASE === 'postgresql';

export default defineConfig({
  test: {
    environment: 'node',
    include: [
      'src/**/*.test.ts',
      'test/**/*.test.ts',
      ...(onPostgresql ? ['test/**/*.pgtest.ts'] : []),
    ],
    globalSetup: ['test/support/globalSetup.ts'],
    // The test files share their worker processes' module graph instead of importing the server
    // afresh for each file (ADR 0013: 341 s of CPU against 204 s for the suite on PostgreSQL).
    // Each file opens its own databases and servers and closes them; the modules' own caches are
    // keyed by database (WeakMap) or hold values that never change (bundled lists, checked answers).
    isolate: false,
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
