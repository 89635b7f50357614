import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { reactCompiler } from './reactCompiler';

/**
 * Files whose modules keep state a test relies on starting fresh (the sign-in redirect guard, the
 * screens' stored scenario selection, SWR's module-wide record of the first value of every key it
 * has written, which the server's render reads as a server does: server.test.tsx): each runs in
 * its own environment.
 */
const isolated = [
  'src/server.test.tsx',
  'src/server.node.test.tsx',
  'src/server.diagnose.test.tsx',
  'src/server.recentSites.test.tsx',
  'src/server.plan.test.tsx',
  'src/platform/auth/useSignInWhenUnauthorized.test.tsx',
  'src/features/predict-improvement/ImprovementPlanScreen.test.tsx',
  'src/features/optimise-scenario/OptimiseScenariosScreen.test.tsx',
];

export default defineConfig({
  plugins: [react(), reactCompiler()],
  test: {
    environment: 'jsdom',
    setupFiles: ['src/testSetup.ts'],
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: isolated,
          // One jsdom for all these files, in worker threads: the same tests in a third of the
          // CPU time, which CI's 2 cores need (ADR 0013). Each test unmounts what it rendered.
          pool: 'threads',
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
