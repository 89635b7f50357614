import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  chooseEpcD,
  counter,
  enterAnnualBills,
  finaliseBuilding,
  nextStep,
} from './registrationSteps';
import { demoEmail, demoPassword } from './testAccounts';
import { checkEveryWidth, NARROW_WIDTHS } from './widths';

/**
 * The registration wizard's steps, the simple flow and the public pages at every width a person
 * meets (e2e/widths.ts): no sideways scroll, no word broken or clipped below a word, no serious
 * axe violation. Each screen is opened once and narrowed through the widths. The wizard is
 * walked to its last step and not sent, so the demo account gains no site.
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL, viewport: { width: 1440, height: 900 } });

async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

test('the registration wizard and the simple flow at every width', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await page.getByLabel('Email').fill(demoEmail);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('list', { name: 'Your sites' })).toBeVisible();

  await test.step('the simple diagnose and plan of the demo card', async () => {
    await page.getByRole('article', { name: 'The Rising Sun' }).getByRole('button').first().click();
    await expect(page).toHaveURL(/\/predict\/simplediagnose\?siteData=.+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await quiet(page);
    await checkEveryWidth(page, testInfo, 'simple diagnose');
    const siteData = new URL(page.url()).searchParams.get('siteData') ?? '';
    await page.goto(`/predict/simpleplan?siteData=${encodeURIComponent(siteData)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await quiet(page);
    await checkEveryWidth(page, testInfo, 'simple plan');
  });

  await test.step('the wizard: its address step, and its map step below 1210 px', async () => {
    // The demo's wizard: the same steps, and the demo account, which holds its free site, meets
    // the free-tier limit as soon as /predict/register opens.
    await page.goto('/predict/demo');
    await expect(page.getByRole('heading', { name: 'Where is your building?' })).toBeVisible();
    await expect(counter(page)).toHaveText('Step 1 / 5');
    await quiet(page);
    await checkEveryWidth(page, testInfo, 'registration address');
    await page.setViewportSize({ width: 390, height: 900 });
    await expect(counter(page)).toHaveText('Step 1 / 6');
    await page
      .getByRole('combobox', { name: 'Search for your address' })
      .pressSequentially('25 Red Lion Sq', { delay: 50 });
    await page
      .getByRole('option', { name: /25 Red Lion Square/ })
      .first()
      .click();
    await page.getByLabel('Building name').fill('Conway Hall');
    await nextStep(page);
    await expect(
      page.getByRole('heading', { name: 'Select your building on the map' }),
    ).toBeVisible();
    // Its own step on a small screen, not 'Step 1' a second time.
    await expect(counter(page)).toHaveText('Step 2 / 6');
    await quiet(page);
    await checkEveryWidth(page, testInfo, 'registration map step', { widths: NARROW_WIDTHS });
    await page.setViewportSize({ width: 390, height: 900 });
    const nearby = page.getByRole('navigation', { name: 'Nearby building outlines' });
    await nearby
      .getByRole('button', { name: /Conway Hall/ })
      .first()
      .click();
    await nextStep(page);
    await expect(page.getByRole('heading', { name: 'Where is your building?' })).toBeVisible();
    await nextStep(page);
    await expect(counter(page)).toHaveText('Step 3 / 6');
  });

  await test.step('the wizard: energy costs, certificate, the building, the terms', async () => {
    await expect(page.getByRole('heading', { name: 'Your energy costs' })).toBeVisible();
    await checkEveryWidth(page, testInfo, 'registration energy costs');
    await enterAnnualBills(page);
    await expect(
      page.getByRole('heading', { name: 'Energy Performance Certificate' }),
    ).toBeVisible();
    await quiet(page);
    await checkEveryWidth(page, testInfo, 'registration certificate');
    await chooseEpcD(page);
    await expect(page.getByRole('heading', { name: 'About your building' })).toBeVisible();
    await checkEveryWidth(page, testInfo, 'registration building');
    await finaliseBuilding(page);
    await expect(page.getByRole('heading', { name: 'Almost done' })).toBeVisible();
    await checkEveryWidth(page, testInfo, 'registration terms');
  });
});

test('the public pages at every width, without an account', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const screens = [
    { name: 'energy map', path: '/predict/energysavingmap' },
    { name: 'methodology', path: '/methodology' },
    { name: 'terms', path: '/terms' },
    { name: 'not found', path: '/no/such/place' },
    { name: 'registration without an account', path: '/predict/register/nologin' },
    { name: 'demo registration', path: '/predict/demo?lon=-0.1186&lat=51.5195' },
  ];
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
        timeout: 30_000,
      });
      await quiet(page);
      await checkEveryWidth(page, testInfo, screen.name);
    });
  }
});
