import { expect, test } from '@playwright/test';
import type { Page, Response } from '@playwright/test';
import { demoEmail, demoPassword } from './testAccounts';

/**
 * The Optimise overview against the real server (spec analysis §2.3, §2.7, §4.7): the demo
 * account's Optimise site with real school meters (apps/server/src/db/seedMeteredSite.ts) shows
 * 'Annual overview', the last 12 months up to the last reading of the real meter, and an
 * intervention added through the dialog appears as a marker on the graph; a double-click on the
 * graph opens the dialog too; a new granularity and a new date range each fetch and draw another
 * series. Screenshots at 1440 and 390 px (test-results/optimise-overview-*.png).
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });

const meteredSiteId = '5b0c7a1e-0f6d-4c8e-9a51-7e3d2c1b0a99';

type Query = { start: { value: number }; aggregators: { value: number; unit: string }[] };

/** The graph's next series answer that `accept`s (the KPI totals ask for one window-long bucket). */
function graphSeries(page: Page, accept: (query: Query) => boolean = () => true) {
  const queryOf = (response: Response): Query | null => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/data/') || !url.pathname.endsWith('/ENERGY_USAGE'))
      return null;
    const query = (JSON.parse(url.searchParams.get('query') ?? '[]') as Query[])[0];
    return query?.aggregators[0] ? query : null;
  };
  return page
    .waitForResponse(
      (response) => {
        const query = queryOf(response);
        return response.ok() && query !== null && accept(query);
      },
      { timeout: 60_000 },
    )
    .then(async (response) => ({
      query: queryOf(response)!,
      points: ((await response.json()) as { dataPoints: { x: string; y: number }[] }).dataPoints,
    }));
}

async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(demoEmail);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('list', { name: 'Your sites' })).toBeVisible();
}

// At 1440 px; the same screen at 390 px is opened in mobile.spec.ts's tour (CI's 30 minutes).
for (const width of [1440]) {
  test(`the Optimise demo site's overview at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000); // a long journey: five series and two interventions
    await page.setViewportSize({ width, height: 900 });
    await signInAsDemo(page);
    const firstSeries = graphSeries(page, (query) => query.aggregators[0]!.value === 1);
    await page.goto(`/optimise/${meteredSiteId}`);
    await expect(page.getByRole('heading', { name: 'Annual overview', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/^Last 12 months up until \d{1,2} \w+ \d{4}$/)).toBeVisible({
      timeout: 30_000,
    });
    const chart = page.getByRole('figure', { name: 'Energy usage' });
    await expect(chart).toBeVisible({ timeout: 30_000 });
    await expect(chart.locator('path[stroke]').first()).toBeVisible();
    await expect(page.getByText('There is no relevant data for this period')).toHaveCount(0);
    const yearly = await firstSeries;
    expect(yearly.points.length).toBeGreaterThan(300); // a point a day over 12 months

    // Granularity: weekly sums 8-hour buckets, three a day, and the line is redrawn from them.
    const drawn = await chart.locator('path[stroke]').first().getAttribute('d');
    const weeklyAnswer = graphSeries(page, (query) => query.aggregators[0]!.value === 8);
    await page.getByLabel('Granularity').selectOption('WEEKLY');
    const weekly = await weeklyAnswer;
    expect(weekly.points.length).toBeGreaterThan(2.5 * yearly.points.length);
    await expect(chart.locator('path[stroke]').first()).not.toHaveAttribute('d', drawn!);

    // Date range: the last 30 days of the meter only.
    const to = await page.getByLabel('To', { exact: true }).inputValue();
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString();
    const monthAnswer = graphSeries(
      page,
      (query) =>
        query.aggregators[0]!.value === 8 && query.start.value !== yearly.query.start.value,
    );
    await page.getByLabel('From', { exact: true }).fill(from.slice(0, 10));
    const month = await monthAnswer;
    expect(month.points.length).toBeLessThanOrEqual(31 * 3);
    expect(month.points.length).toBeGreaterThan(20 * 3);
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(from.slice(0, 10));

    // A double-click on the graph opens the intervention dialog at the nearest reading's date.
    await chart.locator('rect[role="application"]').dblclick();
    const dated = page.getByRole('dialog', { name: 'Add intervention' });
    await expect(dated).toBeVisible();
    await dated.getByLabel('Title').fill(`Thermostat reset ${width}`);
    await dated.getByLabel('Description').fill('Set back from 21 to 19 °C');
    await dated.getByRole('button', { name: 'Create' }).click();
    await expect(dated).toBeHidden();
    await expect(
      page.getByRole('button', { name: new RegExp(`Thermostat reset ${width}`) }),
    ).toBeVisible();

    const title = `Pipe lagging ${width}`;
    await page.getByRole('button', { name: 'Add intervention' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add intervention' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Heating pipes lagged in the plant room');
    await dialog.getByLabel('Cost (£)').fill('450');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(title) })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `test-results/optimise-overview-${width}.png`, fullPage: true });
  });
}
