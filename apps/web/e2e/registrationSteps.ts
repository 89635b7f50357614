import { expect, type Page } from '@playwright/test';

/**
 * The registration wizard's steps as a user takes them (shared by registration.spec.ts and the
 * full journey): a real Bloomsbury building (Conway Hall, 25 Red Lion Square, from the bundled
 * OpenStreetMap extract), annual bills, EPC D, the building's questions and the terms.
 */
export const nextStep = (page: Page, name = 'Next Step') =>
  page.getByRole('button', { name }).click();
export const counter = (page: Page) => page.getByText(/^Step \d \/ \d$/);

/** Types part of the address, picks the search result, then Conway Hall's outline on the map. */
export async function findConwayHall(
  page: Page,
  { narrow = false, buildingName = 'Conway Hall' } = {},
): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Where is your building?' })).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Search for your address' })
    .pressSequentially('25 Red Lion Sq', { delay: 50 });
  await page
    .getByRole('option', { name: /25 Red Lion Square/ })
    .first()
    .click();
  await expect(page.getByLabel('Post code')).toHaveValue(/WC1R/);
  await page.getByLabel('Building name').fill(buildingName);
  if (narrow) {
    await nextStep(page);
    await expect(
      page.getByRole('heading', { name: 'Select your building on the map' }),
    ).toBeVisible();
  }
  const nearby = page.getByRole('navigation', { name: 'Nearby building outlines' });
  await nearby
    .getByRole('button', { name: /Conway Hall/ })
    .first()
    .click();
  await expect(nearby.getByRole('status')).toContainText('Selected Conway Hall');
  if (narrow) {
    await nextStep(page);
    await expect(page.getByRole('heading', { name: 'Where is your building?' })).toBeVisible();
  }
  await nextStep(page);
}

/** Annual bills in pounds for electricity and gas. */
export async function enterAnnualBills(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Your energy costs' })).toBeVisible();
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
}

export async function chooseEpcD(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Energy Performance Certificate' })).toBeVisible();
  // The label, not the visually hidden input (which sits off-screen at 390 px).
  await page
    .getByRole('radiogroup', { name: 'Or enter your EPC rating' })
    .getByText('D', { exact: true })
    .click();
  await expect(page.getByRole('radio', { name: 'D', exact: true })).toBeChecked();
  await nextStep(page);
}

export async function chooseOption(page: Page, label: RegExp, option: string): Promise<void> {
  const choice = page.getByRole('option', { name: option, exact: true });
  // Opens the list, and opens it again if the first press came while the step was still being
  // drawn (once on a loaded CI machine the button took focus but its list never opened).
  await expect(async () => {
    if (!(await choice.isVisible())) await page.getByRole('button', { name: label }).click();
    await expect(choice).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await choice.click();
}

/** Simple finalise: building type General office, whole building, 3 floors, year 1929. */
export async function finaliseBuilding(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'About your building' })).toBeVisible();
  await chooseOption(page, /Building type/, 'General office');
  await page.getByLabel('Number of floors').fill('3');
  await page.getByLabel(/^Year of construction/).fill('1929');
  await nextStep(page);
}

export async function acceptTermsAndFinish(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Almost done' })).toBeVisible();
  await nextStep(page);
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText('You must agree to the terms and conditions to continue.'),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
  await nextStep(page);
}
