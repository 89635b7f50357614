import { expect, test } from '@playwright/test';
import { measuredSavingMessages, validateMessages } from '@wattwise/domain';
import { signInAsDemo } from './testAccounts';

/**
 * The saving measured since an intervention, end to end: on the demo account's Optimise site with
 * real school meters (apps/server/src/seed/seedMeteredSite.ts), an intervention recorded from
 * Validate by a double-click on a day shows its measured-saving sentence under the chart, as the
 * server works it out from the stored readings (or why it cannot yet). Writes to the demo site:
 * one of playwright.config.ts's demoWriters. Screenshot: test-results/validate-savings-1440.png.
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });

const meteredSiteId = '5b0c7a1e-0f6d-4c8e-9a51-7e3d2c1b0a99';

test('an intervention recorded on Validate shows the saving measured since it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page);
  await page.goto(`/predict/${meteredSiteId}/validate`);
  await expect(page.getByRole('heading', { name: validateMessages.title, level: 1 })).toBeVisible();
  const chart = page.getByRole('figure').first();
  await chart.locator('rect[role="application"]').dblclick({ timeout: 60_000 });
  const dialog = page.getByRole('dialog', { name: 'Add intervention' });
  await expect(dialog).toBeVisible();
  const title = 'Boiler controls';
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Weather compensation set up');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const savings = page.getByRole('region', { name: measuredSavingMessages.title });
  const line = savings
    .getByRole('listitem')
    .filter({ hasText: `Since “${title}”` })
    .first();
  await expect(line).toBeVisible({ timeout: 60_000 });
  await expect(line).toContainText(
    /kWh avoided \(±[\d,]+ at 90 %\)|kWh more used than expected|no change measured|not enough readings yet to measure the saving/,
  );
  await page.screenshot({ path: 'test-results/validate-savings-1440.png', fullPage: true });
});
