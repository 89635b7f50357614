import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './accessibility';
import { demoEmail, demoPassword, signUp } from './testAccounts';

/**
 * Home and the shell at desktop and phone widths against the real server: a new user's empty
 * state, the demo account's sites, search, sort, the map view, and the phone menu by keyboard.
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });

const emptyState = 'You have no sites, yet. Click New Site above to create your first site.';

async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(demoEmail);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('list', { name: 'Your sites' })).toBeVisible();
}

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a new user sees the empty state and the New Site choices', async ({ page }) => {
      await signUp(page);
      await expect(page.getByText(emptyState)).toBeVisible();
      await page.getByRole('button', { name: 'New Site' }).click();
      await expect(page.getByRole('menuitem', { name: 'Optimise' })).toBeDisabled();
      await page.getByRole('menuitem', { name: 'Predict' }).click();
      await expect(page).toHaveURL(/\/predict\/register$/);
    });

    test('the demo account: sites, search, sort and the map', async ({ page }) => {
      await signInAsDemo(page);
      const cards = page.getByRole('list', { name: 'Your sites' }).getByRole('article');
      const count = await cards.count();
      expect(count).toBeGreaterThanOrEqual(3);
      await expect(cards.getByText('Free Trial', { exact: true })).not.toHaveCount(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.getByRole('searchbox', { name: 'Search sites' }).fill('conway');
      await expect(cards).toHaveCount(1);
      await expect(page.getByRole('article', { name: 'Conway Hall' })).toBeVisible();
      // Each site's name is a heading one level under the page's title.
      await expect(page.getByRole('heading', { name: 'Conway Hall', level: 2 })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search sites' }).fill('');
      await expect(cards).toHaveCount(count);

      // Sort by name, ascending (the browser's own selects): the cards read in alphabetical order.
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name' });
      await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Ascending' });
      const names = await cards.evaluateAll((all) => all.map((a) => a.getAttribute('aria-label')));
      expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'en-GB')));

      // The map view: pins labelled by energy usage; a pin opens the site card, closing clears it.
      await page.getByText('Show on map').click();
      await expect(
        page
          .getByRole('region', { name: 'Map of your sites' })
          .or(page.locator('.maplibregl-canvas'))
          .first(),
      ).toBeVisible();
      const pin = page.getByRole('button', { name: /: energy usage / }).first();
      await expect(pin).toBeVisible();
      // Markers move with the map, so Playwright never finds them 'stable': dispatch the click.
      await pin.dispatchEvent('click');
      await expect(page.locator('.maplibregl-popup')).toBeVisible();
      await page.locator('.maplibregl-popup-close-button').click();
      await expect(page.locator('.maplibregl-popup')).toHaveCount(0);
      await page.screenshot({ path: `test-results/home-map-${width}.png` });
    });

    test('a site opens in the shell; below 500 px its menu opens and closes by keyboard', async ({
      page,
    }) => {
      await signInAsDemo(page);
      await page.getByRole('button', { name: 'Fitzroy Street offices', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Diagnose', level: 1 })).toBeVisible();
      // The shell places its notices above the content beside a sidebar and after it without one
      // (both in the page, the other hidden by the layout): one of them shows.
      await expect(
        page
          .getByText('Users beat the average fixed tariff by over 16%.')
          .filter({ visible: true }),
      ).toHaveCount(1);
      await page.screenshot({ path: `test-results/shell-${width}.png` });
      if (width >= 500) {
        await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
        return;
      }
      const open = page.getByRole('button', { name: 'Open menu' });
      await open.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Improvement Plan' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();
    });
  });
}
