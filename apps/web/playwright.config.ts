import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the real server (apps/server/dist) with a fresh database.
 * Browsers are never downloaded: Debian's Chromium is used (override with CHROMIUM_PATH).
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  workers: 1,
  fullyParallel: false,
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
            '--disable-sync',
            '--disable-quic',
          ],
        },
      },
    },
  ],
});
