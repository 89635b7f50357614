import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  DEMO_SITE_ALLOW_LIST,
  chatMessages,
  diagnoseMessages,
  parameterMessages,
  planMessages,
} from '@wattwise/domain';
import { registerUpgradedBuilding } from './upgradedBuilding';

/**
 * Issue 12's journeys on a building registered through the spine's wizard (Conway Hall, EPC D)
 * and upgraded through the test checkout, against the real server: ask the chat about a scenario
 * and get an answer quoting this building's saving (the one the Results panel shows); save a
 * building parameter, see the recalibrating state until the new run ends. (Schedules are journeyed
 * on the demo site in planJourneys.) And a demo site's visitor, not signed in, may ask the chat too (a question
 * changes nothing), while its changing actions stay disabled.
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });

/** The Actual tab's 'Energy use' card, as a user reads it. */
async function energyUse(page: Page, siteId: string, buildingId: string): Promise<string> {
  await page.goto(`/predict/${siteId}/${buildingId}/diagnose`);
  const card = page.getByRole('article', { name: 'Energy use' });
  await expect(card).toContainText(/\d/, { timeout: 60_000 });
  return (await card.textContent()) ?? '';
}

/** Reloads the diagnose screen until the recalibrating message has gone (the new run ended). */
async function expectRunEnded(page: Page, siteId: string, buildingId: string) {
  await expect
    .poll(
      async () => {
        await energyUse(page, siteId, buildingId);
        return page.getByText(diagnoseMessages.recalibrating).count();
      },
      { timeout: 180_000, intervals: [3_000] },
    )
    .toBe(0);
}

/** Asks the chat of the open guidance panel; answers the AI's reply. */
async function ask(page: Page, question: string): Promise<Locator> {
  const chat = page.getByRole('region', { name: chatMessages.title });
  const input = chat.getByRole('textbox', { name: 'Message' });
  await input.fill(question);
  await input.press('Enter');
  await expect(chat.getByText(question)).toBeVisible();
  const reply = chat.locator('li[data-sender="ai"]').last();
  await expect(reply).not.toBeEmpty({ timeout: 60_000 });
  await expect(chat.getByText(chatMessages.failedToSend)).toHaveCount(0);
  return reply;
}

test('chat and building parameters on a registered, upgraded building', async ({ page }) => {
  test.setTimeout(600_000);
  const { siteId, buildingId } = await registerUpgradedBuilding(page);

  await test.step("the chat quotes this building's saving", async () => {
    await page.goto(`/predict/${siteId}/${buildingId}/improvement-plan`);
    const switches = page.getByRole('switch');
    await expect(switches.first()).toBeVisible({ timeout: 60_000 });
    for (const toggle of await switches.all()) {
      if (await toggle.isChecked()) await toggle.dispatchEvent('click');
    }
    const first = switches.first();
    const title = (await first.getAttribute('aria-label')) ?? '';
    await first.dispatchEvent('click');
    const total = page
      .getByRole('complementary', { name: planMessages.results })
      .getByRole('region', { name: planMessages.totalPotentialSavings });
    await expect(total).toContainText('£', { timeout: 60_000 });
    const saving = (await total.textContent())?.match(/£\d{1,3}(,\d{3})*(\.\d{2})?/)?.[0] ?? '';
    expect(saving).not.toBe('');
    await page.getByRole('button', { name: `More actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'More info' }).click();
    const reply = await ask(page, 'How much will I save each year?');
    await expect(reply).toContainText(saving);
    await page.screenshot({ path: 'test-results/building-journeys-chat.png', fullPage: true });
  });

  await test.step('a saved building parameter recalibrates, then the figures change', async () => {
    await energyUse(page, siteId, buildingId);
    await page.goto(`/predict/${siteId}/${buildingId}/diagnose?editing=true`);
    const setpoint = page.getByRole('textbox', { name: /Heating set-point/ });
    await expect(setpoint).toBeVisible({ timeout: 60_000 });
    const current = Number((await setpoint.inputValue()).replace(/[^0-9.]/g, ''));
    await setpoint.fill(String(current >= 24 ? current - 4 : current + 3));
    await setpoint.press('Tab');
    await page.getByRole('button', { name: 'Save' }).click();
    const result = page.getByRole('dialog', { name: parameterMessages.resultTitle });
    await expect(result).toContainText(parameterMessages.updateSuccess, { timeout: 60_000 });
    // While the new run models the building the update action is hidden and the message shows.
    await expect(page.getByText(diagnoseMessages.recalibrating)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/building-journeys-recalibrating.png' });
    await page.keyboard.press('Escape');
    // The new run ends and the screen shows its figures. (That the figures CHANGE on this
    // bill-calibrated building is not asserted: the Actual card follows the bills; open in issue 12.)
    await expectRunEnded(page, siteId, buildingId);
  });
});

test('a demo site visitor, not signed in, may ask the chat; changes stay disabled', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const demoSiteId = DEMO_SITE_ALLOW_LIST[0]!;
  const tree = await page.request.get(`/api/spatialstructure/${demoSiteId}`);
  expect(tree.status()).toBe(200);
  const nodes = (await tree.json()) as { type: string; path: string }[];
  const building = nodes.find((node) => node.type === 'BUILDING')!;
  await page.goto(`/predict/${demoSiteId}/${building.path}/improvement-plan`);
  const more = page.getByRole('button', { name: /^More actions for / }).first();
  await expect(more).toBeVisible({ timeout: 60_000 });
  await more.click();
  await expect(page.getByRole('menuitem', { name: 'Hide' })).toBeDisabled();
  await page.getByRole('menuitem', { name: 'More info' }).click();
  const reply = await ask(page, 'How much will I save each year?');
  await expect(reply).toContainText('£');
  await page.screenshot({ path: 'test-results/building-journeys-demo-chat.png', fullPage: true });
});
