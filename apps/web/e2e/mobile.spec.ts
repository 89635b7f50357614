import { expect, test } from '@playwright/test';
import { eventTypeLabel } from '@wattwise/domain';
import { demoEmail, demoPassword } from './testAccounts';
import { selectTab } from './tabs';

/**
 * The screens at 390 px, in one visit: the energy map and the terms without an account, then the
 * demo account's paid and free Predict sites, and the metered Optimise site's overview, diagnose
 * and events. Each screen's journey runs at 1440 px in its own spec; here each must open at phone
 * width with its main content reachable (the sidebar folded away). The site management journeys
 * (sign up to delete, the demo site and the menu by keyboard) still run whole at 390 px in
 * journey.spec.ts, as do the screens whose phone layout differs (the plan's 'View (n)' sheet,
 * site management's menu).
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL, viewport: { width: 390, height: 900 } });

const paidSiteId = '480aeb58-1fd5-4b17-8ba7-cd73ea636042';
const freeSiteId = 'afdfcebe-b118-42c0-99ba-c9fc6be59be9';
const meteredSiteId = '5b0c7a1e-0f6d-4c8e-9a51-7e3d2c1b0a99';

test('the screens at 390 px: map, terms, Predict diagnose, Optimise overview, diagnose, events', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const shot = (name: string) =>
    page.screenshot({ path: `test-results/mobile-${name}-390.png`, fullPage: true });

  await test.step('without an account: the energy map and the terms', async () => {
    await page.goto('/predict/energysavingmap');
    await expect(
      page.getByRole('combobox', { name: 'Search for an address or postcode' }),
    ).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Map legend' })).toBeVisible();
    await shot('energy-map');
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('iframe')).toBeVisible();
    await shot('terms');
  });

  await test.step('signed in: a paid site diagnose, tabs and scheme', async () => {
    await page.goto('/');
    await page.getByLabel('Email').fill(demoEmail);
    await page.getByLabel('Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('list', { name: 'Your sites' })).toBeVisible();
    await page.goto(`/predict/${paidSiteId}`);
    await expect(page.getByText(/^EPC Band [A-G]\+?$/)).toBeVisible({ timeout: 30_000 });
    await selectTab(page, 'Diagnose');
    await expect(page.getByRole('button', { name: /Scheme/ })).toContainText('CIBSE');
    await expect(page.getByRole('heading', { name: 'Suggested tariffs' })).toBeVisible();
    await shot('diagnose');
  });

  await test.step('a free site: Diagnose behind the upgrade overlay', async () => {
    await page.goto(`/predict/${freeSiteId}`);
    await expect(page.getByText(/^EPC Band [A-G]\+?$/)).toBeVisible({ timeout: 30_000 });
    await selectTab(page, 'Diagnose');
    await expect(page.getByText('Upgrade to Predict Premium').first()).toBeVisible();
    await shot('diagnose-free');
  });

  await test.step('the metered Optimise site: overview, diagnose, events', async () => {
    await page.goto(`/optimise/${meteredSiteId}`);
    await expect(page.getByRole('heading', { name: 'Annual overview', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('figure', { name: 'Energy usage' })).toBeVisible({
      timeout: 30_000,
    });
    await shot('optimise-overview');
    await page.goto(`/optimise/${meteredSiteId}/diagnose`);
    await expect(page.getByRole('heading', { name: /diagnose/i, level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await shot('optimise-diagnose');
    await page.goto(`/optimise/${meteredSiteId}/events`);
    const table = page
      .getByRole('grid', { name: 'Events' })
      .or(page.getByRole('table', { name: 'Events' }));
    await expect(table).toContainText(eventTypeLabel('DATA_INGESTION'), { timeout: 30_000 });
    await shot('events');
  });
});

/** A phone's browser (Chrome on Android): its user agent says 'Mobile'. */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test('a phone: the diagnose rendered for it without the hidden sidebar, its menu, and the sidebar once it turns', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: process.env.WATTWISE_E2E_BASE_URL,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_USER_AGENT,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await page.getByLabel('Email').fill(demoEmail);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('list', { name: 'Your sites' })).toBeVisible();

  await page.goto(`/predict/${paidSiteId}/diagnose`);
  // The server rendered the page for a phone: the hidden sidebar is neither drawn nor hydrated.
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'phone');
  await expect(page.getByText(/^EPC Band [A-G]\+?$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0);

  // The menu has the sections, and closes again.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Diagnose' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.screenshot({ path: 'test-results/mobile-phone-menu-412.png' });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Turned on its side, the screen is wider than 500 px: the sidebar shows.
  await page.setViewportSize({ width: 915, height: 412 });
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Diagnose' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.screenshot({ path: 'test-results/mobile-phone-landscape-915.png' });
  expect(errors).toEqual([]);
  await context.close();
});
