import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { energyCostSaving } from './planFigures';
import { demoEmail, demoPassword } from './testAccounts';
import { appReady } from './appReady';

/**
 * Steps and chat of a scenario against the real server on the demo account's paid site (the
 * embedded grounded guide): open a scenario's guidance from 'More info', generate its steps, ask
 * the chat a question and get an answer quoting this building's figures, the same saving the
 * Results panel shows for that scenario alone. Screenshots at 1440 and 390 px
 * (test-results/plan-chat-*.png).
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

async function openBuildingPlan(page: Page): Promise<void> {
  await page.goto(`/predict/${paidSiteId}`);
  await page.waitForURL(new RegExp(`/predict/${paidSiteId}/[^/]+/`));
  const buildingId = new URL(page.url()).pathname.split('/')[3];
  await page.goto(`/predict/${paidSiteId}/${buildingId}/improvement-plan`);
}

for (const width of [1440, 390]) {
  test(`a scenario's steps and chat at ${width} px quote this building's figures`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
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
    const first = switches.first();
    const title = (await first.getAttribute('aria-label')) ?? '';
    expect(title).not.toBe('');

    // The saving of this scenario alone, as the Results panel shows it (engine on demand).
    await first.dispatchEvent('click');
    const results =
      width >= 500
        ? page.getByRole('complementary', { name: 'Results' })
        : page.getByRole('dialog', { name: 'Results' });
    if (width < 500) await page.getByRole('button', { name: /^View \(\d+\)$/ }).click();
    const total = results.getByRole('region', { name: 'Total potential savings' });
    await expect(total).toContainText('£', { timeout: 30_000 });
    const saving = await energyCostSaving(results);
    if (width < 500) {
      await results.getByRole('button', { name: 'Close' }).click();
      await expect(results).toBeHidden();
    }

    await page.getByRole('button', { name: `More actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'More info' }).click();
    await expect(page.getByText('Generation takes about 20 seconds.')).toBeVisible();
    await page.getByRole('button', { name: 'Generate implementation steps' }).click();
    const steps = page.getByRole('region', { name: 'Implementation steps' });
    await expect(steps.getByRole('heading', { name: 'Check the savings' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(steps).toContainText(saving);

    const chat = page.getByRole('region', { name: 'Ask Optimise' });
    const input = chat.getByRole('textbox', { name: 'Message' });
    await expect(input).toHaveAttribute('placeholder', /\?$/);
    await input.fill('How much will I save each year?');
    await input.press('Enter');
    await expect(chat.getByText('How much will I save each year?')).toBeVisible();
    const reply = chat.locator('li[data-sender="ai"]').last();
    await expect(reply).toContainText(saving, { timeout: 30_000 });
    await expect(reply).toContainText('not a language model');
    await expect(chat.getByText('Message failed to send')).toHaveCount(0);

    await page.screenshot({ path: `test-results/plan-chat-${width}.png`, fullPage: true });
  });
}

// 'Set ROI' at 1440 px only: its 390 px panel is the one the steps-and-chat journey above shows.
for (const width of [1440]) {
  test(`'Set ROI' at ${width} px stores the cost of that payback, and the chat quotes it`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAsDemo(page);
    await openBuildingPlan(page);
    const switches = page.getByRole('switch');
    await expect(switches.first()).toBeVisible({ timeout: 30_000 });
    const years = width >= 500 ? '3' : '6';
    // A measure with an installation and a life of years (an operational measure lasts a year,
    // so a payback of three years is beyond it).
    const titles = await Promise.all(
      (await switches.all()).map((s) => s.getAttribute('aria-label')),
    );
    // One that saves money here, so a payback exists: a heat pump on gas prices may cost more to
    // run than the boiler it replaces (the demo office's does), and then has no payback to set.
    const title =
      [/LED/i, /insulation/i, /glazing/i, /solar/i, /boiler/i]
        .map((kind) => titles.find((t) => t && kind.test(t)))
        .find(Boolean) ?? '';
    expect(title).not.toBe('');
    await page.getByRole('button', { name: `More actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Set ROI' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Payback/ }).fill(years);
    await dialog.getByRole('textbox', { name: /Payback/ }).press('Tab');
    await page.screenshot({ path: `test-results/plan-roi-${width}.png` });
    await dialog.getByRole('button', { name: 'Confirm changes' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    await page.getByRole('button', { name: `More actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'More info' }).click();
    const chat = page.getByRole('region', { name: 'Ask Optimise' });
    const input = chat.getByRole('textbox', { name: 'Message' });
    await input.fill('How long until it pays for itself?');
    await input.press('Enter');
    const reply = chat.locator('li[data-sender="ai"]').last();
    await expect(reply).toContainText(`about ${years}.00 years`, { timeout: 30_000 });
    await expect(reply).toContainText('Your own cost');
  });
}
