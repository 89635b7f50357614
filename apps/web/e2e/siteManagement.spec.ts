import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { newAccount } from './testAccounts';

/**
 * Site management end to end against the real server (issue 11 §4, §5): a new user registers
 * Conway Hall (a Free Trial site), upgrades it through the test-mode checkout in a new tab, the
 * 'Free Trial' badge goes, the PDF report downloads and holds the site name, a logo is uploaded,
 * cropped and shown on the card, the site is deleted by typing its name; a demo site opens
 * without signing in, with 'Book a consultation' in place of the site switcher.
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });
test.setTimeout(300_000);

const siteName = 'Conway Hall';
const shots = join(process.cwd(), 'test-results', 'site-management');

async function signUp(page: Page): Promise<void> {
  const account = newAccount();
  await page.goto('/');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  // Sign-up ends on the sign-in form with a notice (as signInAndSites.spec.ts); sign in.
  await expect(page.getByRole('status')).toContainText('If this email address is new');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'New Site' })).toBeVisible();
}

const nextStep = (page: Page) => page.getByRole('button', { name: 'Next Step' }).click();

/** The five-step wizard at desktop width (as registration.spec.ts): Conway Hall, bills, EPC D. */
async function registerConwayHall(page: Page): Promise<string> {
  await page.goto('/predict/register');
  await page
    .getByRole('combobox', { name: 'Search for your address' })
    .pressSequentially('Red Lion Sq', { delay: 50 });
  await page
    .getByRole('option', { name: /25 Red Lion Square|Conway Hall/ })
    .first()
    .click();
  await page.getByLabel('Building name').fill(siteName);
  const nearby = page.getByRole('navigation', { name: 'Nearby building outlines' });
  await nearby
    .getByRole('button', { name: /Conway Hall/ })
    .first()
    .click();
  await expect(nearby.getByRole('status')).toContainText('Selected Conway Hall');
  await nextStep(page);
  for (const index of [0, 1]) {
    await page
      .getByRole('button', { name: /Value type/ })
      .nth(index)
      .click();
    await page.getByRole('option', { name: /Energy cost/ }).click();
  }
  const values = page.getByLabel('Value', { exact: true });
  await values.nth(0).fill('18000');
  await values.nth(1).fill('9000');
  await nextStep(page);
  await page.getByRole('radio', { name: 'D', exact: true }).check({ force: true });
  await nextStep(page);
  await page.getByRole('button', { name: /Building type/ }).click();
  await page.getByRole('option', { name: 'Office', exact: true }).click();
  await page.getByLabel('Number of floors').fill('3');
  await page.getByLabel(/^Year of construction/).fill('1929');
  await nextStep(page);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
  await nextStep(page);
  await expect(page).toHaveURL(/\/predict\/[0-9a-f-]{36}\/(?!.*afterregistration)/, {
    timeout: 150_000,
  });
  return /\/predict\/([0-9a-f-]{36})/.exec(page.url())![1]!;
}

const card = (page: Page) => page.getByRole('article', { name: siteName });

async function siteMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** A 604 × 280 PNG drawn in the page (a real image for the crop). */
async function logoPng(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 604;
    canvas.height = 280;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#1f6f5c';
    g.fillRect(0, 0, 604, 280);
    g.fillStyle = '#ffffff';
    g.font = 'bold 96px sans-serif';
    g.fillText('CH', 200, 180);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(data, 'base64');
}

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test('upgrade, PDF report, logo and delete of a Free Trial site', async ({ page }) => {
      await signUp(page);
      const siteId = await registerConwayHall(page);
      await page.setViewportSize({ width, height: 900 });

      await page.goto('/');
      await expect(card(page).getByText('Free Trial', { exact: true })).toBeVisible();

      // Upgrade: billing e-mail, the checkout opens in a new tab, confirm, come back.
      await page.goto(`/predict/${siteId}/diagnose`);
      await siteMenu(page, 'Upgrade to Premium');
      const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
      await expect(dialog.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
      await dialog.getByLabel('Billing e-mail').fill('billing@example');
      await dialog.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(dialog.getByText('* e-mail address must be valid')).toBeVisible();
      await dialog.getByLabel('Billing e-mail').fill('billing@example.org');
      const [checkout] = await Promise.all([
        page.context().waitForEvent('page'),
        dialog.getByRole('button', { name: 'Continue to payment' }).click(),
      ]);
      await expect(checkout.getByText('£800')).toBeVisible();
      await checkout.screenshot({ path: join(shots, `checkout-${width}.png`) });
      await checkout.getByRole('button', { name: 'Confirm test payment' }).click();
      await checkout.getByRole('link', { name: 'Back to WattWise' }).click();
      await expect(checkout.getByText('This site is now on Predict Premium.')).toBeVisible();
      await expect(checkout).not.toHaveURL(/upgrade=/);
      await checkout.close();

      await page.goto('/');
      await expect(card(page)).toBeVisible();
      await expect(card(page).getByText('Free Trial', { exact: true })).toHaveCount(0);

      // The PDF report of the now paid site.
      await page.goto(`/predict/${siteId}/diagnose`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        siteMenu(page, 'Download PDF Report'),
      ]);
      const dir = mkdtempSync(join(tmpdir(), 'wattwise-pdf-'));
      try {
        const file = join(dir, 'report.pdf');
        await download.saveAs(file);
        const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
        expect(text).toContain(siteName);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }

      // The site image: upload, crop, finish; the card shows it.
      await siteMenu(page, 'Update site image');
      const logo = page.getByRole('dialog');
      await logo
        .locator('input[type=file]')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng(page) });
      await expect(logo.getByRole('img', { name: 'Logo to crop' })).toBeVisible();
      await page.screenshot({ path: join(shots, `crop-${width}.png`) });
      await logo.getByRole('button', { name: 'Finish' }).click();
      await expect(logo).toBeHidden();
      await page.goto('/');
      const cardImage = card(page).locator('img');
      await expect(cardImage).toHaveAttribute('src', /^blob:/);
      await expect
        .poll(() => cardImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await page.screenshot({ path: join(shots, `home-logo-${width}.png`) });

      // Delete: the button is enabled only when the typed text is the site's name.
      await page.goto(`/predict/${siteId}/diagnose`);
      await siteMenu(page, 'Delete site');
      const remove = page.getByRole('alertdialog');
      await expect(remove.getByRole('button', { name: 'Delete' })).toBeDisabled();
      await remove.getByLabel(`Type ${siteName} to confirm`).fill('Conway');
      await expect(remove.getByRole('button', { name: 'Delete' })).toBeDisabled();
      await remove.getByLabel(`Type ${siteName} to confirm`).fill(siteName);
      await remove.getByRole('button', { name: 'Delete' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(card(page)).toHaveCount(0);
    });

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
