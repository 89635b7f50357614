import { expect, test } from '@playwright/test';
import { eventStatusLabel, eventTypeLabel } from '@wattwise/domain';
import type { Page } from '@playwright/test';
import { demoEmail, demoPassword } from './testAccounts';

/**
 * The events screen against the real server (spec analysis §2.6): the demo account's Optimise
 * site with real school meters (apps/server/src/db/seedMeteredSite.ts) lists the events its jobs
 * wrote while registering, ingesting and calibrating; the type filter keeps one type, and a type
 * without events shows 'There are no events for this site'. Screenshots at 1440 and 390 px
 * (test-results/events-*.png).
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

// At 1440 px; the same screen at 390 px is opened in mobile.spec.ts's tour (CI's 30 minutes).
for (const width of [1440]) {
  test(`the events of a metered Optimise site at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsDemo(page);
    await page.goto(`/optimise/${meteredSiteId}/events`);
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    const table = page
      .getByRole('grid', { name: 'Events' })
      .or(page.getByRole('table', { name: 'Events' }));
    // In words (packages/domain eventWords), not the jobs' codes.
    await expect(table).toContainText(eventTypeLabel('DATA_INGESTION'), { timeout: 30_000 });
    await expect(table).toContainText(eventTypeLabel('ENERGY_MODEL'));
    await expect(table).toContainText(eventStatusLabel('COMPLETE'));
    await expect(table).not.toContainText('ENERGY_MODEL');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `test-results/events-${width}.png`, fullPage: true });

    await page.getByRole('button', { name: /Type/ }).click();
    await page.getByRole('option', { name: eventTypeLabel('DATA_INGESTION') }).click();
    await expect(table).toContainText(eventTypeLabel('DATA_INGESTION'));
    await expect(table).not.toContainText(eventTypeLabel('ENERGY_MODEL'));

    await page.getByRole('button', { name: /Type/ }).click();
    await page.getByRole('option', { name: eventTypeLabel('ALERT') }).click();
    await expect(page.getByText('There are no events for this site')).toBeVisible();
  });
}
