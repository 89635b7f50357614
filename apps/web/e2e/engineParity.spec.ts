import { expect, test } from '@playwright/test';
import { diagnose, estimate, evaluateScenarios, type BuildingFacts } from '@wattwise/energy-model';
import {
  epcBandLabel,
  formatCurrency,
  formatNumber,
  formatQuantity,
  planMessages,
} from '@wattwise/domain';
import { registerUpgradedBuilding } from './upgradedBuilding';

/**
 * What the screen shows equals the engine (issue 12): Conway Hall registered through the wizard
 * and upgraded through the test checkout; its engine inputs read back through the API (built by
 * the server's own function, with the digest of the run that produced the stored figures); the
 * same building computed here with packages/energy-model; the page's diagnose KPIs, 'Your
 * Rating', and the improvement plan's 'Total potential savings' (£, %, EPC change) for a
 * selected set compared with the engine's numbers, formatted by the same domain formatters.
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });
test.setTimeout(240_000);

/** A band on the contract's A to G scale, as the server answers it (a domestic A+ shows as A). */
const onContractScale = (band: string) => (band === 'A+' ? 'A' : band);

/** How a KPI card writes its value (ui KpiCard: currency by code, else number and unit). */
const kpiText = (value: number, unit: string, isCurrency: boolean) =>
  isCurrency ? formatCurrency(value, unit) : formatQuantity(value, unit);

test('diagnose KPIs, the rating and total potential savings equal the engine', async ({ page }) => {
  // Registered through the wizard and upgraded through the test-mode checkout, so Diagnose,
  // Potential and the plan show real figures.
  const { siteId, buildingId, api } = await registerUpgradedBuilding(page);

  // The engine's inputs, as the model-building job built them for the stored run.
  const inputs = await api.get<{
    facts: BuildingFacts;
    inputHash: string;
    latestRunInputHash: string | null;
  }>(`/api/predict/model-inputs/${siteId}/${buildingId}`);
  expect(inputs.latestRunInputHash).toBe(inputs.inputHash);
  const facts = inputs.facts;
  const annual = estimate(facts).annual;
  const engineRating = onContractScale(diagnose(facts).rating);

  // Diagnose, Actual tab: the three KPI cards and 'Your Rating'.
  await page.goto(`/predict/${siteId}/${buildingId}/diagnose`);
  await expect(page.getByText(/^EPC Band [A-G]\+?$/)).toBeVisible({ timeout: 30_000 });
  for (const [text, value, unit, isCurrency] of [
    ['Energy use', annual.totalKwh.value, 'kWh', false],
    ['Energy cost', annual.costGbp.value, 'GBP', true],
    ['Carbon', annual.carbonKg.value, 'kgCO2e', false],
  ] as const) {
    await expect(page.getByRole('article', { name: text })).toContainText(
      kpiText(value, unit, isCurrency),
    );
  }
  await expect(page.getByText(epcBandLabel(engineRating), { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/engine-parity-diagnose.png', fullPage: true });

  // Improvement plan: two scenarios selected; the set the page asked for, computed here.
  await page.goto(`/predict/${siteId}/${buildingId}/improvement-plan`);
  const switches = page.getByRole('switch');
  await expect(switches.first()).toBeVisible({ timeout: 30_000 });
  for (const toggle of await switches.all()) {
    if (await toggle.isChecked()) await toggle.dispatchEvent('click');
  }
  // Two measures that do not exclude each other (the heat pumps do), from the engine's catalogue.
  await page.getByRole('switch', { name: 'Solar PV' }).dispatchEvent('click');
  const potentialRequest = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return (
      url.pathname.startsWith('/api/predict/improvement/potential/') &&
      (url.searchParams.get('selectedScenarios') ?? '').split(';').length === 2
    );
  });
  await page.getByRole('switch', { name: 'Draught proofing' }).dispatchEvent('click');
  const selected = new URL((await potentialRequest).url()).searchParams
    .get('selectedScenarios')!
    .split(';');
  const results = evaluateScenarios(
    facts,
    selected.map((id) => ({ id, parameters: {} })),
  );
  const total = page
    .getByRole('complementary', { name: planMessages.results })
    .getByRole('region', { name: planMessages.totalPotentialSavings });
  await expect(total).toContainText(
    formatCurrency(results.totalSavings.value, results.totalSavings.currencyCode),
    { timeout: 30_000 },
  );
  await expect(total).toContainText(`${formatNumber(results.totalSavings.percentage)}%`);
  await expect(total).toContainText(
    `EPC ${onContractScale(results.currentEpcRating)} to ${onContractScale(results.potentialEpcRating)}`,
  );
  // The results' KPI cards (no cost of the user's own here, so the engine's capital cost stands).
  const panel = page.getByRole('complementary', { name: planMessages.results });
  for (const kpi of results.kpis) {
    await expect(panel.getByRole('article', { name: kpi.text })).toContainText(
      kpiText(kpi.value, kpi.unit, kpi.isCurrency),
    );
  }
  await page.screenshot({ path: 'test-results/engine-parity-plan.png', fullPage: true });
});
