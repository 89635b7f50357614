import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Site management end to end against the real server (spec shell §1, §6): a demo site opens without
 * signing in, with 'Book a consultation' in place of the site switcher and no owner actions.
 * The full journey (sign up, register, upgrade through the test checkout, PDF, logo, delete) is
 * journey.spec.ts.
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });

const shots = join(process.cwd(), 'test-results', 'site-management');

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test('a demo site opens without signing in, for reading only', async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/predict/d3m00000-0000-4000-8000-000000000001/diagnose');
      // Below 500 px the site switcher's place is in the slide-in menu.
      if (width < 500) await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Book a consultation' }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
      await page.screenshot({ path: join(shots, `demo-${width}.png`) });
      if (width < 500) await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Delete site' })).toHaveCount(0);
      await expect(page.getByRole('menuitem', { name: 'Upgrade to Premium' })).toHaveCount(0);
    });
  });
}
