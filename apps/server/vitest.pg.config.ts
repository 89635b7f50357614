import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The PostgreSQL pass (`npm run test:pg`, DATABASE_URL set): every test of the PGlite pass, plus
 * the `*.pgtest.ts` files that only make sense on a PostgreSQL server (restarting it under load).
 * They are not in vitest.config.ts, so the PGlite pass never skips them silently: it never has them.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'test/**/*.pgtest.ts'] },
  }),
);
