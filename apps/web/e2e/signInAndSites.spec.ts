import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoEmail, demoPassword, newAccount } from './testAccounts';

/**
 * The foundation's end-to-end path in Debian Chromium against the real server and a fresh
 * database: sign up, sign in, see the empty state, sign out; sign in as the demo user and see
 * the seeded sites.
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });

const emptyState = 'You have no sites, yet. Click New Site above to create your first site.';

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to WattWise' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Home needs a signed-in user, so signing out ends on the provider's sign-in page.
  await expect(page.getByRole('heading', { name: 'Sign in to WattWise' })).toBeVisible();
}

test('a new user signs up, signs in to an empty home and signs out; the demo user sees the seeded sites', async ({
  page,
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
  await page.getByRole('button', { name: 'Create account' }).click();

  // Back in the app, signed in, with no sites yet.
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText(emptyState)).toBeVisible();
  await signOut(page);

  // Sign in again with the new account.
  await signIn(page, account.email, account.password);
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText(emptyState)).toBeVisible();
  await signOut(page);

  // The demo user sees the sites the server seeds.
  await signIn(page, demoEmail, demoPassword);
  await expect(page.getByText(demoEmail)).toBeVisible();
  const sites = page.getByRole('list', { name: 'Your sites' }).getByRole('listitem');
  await expect(sites.first()).toBeVisible();
  expect(await sites.count()).toBeGreaterThan(1);
  await expect(page.getByText(emptyState)).toHaveCount(0);
});
