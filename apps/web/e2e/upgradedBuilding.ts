import { expect, type Page } from '@playwright/test';
import {
  acceptTermsAndFinish,
  chooseEpcD,
  enterAnnualBills,
  finaliseBuilding,
  findConwayHall,
} from './registrationSteps';
import { signUp } from './testAccounts';

/**
 * The API as the signed-in page calls it: `page.request` shares the browser's cookies, so its calls
 * carry the server-kept session (docs/adr/0019), with the app's header on every call.
 */
export async function apiAs(page: Page) {
  await page.goto('/');
  const headers = { 'x-wattwise-request': '1' };
  const get = async <T>(path: string) => {
    const response = await page.request.get(path, { headers });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  const post = async <T>(path: string, data: unknown) => {
    const response = await page.request.post(path, { headers, data });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  const put = async (path: string, data: unknown) => {
    const response = await page.request.put(path, { headers, data });
    expect(response.status(), path).toBe(200);
  };
  return { get, post, put };
}

export type Api = Awaited<ReturnType<typeof apiAs>>;

/**
 * A new account registers Conway Hall through the spine's wizard (annual bills, EPC D) and lands
 * on its free Predict site; answers the site and building ids.
 */
export async function registerFreeBuilding(
  page: Page,
): Promise<{ siteId: string; buildingId: string }> {
  await signUp(page);
  await page.goto('/predict/register');
  await findConwayHall(page);
  await enterAnnualBills(page);
  await chooseEpcD(page);
  await finaliseBuilding(page);
  await acceptTermsAndFinish(page);
  await expect(page).toHaveURL(/\/predict\/[0-9a-f-]{36}\/[^/]+\//, { timeout: 120_000 });
  await expect(page).not.toHaveURL(/afterregistration/);
  const [, siteId, buildingId] = /\/predict\/([0-9a-f-]{36})\/([^/]+)\//.exec(page.url())!;
  return { siteId: siteId!, buildingId: buildingId! };
}

/** Upgrades a site through the test-mode checkout page, as a paying user would. */
export async function upgrade(page: Page, api: Api, siteId: string): Promise<void> {
  const checkout = await api.post<{ _links: { checkout: { href: string } } }>(
    `/api/payments/upgrade/${siteId}`,
    { billingEmail: 'billing@example.org', type: 'ANNUAL' },
  );
  await page.goto(checkout._links.checkout.href);
  await page.getByRole('button', { name: 'Confirm test payment' }).click();
  await expect(page.getByRole('heading', { name: 'Premium is active' })).toBeVisible();
}

/** Registered through the wizard and upgraded: the building the owner's journeys run on. */
export async function registerUpgradedBuilding(page: Page) {
  const ids = await registerFreeBuilding(page);
  const api = await apiAs(page);
  await upgrade(page, api, ids.siteId);
  return { ...ids, api };
}
