import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoEmail, demoPassword } from './testAccounts';
import { selectTab } from './tabs';

/**
 * Predict diagnose against the real server on the demo account's seeded sites: the paid site's
 * three tabs, the scheme selector and tariffs; the free site's Diagnose tab behind the upgrade
 * overlay. Screenshots at 1440 and 390 px land in test-results/ to be looked at.
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });

// Seeded in apps/server/src/db/seedSites.ts: Shropshire House (paid) and Conway Hall (free).
const paidSiteId = '480aeb58-1fd5-4b17-8ba7-cd73ea636042';
const freeSiteId = 'afdfcebe-b118-42c0-99ba-c9fc6be59be9';

async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(demoEmail);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('list', { name: 'Your sites' })).toBeVisible();
}

// At 1440 px; the same screen at 390 px is opened in mobile.spec.ts's tour (CI's 30 minutes).
for (const width of [1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a paid site: Actual, Diagnose with schemes and tariffs, Potential, plan', async ({
      page,
    }) => {
      await signInAsDemo(page);
      await page.goto(`/predict/${paidSiteId}`);
      await expect(page).toHaveURL(/\/diagnose$/);
      await expect(page.getByText(/^EPC Band [A-G]\+?$/)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Your Rating')).toBeVisible();
      // The usage breakdown (a lazily loaded chart): by fuel, from the KPIs' own source.
      await expect(page.getByText('Usage', { exact: true })).toBeVisible();
      await page.screenshot({ path: `test-results/diagnose-actual-${width}.png`, fullPage: true });

      await selectTab(page, 'Diagnose');
      const scheme = page.getByRole('button', { name: /Scheme/ });
      await expect(scheme).toContainText('CIBSE');
      await expect(page.getByText('Upgrade to Predict Premium')).toHaveCount(0);
      await expect(page.getByText('Cost', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Suggested tariffs' })).toBeVisible();
      // Nothing was entered for water or damp: each says so in words, with no bar.
      const panel = page.getByRole('tabpanel');
      for (const [label, reason] of [
        ['Water', 'No water meter reading or bill has been entered'],
        ['Damp and mould', 'No damp survey or humidity readings have been entered'],
      ]) {
        const words = panel.getByRole('group', { name: label, exact: true });
        await expect(words).toContainText('no data');
        await expect(words).toContainText(reason!);
        await expect(panel.getByRole('meter', { name: label, exact: true })).toHaveCount(0);
      }
      // The tariff is rated on the cards' tariffs: below 'very good' while a card offers a saving.
      const tariffBar = panel.getByRole('meter', { name: 'Tariff', exact: true });
      await expect(tariffBar).not.toHaveAttribute('aria-valuetext', /very good/);
      // The AI notice with the methodology link comes from the shell, once.
      await expect(page.getByRole('link', { name: 'How we model your building' })).toHaveCount(1);
      await page.screenshot({
        path: `test-results/diagnose-diagnose-${width}.png`,
        fullPage: true,
      });

      await selectTab(page, 'Potential');
      await expect(page.getByRole('link', { name: 'View improvement plan' })).toBeVisible();
    });

    test("the server sends the site's diagnose on to its building's, rendered, and the browser takes it over", async ({
      page,
    }) => {
      await signInAsDemo(page);
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      // The page itself, as the server sends it: a redirect, then the diagnose with its figures.
      const first = await page.request.get(`/predict/${paidSiteId}/diagnose`, { maxRedirects: 0 });
      expect(first.status()).toBe(302);
      const target = first.headers()['location'] ?? '';
      expect(target).toMatch(new RegExp(`^/predict/${paidSiteId}/[^/]+/diagnose$`));
      const html = await (await page.request.get(target)).text();
      expect(html).toContain('data-rendered');
      expect(html).toMatch(/EPC Band [A-G]/);

      // Another site first: the browser then remembers a recent site the server knows nothing of.
      await page.goto(`/predict/${freeSiteId}`);
      await expect(page.getByText(/^EPC Band [A-G]\+?$/)).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      // Whatever the page removes from the server's markup as the app takes it over.
      await page.addInitScript(() => {
        const removed: string[] = [];
        (window as unknown as { removedByApp: string[] }).removedByApp = removed;
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.removedNodes) {
              if (node instanceof Element) removed.push(node.tagName);
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`/predict/${paidSiteId}/diagnose`);
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.getByText(/^EPC Band [A-G]\+?$/)).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The app takes the server's screen over in place: its banner, figures and charts stay the
      // nodes the browser painted first (a text that differs, a recent site or the tariff
      // promotion's place, made React draw the whole screen again).
      const removed = await page.evaluate(
        () => (window as unknown as { removedByApp: string[] }).removedByApp,
      );
      expect(removed.filter((tag) => ['ASIDE', 'FIGURE', 'MAIN', 'SECTION'].includes(tag))).toEqual(
        [],
      );
      // Interactive once the app has taken the markup over.
      await selectTab(page, 'Diagnose');
      await expect(page.getByRole('button', { name: /Scheme/ })).toContainText('CIBSE');
      expect(problems).toEqual([]);
    });

    test('a free site: Diagnose is blurred behind the upgrade overlay', async ({ page }) => {
      await signInAsDemo(page);
      await page.goto(`/predict/${freeSiteId}`);
      await expect(page.getByText(/^EPC Band [A-G]\+?$/)).toBeVisible({ timeout: 30_000 });
      await selectTab(page, 'Diagnose');
      await expect(page.getByRole('region', { name: 'Upgrade to Predict Premium' })).toBeVisible();
      await page.screenshot({ path: `test-results/diagnose-free-${width}.png`, fullPage: true });
    });
  });
}
