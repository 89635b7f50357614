import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoEmail, demoPassword } from './testAccounts';

/**
 * The Optimise overview against the real server (spec analysis §2.3, §2.7, §4.7): the demo
 * account's Optimise site with real school meters (apps/server/src/db/seedMeteredSite.ts) shows
 * 'Annual overview', the last 12 months up to the last reading of the real meter, and an
 * intervention added through the dialog appears as a marker on the graph. Screenshots at 1440 and
 * 390 px (test-results/optimise-overview-*.png).
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });

const meteredSiteId = '5b0c7a1e-0f6d-4c8e-9a51-7e3d2c1b0a99';

async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(demoEmail);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('list', { name: 'Your sites' })).toBeVisible();
}

for (const width of [1440, 390]) {
  test(`the Optimise demo site's overview at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsDemo(page);
    await page.goto(`/optimise/${meteredSiteId}`);
    await expect(page.getByRole('heading', { name: 'Annual overview', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Last 12 months up until \d{1,2} \w+ \d{4}$/)).toBeVisible({
      timeout: 30_000,
    });
    const chart = page.getByRole('figure', { name: 'Energy usage' });
    await expect(chart).toBeVisible({ timeout: 30_000 });
    await expect(chart.locator('path[stroke]').first()).toBeVisible();
    await expect(page.getByText('There is no relevant data for this period')).toHaveCount(0);

    const title = `Pipe lagging ${width}`;
    await page.getByRole('button', { name: 'Add intervention' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add intervention' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Heating pipes lagged in the plant room');
    await dialog.getByLabel('Cost (£)').fill('450');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(title) })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `test-results/optimise-overview-${width}.png`, fullPage: true });
  });
}
