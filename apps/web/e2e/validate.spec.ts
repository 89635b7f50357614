import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { validateMessages } from '@wattwise/domain';
import { chooseOption, nextStep } from './registrationSteps';
import { signUp } from './testAccounts';

/**
 * Validate end to end, as an owner first meets it: a new user registers Conway Hall with the sandbox
 * smart meter, sees Validate blurred while the site is free, upgrades through the test-mode
 * checkout, then sees the sandbox meter's observed days against the calibrated prediction with
 * the ASHRAE Guideline 14 KPIs. Screenshots at 1440 and 390 px (test-results/validate-*.png).
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });
test.setTimeout(480_000);

/** The 7-step smart-meter registration of Conway Hall (as registration.spec.ts); answers the site id. */
async function registerSmartMeterSite(page: Page): Promise<string> {
  await page.goto('/predict/register');
  await expect(page.getByRole('heading', { name: 'Where is your building?' })).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Search for your address' })
    .pressSequentially('25 Red Lion Sq', { delay: 50 });
  await page
    .getByRole('option', { name: /25 Red Lion Square/ })
    .first()
    .click();
  await page.getByLabel('Building name').fill('Conway Hall');
  const nearby = page.getByRole('navigation', { name: 'Nearby building outlines' });
  await nearby
    .getByRole('button', { name: /Conway Hall/ })
    .first()
    .click();
  await expect(nearby.getByRole('status')).toContainText('Selected Conway Hall');
  await nextStep(page);
  await page.getByText('Connect to smart meter').click();
  await chooseOption(page, /Electricity supplier/, 'Octopus Energy');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('radiogroup', { name: 'Choose your meter address' })
    .getByRole('radio')
    .first()
    .check({ force: true });
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('checkbox', { name: /I consent/ }).check({ force: true });
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('Your smart meter is connected.')).toBeVisible();
  await nextStep(page);
  await nextStep(page); // energy costs: usage comes from the meter
  await page
    .getByRole('radiogroup', { name: 'Or enter your EPC rating' })
    .getByText('D', { exact: true })
    .click();
  await nextStep(page);
  await page.getByLabel('Number of floors').fill('2');
  await chooseOption(page, /Heating fuel/, 'Natural gas');
  await nextStep(page);
  await chooseOption(page, /Building category/, 'General office');
  for (const floor of ['Floor 1', 'Floor 2']) {
    await page.getByRole('group', { name: floor }).getByRole('textbox').first().fill('4');
  }
  await nextStep(page, 'Finish');
  await expect(page.getByRole('heading', { name: 'Almost done' })).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
  await nextStep(page);
  // The after-registration screen waits for the model job, then moves on (slow on a busy machine).
  await expect(page).toHaveURL(/\/predict\/[0-9a-f-]{36}(\/.*)?$/, { timeout: 120_000 });
  await expect(page).not.toHaveURL(/afterregistration/, { timeout: 180_000 });
  return /\/predict\/([0-9a-f-]{36})/.exec(page.url())![1]!;
}

/** Upgrades from the blurred view through the test-mode checkout page (a new tab). */
async function upgradeThroughTestCheckout(page: Page): Promise<void> {
  const overlay = page.getByRole('region', { name: 'Upgrade to Predict Premium' });
  await overlay.getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Predict Premium' });
  await dialog.getByLabel('Billing e-mail').fill('billing@example.org');
  const checkoutTab = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const checkout = await checkoutTab;
  await checkout.getByRole('button', { name: 'Confirm test payment' }).click();
  await expect(checkout.getByText('Premium is active')).toBeVisible();
  await checkout.close();
}

test('a sandbox smart-meter site, upgraded, validates observed against predicted with the G14 KPIs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signUp(page);
  const siteId = await registerSmartMeterSite(page);

  // Free: the validate view is blurred behind the upgrade prompt, with placeholder figures.
  await page.goto(`/predict/${siteId}/validate`);
  await expect(page.getByRole('heading', { name: validateMessages.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upgrade to Predict Premium' })).toBeVisible({
    timeout: 30_000,
  });
  await page.screenshot({ path: 'test-results/validate-free-1440.png' });
  await upgradeThroughTestCheckout(page);

  // Paid: once the sandbox readings are ingested and calibrated, the real figures.
  await expect
    .poll(
      async () => {
        await page.goto(`/predict/${siteId}/validate`);
        await expect(
          page
            .getByRole('article', { name: validateMessages.kpiCvrmse })
            .or(page.getByText(validateMessages.computing)),
        ).toBeVisible({ timeout: 30_000 });
        return page.getByRole('article', { name: validateMessages.kpiCvrmse }).count();
      },
      { timeout: 240_000, intervals: [5_000] },
    )
    .toBe(1);
  await expect(page.getByRole('region', { name: 'Upgrade to Predict Premium' })).toHaveCount(0);
  await expect(page.getByText(/^Last 12 months up until \d+ \w+ \d{4}$/)).toBeVisible();
  await expect(page.getByText(validateMessages.sandboxData)).toBeVisible();
  for (const name of [
    validateMessages.kpiCvrmse,
    validateMessages.kpiNmbe,
    validateMessages.kpiObserved,
    validateMessages.kpiPredicted,
  ]) {
    await expect(page.getByRole('article', { name })).toBeVisible();
  }
  const cvrmse = page.getByRole('article', { name: validateMessages.kpiCvrmse });
  await expect(cvrmse).toContainText('%');
  await expect(cvrmse).toContainText('15.00 % limit of ASHRAE Guideline 14, met');
  // Energy in kWh, MWh or GWh by the domain's formatting rule (spec §9).
  await expect(page.getByRole('article', { name: validateMessages.kpiObserved })).toContainText(
    /\d (k|M|G)?Wh/,
  );
  // The chart: observed against predicted days, with the fit in its description.
  const chart = page.getByRole('figure');
  await expect(chart).toContainText(validateMessages.chartTitle);
  await expect(chart).toContainText(
    /Observed and predicted electricity in kWh a day over 3\d\d days\. CV\(RMSE\) and NMBE of the monthly totals/,
  );
  await expect(page.getByText('Predicted', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/validate-1440.png', fullPage: true });

  // A double-click (or Enter) on a day opens the intervention dialog for that date.
  const points = page.getByRole('application').first();
  await points.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add intervention' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Date/)).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await page.keyboard.press('Escape');

  // The building level shows the same figures; at 390 px too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/predict/${siteId}`);
  await page.waitForURL(new RegExp(`/predict/${siteId}/[^/]+/`));
  const buildingId = new URL(page.url()).pathname.split('/')[3];
  await page.goto(`/predict/${siteId}/${buildingId}/validate`);
  await expect(page.getByRole('article', { name: validateMessages.kpiNmbe })).toBeVisible({
    timeout: 30_000,
  });
  await page.screenshot({ path: 'test-results/validate-390.png', fullPage: true });
});
