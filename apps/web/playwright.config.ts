import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

/**
 * End-to-end tests against the real server (apps/server/dist) with a fresh database.
 * Browsers are never downloaded: Debian's Chromium is used (override with CHROMIUM_PATH).
 */

/**
 * Specs that change the demo account's shared sites (a building parameter and schedule, a
 * scenario's cost, interventions, the stored Optimise selection). They run after the others, one
 * at a time, so no spec reads a demo figure while another changes it.
 */
const demoWriters = [
  'settings.spec.ts',
  'planChat.spec.ts',
  'optimiseOverview.spec.ts',
  'optimiseScenarios.spec.ts',
  'validateSavings.spec.ts',
];
const writersPattern = demoWriters.map((file) => `**/${file}`);

const browser = {
  browserName: 'chromium' as const,
  viewport: { width: 1440, height: 900 },
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumArgs,
  },
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/serverSetup.ts',
  outputDir: 'test-results',
  reporter: 'list',
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Generous for a 2-core machine that runs other packages' tests at the same time.
  expect: { timeout: 15_000 },
  // Two spec files at a time: a journey mostly waits (on model runs and the page's polling), so a
  // second one fills that time; each file's tests still run in order. Every spec signs up its own
  // account or only reads the demo account, except the demo writers below.
  workers: 2,
  fullyParallel: false,
  use: {
    // A trace only for a retried test (CI retries once), so a test that fails twice leaves one.
    // Tracing every attempt cost about 30 % of the suite's CPU (ADR 0013: 119 s against 76 s of
    // CPU for diagnose, home and planJourneys), on a machine where CPU is the whole CI time.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: writersPattern, use: browser },
    {
      name: 'demo-writers',
      testMatch: writersPattern,
      dependencies: ['chromium'],
      workers: 1,
      use: browser,
    },
  ],
});
