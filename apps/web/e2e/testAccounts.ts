import { expect, type Page } from '@playwright/test';

/** The demo account seeded by apps/server on first start (its password comes from DEMO_PASSWORD). */
export const demoEmail = 'demo@wattwise.local';
export const demoPassword = 'wattwise-demo';

/** A new account per run, so sign-up never collides with an earlier one. */
export function newAccount(): { name: string; email: string; password: string } {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: 'Alex Tester',
    email: `alex.${stamp}@example.org`,
    password: `pw-${stamp}-Energy!`,
  };
}

/** Signs a new account up: it lands signed in on its home (docs/adr/0024). */
export async function signUp(page: Page): Promise<void> {
  const account = newAccount();
  await page.goto('/');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Your sites' })).toBeVisible();
}

/** Signs the seeded demo account in. */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(demoEmail);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('list', { name: 'Your sites' })).toBeVisible();
}
