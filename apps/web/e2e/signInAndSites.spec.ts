import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { homeMessages } from '@wattwise/domain';
import { seriousAccessibilityViolations } from './accessibility';
import { demoEmail, demoPassword, newAccount } from './testAccounts';

/**
 * The foundation's end-to-end path in Debian Chromium against the real server and a fresh
 * database: sign up, sign in, see the empty state, sign out; sign in as the demo user and see
 * the seeded sites.
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });

/** Sites of the demo account whose names the seed sets or takes from OpenStreetMap. */
const seededSiteNames = ['Fitzroy Street offices', 'Conway Hall', 'Bloomsbury Theatre'];

const emptyState = 'You have no sites, yet. Click New Site above to create your first site.';

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to WattWise' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // Home needs a signed-in user, so signing out ends on the provider's sign-in page.
  await expect(page.getByRole('heading', { name: 'Sign in to WattWise' })).toBeVisible();
}

test('a new user signs up straight into an empty home, signs out and in again; the demo user sees the seeded sites', async ({
  page,
  request,
}) => {
  const account = newAccount();

  // Sign up from the sign-in page the app redirects to.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to WattWise' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your WattWise account' })).toBeVisible();
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);

  // A new account lands in the product at once, signed in, on its empty home (docs/adr/0024).
  const apiPaths: string[] = [];
  page.on('request', (call) => {
    const { pathname } = new URL(call.url());
    if (pathname.startsWith('/api/')) apiPaths.push(pathname);
  });
  await page.getByRole('button', { name: 'Create account' }).click();

  // In the app, signed in, with no sites yet.
  await expect(page.getByText(emptyState)).toBeVisible();
  // The page brought its answers with it (the server's render): the app does not ask again.
  expect(apiPaths).not.toContain('/api/user/site/list');
  const session = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'wattwise_session',
  );
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('wattwise_session');
  await page.screenshot({ path: 'test-results/home-empty-1440.png' });
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  // The session is the server's (docs/adr/0019): the page's calls carry the app's header and no
  // token. The empty home makes none after its render; the wizard asks the free-tier allowance.
  const pageCall = page.waitForRequest((call) => new URL(call.url()).pathname.startsWith('/api/'));
  await page.getByRole('button', { name: 'New Site' }).click();
  await page.getByRole('menuitem', { name: homeMessages.newSitePredict }).click();
  const called = (await pageCall).headers();
  expect(called['authorization']).toBeUndefined();
  expect(called['x-wattwise-request']).toBe('1');
  await expect(page.getByText('Step 1 / 5')).toBeVisible();
  await page.goBack();
  await expect(page.getByText(emptyState)).toBeVisible();
  await signOut(page);
  // Signing out ended the session on the server: its cookie, replayed, is refused from then on.
  const replayed = await request.get('/api/user/site/list', {
    headers: { cookie: `wattwise_session=${session?.value ?? ''}` },
  });
  expect(replayed.status()).toBe(401);

  // Sign in again with the new account.
  await signIn(page, account.email, account.password);
  await expect(page.getByText(emptyState)).toBeVisible();
  await signOut(page);

  // The demo user sees the sites the server seeds (apps/server/src/db/seedSites.ts).
  await signIn(page, demoEmail, demoPassword);
  await expect(page).toHaveTitle('Your sites · WattWise');
  const sites = page.getByRole('list', { name: 'Your sites' }).getByRole('article');
  for (const name of seededSiteNames) {
    await expect(page.getByRole('article', { name })).toBeVisible();
  }
  const siteCount = await sites.count();
  expect(siteCount).toBeGreaterThanOrEqual(seededSiteNames.length);
  await expect(sites.getByText('Free Trial', { exact: true })).not.toHaveCount(0);
  await expect(sites.getByText('Demo', { exact: true })).not.toHaveCount(0);
  await expect(page.getByText(emptyState)).toHaveCount(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // A reload keeps the user signed in (the server's session, its cookie sent with the page).
  // The page itself carries the user's sites (the server renders home: docs/adr/0019), and the
  // browser takes that markup over without an error.
  const page0 = await page.request.get('/');
  const html = await page0.text();
  expect(html).toContain('<div id="root" data-rendered>');
  for (const name of seededSiteNames) expect(html).toContain(name);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  await page.reload();
  await expect(sites).toHaveCount(siteCount);
  await page.getByRole('searchbox', { name: 'Search sites' }).fill('');
  expect(pageErrors).toEqual([]);

  // Search narrows the list by building name; a search without match says so.
  const search = page.getByRole('searchbox', { name: 'Search sites' });
  await search.fill('fitzroy');
  await expect(sites).toHaveCount(1);
  await search.fill('no such site anywhere');
  await expect(page.getByText('No sites match your search')).toBeVisible();
  await search.fill('');

  // The product filter keeps only Optimise sites.
  await page.getByRole('button', { name: 'Filters' }).click();
  // react-aria keeps the real checkbox visually hidden behind its drawn box.
  await page.getByRole('checkbox', { name: 'Optimise' }).check({ force: true });
  await page.keyboard.press('Escape');
  // Two Optimise sites: the seeded Bloomsbury one and the metered demo site
  // (apps/server/src/db/seedMeteredSite.ts).
  await expect(sites).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Christopher Ingold Building' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Bath schools (sample meters)' })).toBeVisible();
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  // Clearing disables the button, so focus goes back into the panel before Escape closes it.
  await page.getByRole('checkbox', { name: 'Optimise' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('checkbox', { name: 'Optimise' })).toHaveCount(0);
  await expect(sites).toHaveCount(siteCount);

  // Screenshots of home for a person to look at (not compared): desktop, narrow, mobile.
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/home-${width}.png`, fullPage: true });
  }

  // A card opens its site; a site of several buildings lands on the site diagnose screen.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Fitzroy Street offices', exact: true }).click();
  await expect(page).toHaveURL(/\/predict\/dcd37b33-4593-4df7-b971-186ed97ea2d9\/diagnose$/);
  await expect(page.getByRole('heading', { name: 'Diagnose' })).toBeVisible();
});

test('anonymous screens open without sign-in; a deep link survives signing in', async ({
  page,
}) => {
  await page.goto('/predict/energysavingmap');
  await expect(page.getByRole('heading', { name: 'Energy saving map' })).toBeVisible();
  await expect(page).toHaveURL(/\/predict\/energysavingmap$/);

  await page.goto('/no/such/place');
  await expect(page.getByRole('heading', { name: 'Location not found' })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const deepLink = '/predict/dcd37b33-4593-4df7-b971-186ed97ea2d9/diagnose';
  await page.goto(deepLink);
  await signIn(page, demoEmail, demoPassword);
  await expect(page).toHaveURL(new RegExp(`${deepLink}$`));
  await expect(page.getByRole('heading', { name: 'Diagnose' })).toBeVisible();
  await page
    .getByRole('button', { name: /Recent Sites/ })
    .first()
    .click();
  await page.getByRole('option', { name: 'View all sites' }).click();
  await expect(page.getByRole('article', { name: 'Fitzroy Street offices' })).toBeVisible();
});
