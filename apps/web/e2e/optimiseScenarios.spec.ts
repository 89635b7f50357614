import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoEmail, demoPassword } from './testAccounts';
import { apiAs, type Api } from './upgradedBuilding';
import { appReady } from './appReady';

/**
 * The Optimise scenarios against the real server (spec analysis §2.3, §2.4, §4.1–4.4, §7.1) on
 * the demo account's Optimise site (apps/server/src/db/seedSites.ts): select two operational
 * scenarios, see the results change, find both on the timeline for a day (from the engine via the
 * server's timeline call), and ask the chat about one. Screenshots at 1440 and 390 px, and the results panel at 1024 px
 * (test-results/optimise-scenarios-*.png).
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });

const optimiseSiteId = 'cba5c251-bb77-468d-85dc-2f99da02b711';

interface ListedScenario {
  id: string;
  title: string;
  scenarioType: string;
  exclusive: boolean;
  mutuallyExclusiveWith: string[];
}
interface TimelineDay {
  date: string;
  scenarios: { title: string }[];
}

async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(demoEmail);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('list', { name: 'Your sites' })).toBeVisible();
}

/** The building, two operational scenarios that may act together, and a clean selection. */
async function twoOperationalScenarios(api: Api) {
  const tree = await api.get<{ path: string; type: string }[]>(
    `/api/spatialstructure/${optimiseSiteId}`,
  );
  const buildingId = tree.find((node) => node.type === 'BUILDING')!.path;
  const node = `${optimiseSiteId}/${buildingId}`;
  const list = await api.get<{ recommendedScenarios: ListedScenario[] }>(
    `/api/optimise/scenario/list/${node}`,
  );
  const ops = list.recommendedScenarios.filter(
    (s) => s.scenarioType === 'OPERATIONAL' && !s.exclusive,
  );
  const first = ops[0]!;
  const second = ops.find(
    (s) =>
      s.id !== first.id &&
      !first.mutuallyExclusiveWith.includes(s.id) &&
      !s.mutuallyExclusiveWith.includes(first.id),
  )!;
  await api.put(`/api/optimise/scenario/selection/${node}`, { selectedScenarios: [] });
  return { buildingId, node, first, second };
}

/** Today as the screen takes it (the browser's calendar day) and its YYYY-MM-DD. */
const isoDay = (date: Date) =>
  new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()))
    .toISOString()
    .slice(0, 10);

for (const width of [1440, 390]) {
  test(`two scenarios on the timeline of a day, results and chat at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAsDemo(page);
    const api = await apiAs(page);
    const { buildingId, node, first, second } = await twoOperationalScenarios(api);

    await page.goto(`/optimise/${optimiseSiteId}/building/${buildingId}/scenarios`);
    await expect(page.getByRole('heading', { name: 'Scenarios', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Recommended' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('tab', { name: 'Timeline' })).toBeDisabled();
    await expect(page.getByText('Select all', { exact: true })).toBeVisible();

    const openResults = async () => {
      if (width >= 500) return page.getByRole('complementary', { name: 'Results' });
      await page.getByRole('button', { name: /^View \(\d+\)$/ }).click();
      return page.getByRole('dialog', { name: 'Results' });
    };
    const closeResults = async () => {
      if (width >= 500) return;
      const sheet = page.getByRole('dialog', { name: 'Results' });
      await sheet.getByRole('button', { name: 'Close' }).click();
      await expect(sheet).toBeHidden();
    };
    const totalText = async () => {
      const results = await openResults();
      const total = results.getByRole('region', { name: 'Total potential savings' });
      await expect(total).toContainText('£', { timeout: 30_000 });
      const text = (await total.textContent()) ?? '';
      await closeResults();
      return text;
    };

    // The server drew the switches: press them once the app hears them.
    await appReady(page);
    await page.getByRole('switch', { name: first.title }).dispatchEvent('click');
    await expect(page.getByRole('switch', { name: first.title })).toBeChecked();
    const one = await totalText();
    await page.getByRole('switch', { name: second.title }).dispatchEvent('click');
    await expect(page.getByRole('switch', { name: second.title })).toBeChecked();
    if (width < 500) {
      await expect(page.getByRole('button', { name: 'View (2)' })).toBeVisible();
    }
    await expect.poll(totalText, { timeout: 30_000 }).not.toBe(one);
    // Stored for the user: the list answers both as toggled.
    await expect
      .poll(async () => {
        const list = await api.get<{
          recommendedScenarios: (ListedScenario & { toggled: boolean })[];
        }>(`/api/optimise/scenario/list/${node}`);
        return list.recommendedScenarios
          .filter((s) => s.toggled)
          .map((s) => s.id)
          .sort();
      })
      .toEqual([first.id, second.id].sort());
    if (width === 1440) {
      // At 1024 px the results panel, its chart included, fits beside the list: nothing runs
      // past the window (it once ran 58 px past it).
      await page.setViewportSize({ width: 1024, height: 900 });
      const results = page.getByRole('complementary', { name: 'Results' });
      await expect(results.getByRole('region', { name: 'Total potential savings' })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      const box = (await results.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1024);
      await page.screenshot({ path: 'test-results/optimise-scenarios-results-1024.png' });
      await page.setViewportSize({ width, height: 900 });
    }

    // A day of this week when both act, from the server's timeline (the engine's schedules).
    const today = isoDay(new Date());
    const week = await api.get<TimelineDay[]>(
      `/api/optimise/scenario/timeline/${node}?mode=week&date=${today}&selectedScenarios=${first.id};${second.id}`,
    );
    const dayIndex = week.findIndex((day) =>
      [first.title, second.title].every((t) => day.scenarios.some((s) => s.title === t)),
    );
    expect(dayIndex).toBeGreaterThanOrEqual(0);

    await page.getByRole('tab', { name: 'Timeline' }).click();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline).toBeVisible();
    for (let i = 0; i < dayIndex; i++)
      await timeline.getByRole('button', { name: 'Next day' }).click();
    await expect(timeline.getByText(week[dayIndex]!.date)).toBeVisible();
    const scheduled = timeline.getByRole('region', { name: 'Scheduled scenarios' });
    await expect(scheduled.getByText(first.title).first()).toBeVisible({ timeout: 30_000 });
    await expect(scheduled.getByText(second.title).first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: `test-results/optimise-scenarios-timeline-${width}.png`,
      fullPage: true,
    });

    // The guidance panel's chat answers (analysis §2.4).
    await page.getByRole('tab', { name: 'Scenarios' }).click();
    await page.getByRole('button', { name: `More actions for ${first.title}` }).click();
    await page.getByRole('menuitem', { name: 'More info' }).click();
    const chat = page.getByRole('region', { name: 'Ask Optimise' });
    await expect(chat).toHaveAttribute('data-min-size', '20');
    const input = chat.getByRole('textbox', { name: 'Message' });
    await input.fill('How much will I save each year?');
    await input.press('Enter');
    await expect(chat.getByText('How much will I save each year?')).toBeVisible();
    await expect(chat.locator('li[data-sender="ai"]').last()).toContainText('£', {
      timeout: 30_000,
    });
    await expect(chat).toHaveAttribute('data-min-size', '40');
    await expect(chat.getByText('Message failed to send')).toHaveCount(0);
    await page.screenshot({
      path: `test-results/optimise-scenarios-chat-${width}.png`,
      fullPage: true,
    });

    await api.put(`/api/optimise/scenario/selection/${node}`, { selectedScenarios: [] });
  });
}
