import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoEmail, demoPassword } from './testAccounts';

/**
 * The Optimise side viewer against the real server (spec analysis §2.10, §7.6): on the
 * demo account's Optimise site the viewer sits beside the overview, shows the schools on the
 * Cesium globe served offline from our own server, and switches to Paulton Junior School's frag
 * model and 360 photo from the blob routes (seeded by apps/server/src/db/seedViewerAssets.ts).
 * Castle Primary School has neither, so only the globe is offered there; the scenarios and events
 * pages have no viewer. No Content-Security-Policy violation on the way.
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });
// WebGL through SwiftShader on a loaded 2-core machine: the globe and the model take minutes.
test.setTimeout(480_000);

const meteredSiteId = '5b0c7a1e-0f6d-4c8e-9a51-7e3d2c1b0a99';

async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(demoEmail);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('list', { name: 'Your sites' })).toBeVisible();
}

/** CSP violations the page reports. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

test('switch the viewer between globe, model and photo on the Optimise demo site', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const assets: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (/\/api\/blob\/|\/cesium\//.test(response.url())) {
      assets.push({ url: response.url(), status: response.status() });
    }
  });
  await signInAsDemo(page);
  await page.goto(`/optimise/${meteredSiteId}`);
  await expect(page.getByRole('heading', { name: 'Annual overview', level: 1 })).toBeVisible();

  const viewer = page.getByRole('complementary', { name: 'Site viewer' });
  await expect(viewer).toBeVisible({ timeout: 30_000 });
  await expect(viewer.getByRole('radio', { name: '3D globe' })).toBeChecked();
  const globe = viewer.getByRole('img', { name: '3D globe of the site' });
  await expect(globe.locator('canvas')).toBeVisible({ timeout: 90_000 });
  // Cesium's workers and imagery came from our own server
  await expect
    .poll(() => assets.filter((a) => a.url.includes('/cesium/') && a.status === 200).length, {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);

  await viewer.getByText('Model', { exact: true }).click();
  const model = viewer.getByRole('region', { name: 'Building model' });
  await expect(model).toBeVisible();
  await expect(model.locator('[data-load-state="loaded"]')).toBeAttached({ timeout: 150_000 });
  await expect(globe).toHaveCount(0);

  await viewer.getByText('360° photo', { exact: true }).click();
  const photo = viewer.getByRole('img', { name: '360° photo of the space' });
  await expect(photo.locator('canvas')).toBeVisible({ timeout: 60_000 });
  await expect(model).toHaveCount(0);

  await viewer.getByText('3D globe', { exact: true }).click();
  await expect(globe.locator('canvas')).toBeVisible({ timeout: 90_000 });

  const blobs = assets.filter((a) => a.url.includes('/api/blob/'));
  expect(blobs.map((a) => [a.url.match(/\/(frag|jpg)\//)?.[1], a.status])).toEqual(
    expect.arrayContaining([
      ['frag', 200],
      ['jpg', 200],
    ]),
  );
  await page.screenshot({ path: 'test-results/optimise-viewer-1440.png' });

  // Castle Primary School has no model and no photo: only the globe
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByText('Castle Primary School', { exact: true })
    .click();
  await expect(viewer.getByRole('radio', { name: 'Model' })).toBeDisabled();
  await expect(viewer.getByRole('radio', { name: '360° photo' })).toBeDisabled();
  await expect(viewer.getByRole('radio', { name: '3D globe' })).toBeChecked();

  // no viewer beside scenarios and events
  await page.goto(`/optimise/${meteredSiteId}/scenarios`);
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Site viewer' })).toHaveCount(0);
  await page.goto(`/optimise/${meteredSiteId}/events`);
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Site viewer' })).toHaveCount(0);

  expect(violations).toEqual([]);
});
