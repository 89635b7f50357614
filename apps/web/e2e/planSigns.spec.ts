import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Scenario } from '@wattwise/api';
import { diagnoseKpiLabels, planMessages } from '@wattwise/domain';
import { pdfText } from '../../../scripts/pdfText.mjs';
import { demoEmail, demoPassword } from './testAccounts';
import { apiAs } from './upgradedBuilding';
import { appReady } from './appReady';

/**
 * The plan read with its signs, on the demo account's paid office (gas heated, so a heat pump
 * costs more to run at today's prices): with the heat pump, a measure with no installation cost
 * and one that does not pay back within its life switched on, the cards, the total, the KPI
 * cards, the chart and the PDF say what a person would expect: '£… more per year' for the
 * increase, 'No installation cost', 'Does not pay back within its n-year life', with ranges and
 * the EPC scores before and after. Screenshots at 1440 and 390 px (test-results/plan-signs-*.png).
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });
test.setTimeout(120_000);

/** The demo account's paid Predict site (apps/server/src/seed/seedSites.ts). */
const siteId = '480aeb58-1fd5-4b17-8ba7-cd73ea636042';

async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(demoEmail);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('list', { name: 'Your sites' })).toBeVisible({ timeout: 30_000 });
}

/** The three scenarios the acceptance names, found in the building's plan by their figures. */
async function planOf(page: Page) {
  await page.goto(`/predict/${siteId}`);
  await page.waitForURL(new RegExp(`/predict/${siteId}/[^/]+/`));
  const buildingId = new URL(page.url()).pathname.split('/')[3]!;
  const api = await apiAs(page);
  const { scenarios } = await api.get<{ scenarios: Scenario[] }>(
    `/api/predict/improvement/list/${siteId}/${buildingId}`,
  );
  const heatPump = scenarios.find((s) => s.id === 'AIR_SOURCE_HEAT_PUMP')!;
  const free = scenarios.find((s) => s.figures?.capitalCostGbp === 0)!;
  const neverPaysBack = scenarios.find(
    (s) => s.id !== heatPump.id && s.figures?.payback.state === 'NOT_WITHIN_LIFE',
  )!;
  expect(heatPump.figures!.savingGbp, 'a heat pump on gas prices costs more to run').toBeLessThan(
    0,
  );
  return { buildingId, api, heatPump, free, neverPaysBack };
}

const life = (s: Scenario) => `Does not pay back within its ${s.figures!.lifetimeYears}-year life`;
const card = (page: Page, s: Scenario): Locator =>
  page.getByRole('region', { name: 'Scenarios' }).getByRole('article', { name: s.title });

for (const width of [1440, 390]) {
  test(`the plan at ${width} px reads an increase, no cost and no payback as they are`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsDemo(page);
    const { buildingId, api, heatPump, free, neverPaysBack } = await planOf(page);
    await page.goto(`/predict/${siteId}/${buildingId}/improvement-plan`);
    const switches = page.getByRole('switch');
    await expect(switches.first()).toBeVisible({ timeout: 30_000 });
    // The server drew the switches: press them once the app hears them.
    await appReady(page);
    for (const toggle of await switches.all()) {
      if (await toggle.isChecked()) await toggle.dispatchEvent('click');
    }

    // The cards.
    await expect(card(page, heatPump)).toContainText(
      /£[\d,.]+ more per year \(£[\d,.]+–£[\d,.]+\)/,
    );
    await expect(card(page, heatPump)).not.toContainText('saved per year (£');
    await expect(card(page, heatPump)).toContainText(life(heatPump));
    await expect(card(page, free)).toContainText('No installation cost');
    await expect(card(page, free)).not.toContainText('years to pay back');
    await expect(card(page, neverPaysBack)).toContainText(life(neverPaysBack));

    for (const s of [heatPump, free, neverPaysBack])
      await page.getByRole('switch', { name: s.title }).dispatchEvent('click');
    const expected = await api.get<{
      totalSavings: { value: number };
      epcChange: {
        before: { band: string; rating: number };
        after: { band: string; rating: number };
      };
    }>(
      `/api/predict/improvement/potential/${siteId}/${buildingId}?selectedScenarios=${[heatPump, free, neverPaysBack].map((s) => s.id).join(';')}`,
    );

    // The totals, the KPI cards and the chart (in the 'View (3)' sheet on a phone).
    if (width < 500) await page.getByRole('button', { name: 'View (3)' }).click();
    const results =
      width >= 500
        ? page.getByRole('complementary', { name: planMessages.results })
        : page.getByRole('dialog', { name: planMessages.results });
    const total = results.getByRole('region', { name: planMessages.totalPotentialSavings });
    await expect(total).toContainText('£', { timeout: 30_000 });
    if (expected.totalSavings.value < 0) await expect(total).toContainText('more per year');
    const { before, after } = expected.epcChange;
    await expect(total).toContainText(
      `EPC ${before.band} ${Math.round(before.rating)} to ${after.band} ${Math.round(after.rating)}`,
    );
    await expect(total).toContainText(/\(£[\d,.]+–£[\d,.]+\)|from £[\d,.]+ more to/);
    const cost = results.getByRole('article', { name: diagnoseKpiLabels.energyCost });
    await expect(cost).toContainText(/£[\d,.]+ (more|saved) per year/);
    const chart = results.getByRole('figure', { name: planMessages.results });
    await expect(chart.getByRole('listitem').filter({ hasText: heatPump.title })).toContainText(
      /£[\d,.]+ more$/,
    );
    await page.screenshot({ path: `test-results/plan-signs-${width}.png`, fullPage: width >= 500 });
    if (width < 500) {
      await results.getByRole('button', { name: 'Close' }).click();
      await page.screenshot({ path: `test-results/plan-signs-${width}-cards.png` });
      return;
    }

    // The PDF report says the same.
    const report = await page.request.get(`/api/predict/${siteId}/pdf`, {
      headers: { 'x-wattwise-request': '1' },
    });
    expect(report.status()).toBe(200);
    const lines = (await pdfText(await report.body())).split(/\n\f?/);
    const figuresOf = (s: Scenario) => {
      const at = lines.indexOf(`• ${s.title}`);
      expect(at, s.title).toBeGreaterThan(-1);
      return `${lines[at + 1]}\n${lines[at + 2]}`;
    };
    expect(figuresOf(heatPump)).toMatch(/^£[\d,.]+ more per year \(£[\d,.]+–£[\d,.]+\)\n/);
    expect(figuresOf(heatPump)).toContain(`${life(heatPump)}.`);
    expect(figuresOf(free)).toMatch(/\nNo installation cost\.$/);
    expect(figuresOf(neverPaysBack)).toContain(`${life(neverPaysBack)}.`);
    expect(lines).toContain('Recommended plan');
  });
}
