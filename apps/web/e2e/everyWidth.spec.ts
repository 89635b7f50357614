import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { demoEmail, demoPassword } from './testAccounts';
import { selectTab } from './tabs';
import { checkEveryWidth } from './widths';

/**
 * Every screen of the signed-in product at every width a person meets (e2e/widths.ts: 360 to
 * 1440 px): the page never scrolls sideways, no word is broken over lines or clipped below one
 * word's width, and axe finds no serious violation. Each screen is opened once and narrowed
 * through the widths, not reloaded at each. The demo account is only read. The registration
 * wizard, the public pages and the simple flow are in everyWidthPublic.spec.ts.
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL, viewport: { width: 1440, height: 900 } });

// Seeded by apps/server (seedSites.ts, seedMeteredSite.ts).
const paidSiteId = '480aeb58-1fd5-4b17-8ba7-cd73ea636042';
const freeSiteId = 'afdfcebe-b118-42c0-99ba-c9fc6be59be9';
const multiBuildingSiteId = 'dcd37b33-4593-4df7-b971-186ed97ea2d9';
const meteredSiteId = '5b0c7a1e-0f6d-4c8e-9a51-7e3d2c1b0a99';

async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(demoEmail);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('list', { name: 'Your sites' })).toBeVisible();
}

/** Opens an address at 1440 px and waits for its title and for its answers to have arrived. */
async function open(page: Page, path: string, title: string | RegExp): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 30_000,
  });
  await quiet(page);
}

/** The screen's calls have answered (a polling screen never goes fully quiet: 5 s at most). */
async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

async function eachSection(
  page: Page,
  testInfo: TestInfo,
  screens: readonly { name: string; path: string; title: string | RegExp }[],
): Promise<void> {
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await open(page, screen.path, screen.title);
      await checkEveryWidth(page, testInfo, screen.name);
    });
  }
}

test('home and the Predict sites: every section at every width', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await signInAsDemo(page);
  await test.step('home, its list and its map', async () => {
    await quiet(page);
    await checkEveryWidth(page, testInfo, 'home');
    await page.getByText('Show on map').click();
    await expect(page.getByRole('region', { name: /map/i }).first()).toBeVisible();
    await quiet(page);
    await checkEveryWidth(page, testInfo, 'home map');
  });

  await test.step('a one-building Predict site: the diagnose tabs', async () => {
    await page.goto(`/predict/${paidSiteId}`);
    await expect(page).toHaveURL(/\/diagnose$/);
    await expect(page.getByText(/^EPC Band [A-G]\+?$/)).toBeVisible({ timeout: 30_000 });
    await quiet(page);
    await checkEveryWidth(page, testInfo, 'predict diagnose actual');
    for (const tab of ['Diagnose', 'Potential']) {
      await selectTab(page, tab);
      await quiet(page);
      await checkEveryWidth(page, testInfo, `predict diagnose ${tab.toLowerCase()}`);
    }
  });
  const building = new URL(page.url()).pathname.replace(/\/diagnose$/, '');
  await eachSection(page, testInfo, [
    {
      name: 'predict improvement plan',
      path: `${building}/improvement-plan`,
      title: 'Improvement plan',
    },
    { name: 'predict validate', path: `${building}/validate`, title: /validat/i },
    { name: 'predict events', path: `/predict/${paidSiteId}/events`, title: 'Events' },
    { name: 'predict add building', path: `/predict/${paidSiteId}/add-building`, title: /./ },
    {
      name: 'predict site of two buildings',
      path: `/predict/${multiBuildingSiteId}/diagnose`,
      title: /./,
    },
  ]);
  await test.step('a free site: Diagnose behind the upgrade overlay', async () => {
    await page.goto(`/predict/${freeSiteId}`);
    await expect(page.getByText(/^EPC Band [A-G]\+?$/)).toBeVisible({ timeout: 30_000 });
    await selectTab(page, 'Diagnose');
    await quiet(page);
    await checkEveryWidth(page, testInfo, 'predict diagnose free');
  });
});

test('the metered Optimise site: every section at every width', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await signInAsDemo(page);
  const site = `/optimise/${meteredSiteId}`;
  await eachSection(page, testInfo, [
    { name: 'optimise overview', path: site, title: 'Annual overview' },
    { name: 'optimise diagnose', path: `${site}/diagnose`, title: /diagnose/i },
    { name: 'optimise scenarios', path: `${site}/scenarios`, title: 'Scenarios' },
    { name: 'optimise improvement plan', path: `${site}/improvement`, title: /./ },
    { name: 'optimise events', path: `${site}/events`, title: 'Events' },
  ]);
});
