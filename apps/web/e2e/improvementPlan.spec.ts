import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoEmail, demoPassword } from './testAccounts';
import { appReady } from './appReady';
import { holdScripts } from './holdScripts';

/**
 * The Predict improvement plan against the real server on the demo account's paid site: toggle
 * scenarios and see 'Total potential savings' change; screenshots at 1440 and 390 px for a person
 * to look at (test-results/plan-*.png).
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });

/** The demo account's paid Predict site (apps/server/src/db/seedSites.ts). */
const paidSiteId = '480aeb58-1fd5-4b17-8ba7-cd73ea636042';

async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(demoEmail);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('list', { name: 'Your sites' })).toBeVisible();
}

/** Opens the site, follows its redirect to the first building, then that building's plan. */
async function openBuildingPlan(page: Page): Promise<void> {
  await page.goto(`/predict/${paidSiteId}`);
  await page.waitForURL(new RegExp(`/predict/${paidSiteId}/[^/]+/`));
  const buildingId = new URL(page.url()).pathname.split('/')[3];
  await page.goto(`/predict/${paidSiteId}/${buildingId}/improvement-plan`);
}

for (const width of [1440, 390]) {
  test(`the plan of a paid building at ${width} px: toggles change the total potential savings`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsDemo(page);
    await openBuildingPlan(page);
    const switches = page.getByRole('switch');
    await expect(switches.first()).toBeVisible({ timeout: 30_000 });
    // The server drew the switches: press them once the app hears them.
    await appReady(page);
    for (const toggle of await switches.all()) {
      if (await toggle.isChecked()) await toggle.dispatchEvent('click');
    }
    const results =
      width >= 500
        ? page.getByRole('complementary', { name: 'Results' })
        : page.getByRole('dialog', { name: 'Results' });
    const openSheet = async () => {
      if (width < 500) await page.getByRole('button', { name: /^View \(\d+\)$/ }).click();
    };
    const closeSheet = async () => {
      if (width < 500) {
        await results.getByRole('button', { name: 'Close' }).click();
        await expect(results).toBeHidden();
      }
    };

    await switches.nth(0).dispatchEvent('click');
    await openSheet();
    const total = results.getByRole('region', { name: 'Total potential savings' });
    await expect(total).toContainText('£', { timeout: 30_000 });
    const first = await total.textContent();
    await closeSheet();

    await switches.nth(1).dispatchEvent('click');
    await openSheet();
    await expect(total).not.toHaveText(first ?? '', { timeout: 30_000 });
    await expect(total).toContainText('EPC');
    await page.screenshot({ path: `test-results/plan-${width}.png`, fullPage: width >= 500 });
    await closeSheet();
    await page.screenshot({ path: `test-results/plan-${width}-list.png` });
  });
}

test('a switch pressed before the app has taken the plan over is kept, and its results come', async ({
  page,
}) => {
  await signInAsDemo(page);
  await openBuildingPlan(page);
  const plan = page.url();
  // The plan is drawn by the server; its code is held back until the switch has been pressed.
  const scripts = await holdScripts(page);
  await page.goto(plan, { waitUntil: 'commit' });
  const switches = page.getByRole('switch');
  await expect(switches.first()).toBeVisible({ timeout: 30_000 });
  const results = page.getByRole('complementary', { name: 'Results' });
  // The server draws the plan with nothing selected.
  const empty = results.getByText('Toggle one or more scenarios to view their impact.');
  await expect(empty).toBeVisible();
  const first = switches.first();
  await expect(first).not.toBeChecked();
  await first.dispatchEvent('click');
  await page.evaluate(() => {
    (window as unknown as { __sw?: Element }).__sw = document.querySelector('[role=switch]')!;
  });
  await expect(first).toBeChecked();
  expect(scripts.held()).toBeGreaterThan(0);
  scripts.release();
  await appReady(page);
  // The press is the app's now: the switch stays on and its results come.
  await expect(first).toBeChecked();
  const total = results.getByRole('region', { name: 'Total potential savings' });
  await expect(total).toContainText('£', { timeout: 30_000 });
  await first.dispatchEvent('click');
  await expect(first).not.toBeChecked();
  await expect(empty).toBeVisible();
});
