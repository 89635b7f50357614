import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  diagnoseMessages,
  formatCurrency,
  formMessages,
  planMessages,
  sendDiagnoseMessages,
} from '@wattwise/domain';

/**
 * The simple flow without an account (spec analysis §2.2, §2.3, §5, §7.2): the no-login
 * registration wizard lands on simple diagnose with its site data, the figures the server
 * computed show, Potential opens registration in a new tab, the diagnosis is e-mailed (and found
 * in the server's outbox directory), and the simple plan shows its placeholder scenarios, the
 * demo EPC wizard and 'Back to Diagnose'. Screenshots at 1440 and 390 px.
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });
test.setTimeout(180_000);

const nextStep = (page: Page) => page.getByRole('button', { name: 'Next Step' }).click();

/** The no-login wizard's five steps for Conway Hall (25 Red Lion Square, bundled OSM extract). */
async function registerConwayHallWithoutAccount(page: Page): Promise<void> {
  await page.goto('/predict/register/nologin');
  await expect(page.getByRole('heading', { name: 'Where is your building?' })).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Search for your address' })
    .pressSequentially('25 Red Lion Sq', { delay: 50 });
  await page
    .getByRole('option', { name: /25 Red Lion Square/ })
    .first()
    .click();
  await expect(page.getByLabel('Post code')).toHaveValue(/WC1R/);
  await page.getByLabel('Building name').fill('Conway Hall');
  const nearby = page.getByRole('navigation', { name: 'Nearby building outlines' });
  await nearby
    .getByRole('button', { name: /Conway Hall/ })
    .first()
    .click();
  await expect(nearby.getByRole('status')).toContainText('Selected Conway Hall');
  await nextStep(page);

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

  await expect(page.getByRole('heading', { name: 'Energy Performance Certificate' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Or enter your EPC rating' })
    .getByText('D', { exact: true })
    .click();
  await nextStep(page);

  await expect(page.getByRole('heading', { name: 'About your building' })).toBeVisible();
  await page.getByRole('button', { name: /Building type/ }).click();
  await page.getByRole('option', { name: 'General office', exact: true }).click();
  await page.getByLabel('Number of floors').fill('3');
  await page.getByLabel(/^Year of construction/).fill('1929');
  await nextStep(page);

  await expect(page.getByRole('heading', { name: 'Almost done' })).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
  await nextStep(page);
}

/** The e-mails in the server's outbox to an address (the embedded adapter's JSON files). */
async function outboxTo(address: string): Promise<{ to: string; subject: string; text: string }[]> {
  const dataDir = process.env.WATTWISE_E2E_DATA_DIR;
  if (!dataDir) throw new Error('WATTWISE_E2E_DATA_DIR is not set (e2e/serverSetup.ts)');
  const outbox = join(dataDir, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(outbox, file), 'utf8'))),
  );
  return mails.filter((mail) => mail.to === address);
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
}

test('simple diagnose without site data says so', async ({ page }) => {
  await page.goto('/predict/simplediagnose');
  await expect(page.getByText(diagnoseMessages.simpleNoData)).toBeVisible();
  await page.goto('/predict/simplediagnose?siteData=no-such-site');
  await expect(page.getByText(diagnoseMessages.simpleError)).toBeVisible({ timeout: 30_000 });
});

test('a visitor without an account registers, sees the diagnosis, e-mails it and opens the simple plan', async ({
  page,
}, testInfo) => {
  await registerConwayHallWithoutAccount(page);
  await expect(page).toHaveURL(/\/predict\/simplediagnose\?siteData=.+/);
  const siteData = new URL(page.url()).searchParams.get('siteData')!;

  // The figures: those the server answers for this site data (the engine's stored results).
  await expect(page.getByRole('heading', { level: 1, name: 'Conway Hall' })).toBeVisible({
    timeout: 120_000,
  });
  const answer = await page.request.post('/api/predict/simplediagnose', {
    data: JSON.stringify(siteData),
    headers: { 'content-type': 'application/json' },
  });
  expect(answer.status()).toBe(200);
  const diagnosis = (await answer.json()) as {
    kpis: { text: string; value: number; isCurrency: boolean; unit: string }[];
  };
  const cost = diagnosis.kpis.find((kpi) => kpi.text === 'Energy cost')!;
  expect(cost.value).toBeGreaterThan(0);
  await expect(
    page.getByText(formatCurrency(cost.value, cost.unit), { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('EPC Band D')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: testInfo.outputPath('simple-diagnose-1440.png'), fullPage: true });

  // Diagnose: the Scheme selector and a benchmark bar per metric.
  await page.getByRole('tab', { name: diagnoseMessages.tabDiagnose }).click();
  await expect(page.getByRole('button', { name: /Scheme/ })).toBeVisible();
  await expect(
    page.getByText(/to meet the benchmark|At or below the benchmark/).first(),
  ).toBeVisible();
  await settle(page);
  await page.screenshot({
    path: testInfo.outputPath('simple-diagnose-tab-1440.png'),
    fullPage: true,
  });

  // Potential opens registration in a new tab with the site data.
  const popup = page.waitForEvent('popup');
  await page.getByRole('tab', { name: diagnoseMessages.tabPotential }).click();
  const registration = await popup;
  await registration.waitForLoadState();
  expect(registration.url()).toContain(`siteData=${encodeURIComponent(siteData)}`);
  await registration.close();

  // The e-mail: 'Required' after an empty send, then the diagnosis lands in the outbox.
  await page.getByRole('button', { name: sendDiagnoseMessages.open }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: sendDiagnoseMessages.send }).click();
  await expect(dialog.getByText(formMessages.required)).toBeVisible();
  const address = `visitor.${Date.now().toString(36)}@example.org`;
  await dialog.getByRole('textbox', { name: sendDiagnoseMessages.emailLabel }).fill(address);
  await settle(page);
  await page.screenshot({ path: testInfo.outputPath('simple-email-1440.png') });
  await dialog.getByRole('button', { name: sendDiagnoseMessages.send }).click();
  await expect(dialog.getByText(sendDiagnoseMessages.sent)).toBeVisible();
  await expect.poll(async () => (await outboxTo(address)).length).toBe(1);
  const [mail] = await outboxTo(address);
  expect(mail!.subject).toContain('Conway Hall');
  expect(mail!.text).toContain(`Energy cost: ${formatCurrency(cost.value, cost.unit)} a year`);
  expect(mail!.text).toContain(`siteData=${encodeURIComponent(siteData)}`);
  await page.keyboard.press('Escape');

  // The simple plan: placeholder scenarios, the demo EPC wizard, 'Back to Diagnose'.
  await page.getByRole('link', { name: diagnoseMessages.viewImprovementPlan }).click();
  await expect(page).toHaveURL(/\/predict\/simpleplan\?siteData=.+/);
  await expect(page.getByRole('article', { name: planMessages.unlockPlaceholder })).toHaveCount(4);
  await settle(page);
  await page.screenshot({ path: testInfo.outputPath('simple-plan-1440.png'), fullPage: true });
  await page.getByRole('button', { name: planMessages.epcWizard }).click();
  await expect(page.getByRole('dialog')).toContainText(planMessages.demoWizardUnavailable);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: planMessages.backToDiagnose }).click();
  await expect(page).toHaveURL(/\/predict\/simplediagnose\?siteData=.+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Conway Hall' })).toBeVisible();

  // 390 px: the same screens on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await page.screenshot({ path: testInfo.outputPath('simple-diagnose-390.png'), fullPage: true });
  await page.goto(`/predict/simpleplan?siteData=${encodeURIComponent(siteData)}`);
  await expect(page.getByRole('article', { name: planMessages.unlockPlaceholder })).toHaveCount(4);
  await settle(page);
  await page.screenshot({ path: testInfo.outputPath('simple-plan-390.png'), fullPage: true });
});
