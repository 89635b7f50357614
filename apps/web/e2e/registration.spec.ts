import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { TRAFFIC_LIGHT_LABELS, type TrafficLight } from '@wattwise/domain';
import {
  acceptTermsAndFinish,
  chooseEpcD,
  chooseOption,
  counter,
  enterAnnualBills,
  finaliseBuilding,
  findConwayHall,
  nextStep,
} from './registrationSteps';
import { signUp } from './testAccounts';

/**
 * Every registration flow end to end in Debian Chromium against the real server and a fresh
 * database: a real Bloomsbury building (Conway Hall, 25 Red Lion Square,
 * from the bundled OpenStreetMap extract) found by typing part of its address, its outline
 * picked on the map, annual bills, EPC D, the building's questions, the terms; the 7-step
 * smart-meter path with the sandbox meter; the 390 px path through map-select; and the simple
 * flow without an account.
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });
test.setTimeout(180_000);

const siteRoute = /\/predict\/[0-9a-f-]{36}(\/.*)?$/;

interface SiteCardAnswer {
  siteId: string;
  name: string;
  energyCost: TrafficLight | null;
  energyUsage: TrafficLight | null;
  energyCarbon: TrafficLight | null;
  sandbox?: boolean;
}

/**
 * Lands on the site's route, then checks through the API (with the browser's own session) that
 * its ENERGY_MODEL event is COMPLETE and that the home card shows the stored engine lights.
 * Answers the site id and a GET with that session.
 */
async function landOnTheSite(page: Page) {
  // The after-registration screen waits for the model job (ENERGY_MODEL COMPLETE), then moves on.
  await expect(page).toHaveURL(siteRoute, { timeout: 120_000 });
  await expect(page).not.toHaveURL(/afterregistration/, { timeout: 120_000 });
  const siteId = /\/predict\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await page.goto('/');
  // page.request carries the browser's session cookie (docs/adr/0019).
  const get = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  const card = page
    .getByRole('list', { name: 'Your sites' })
    .getByRole('article')
    .filter({
      has: page.getByRole('heading', { name: 'Conway Hall' }),
    });
  await expect(card).toBeVisible();

  const events = await get<{ type: string; status: string }[]>(
    `/api/events/${siteId}?type=ENERGY_MODEL`,
  );
  expect(events.map((event) => event.status)).toContain('COMPLETE');
  const stored = (await get<SiteCardAnswer[]>('/api/user/site/list')).find(
    (site) => site.siteId === siteId,
  )!;
  for (const [label, level] of [
    ['Cost', stored.energyCost],
    ['Usage', stored.energyUsage],
    ['Carbon', stored.energyCarbon],
  ] as const) {
    expect(level, `${label} light stored`).not.toBeNull();
    await expect(card).toContainText(`${label}: ${TRAFFIC_LIGHT_LABELS[level!]}`);
  }
  return { siteId, get, stored };
}

test('a new user registers Conway Hall in five steps and lands on the site', async ({ page }) => {
  await signUp(page);
  await page.goto('/predict/register');
  await expect(counter(page)).toHaveText('Step 1 / 5');
  await findConwayHall(page);
  await expect(counter(page)).toHaveText('Step 2 / 5');
  await enterAnnualBills(page);
  await chooseEpcD(page);
  await finaliseBuilding(page);
  await expect(counter(page)).toHaveText('Step 5 / 5');
  await acceptTermsAndFinish(page);
  const { siteId, get } = await landOnTheSite(page);

  // Add building (4 steps): a second building of the site, in its tree.
  await page.goto(`/predict/${siteId}/add-building`);
  await expect(counter(page)).toHaveText('Step 1 / 4');
  await findConwayHall(page, { buildingName: 'Conway Hall Library' });
  await chooseEpcD(page);
  await expect(page.getByRole('heading', { name: 'About your building' })).toBeVisible();
  await chooseOption(page, /Heating fuel/, 'Natural gas');
  await nextStep(page);
  await expect(page.getByRole('heading', { name: 'Room breakdown' })).toBeVisible();
  await chooseOption(page, /Building category/, 'General office');
  await page.getByRole('group', { name: 'Floor 1' }).getByRole('textbox').first().fill('2');
  await nextStep(page, 'Add Building');
  await expect(page).toHaveURL(new RegExp(`/predict/${siteId}/[^/]+/diagnose`));
  const tree = await get<{ name: string; type: string }[]>(`/api/spatialstructure/${siteId}`);
  expect(tree.filter((node) => node.type === 'BUILDING').map((node) => node.name)).toEqual(
    expect.arrayContaining(['Conway Hall', 'Conway Hall Library']),
  );
  expect(tree).toHaveLength(2);
});

test('the smart-meter path has 7 steps and connects the sandbox meter', async ({ page }) => {
  await signUp(page);
  await page.goto('/predict/register');
  await findConwayHall(page);
  await page.getByText('Connect to smart meter').click();
  await expect(counter(page)).toHaveText('Step 2 / 7');
  await expect(page.getByRole('button', { name: 'Connecting Smart Meter, cancel' })).toBeVisible();
  await chooseOption(page, /Electricity supplier/, 'Octopus Energy');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('radiogroup', { name: 'Choose your meter address' })
    .getByRole('radio')
    .first()
    .check({ force: true });
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('checkbox', { name: /I consent/ }).check({ force: true });
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('Your smart meter is connected.')).toBeVisible();
  await nextStep(page);
  await expect(counter(page)).toHaveText('Step 3 / 7');
  await nextStep(page); // energy costs: the rates; usage comes from the meter
  await chooseEpcD(page);
  await expect(counter(page)).toHaveText('Step 5 / 7');
  await page.getByLabel('Number of floors').fill('2');
  await chooseOption(page, /Heating fuel/, 'Natural gas');
  await nextStep(page);
  await expect(page.getByRole('heading', { name: 'Room breakdown' })).toBeVisible();
  await chooseOption(page, /Building category/, 'General office');
  for (const floor of ['Floor 1', 'Floor 2']) {
    const group = page.getByRole('group', { name: floor });
    await group.getByRole('textbox').first().fill('4');
  }
  await nextStep(page, 'Finish');
  await expect(counter(page)).toHaveText('Step 7 / 7');
  await acceptTermsAndFinish(page);
  const { siteId, get, stored } = await landOnTheSite(page);
  // The sandbox meter's half-hourly readings are ingested by the job after registration.
  expect(stored.sandbox).toBe(true);
  await expect
    .poll(
      async () =>
        (await get<{ status: string }[]>(`/api/events/${siteId}?type=DATA_INGESTION`)).map(
          (event) => event.status,
        ),
      { timeout: 90_000 },
    )
    .toContain('COMPLETE');
  const tree = await get<{ hasMpan?: boolean; dataFrequency?: string | null }[]>(
    `/api/spatialstructure/${siteId}`,
  );
  expect(tree[0]).toMatchObject({ hasMpan: true, dataFrequency: 'HOURLY' });
});

test.describe('on a 390 px screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the outline is picked on its own map-select step', async ({ page }) => {
    await signUp(page);
    await page.goto('/predict/register');
    await expect(counter(page)).toHaveText('Step 1 / 6');
    await findConwayHall(page, { narrow: true });
    // The map step was step 2 of 6 on this screen: the energy costs are step 3.
    await expect(counter(page)).toHaveText('Step 3 / 6');
    await enterAnnualBills(page);
    await chooseEpcD(page);
    await finaliseBuilding(page);
    await acceptTermsAndFinish(page);
    await landOnTheSite(page);
  });
});

test('the simple flow without an account ends on simple diagnose with its siteData', async ({
  page,
}) => {
  await page.goto('/predict/register/nologin');
  await expect(counter(page)).toHaveText('Step 1 / 5');
  await findConwayHall(page);
  await enterAnnualBills(page);
  await chooseEpcD(page);
  await finaliseBuilding(page);
  await acceptTermsAndFinish(page);
  await expect(page).toHaveURL(/\/predict\/simplediagnose\?siteData=.+/);
});
