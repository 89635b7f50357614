import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { estateMessages } from '@wattwise/domain';
import { signInAsDemo, signUp } from './testAccounts';
import { checkEveryWidth } from './widths';

/**
 * The estate at a glance on the demo account, at a laptop's and a phone's width: totals against
 * the year before, the monthly chart, the ranked sites, the EPC table, a filter in the address,
 * the CSV download, no sideways scrolling; a new user sees the empty state. Screenshots go to
 * ESTATE_SHOTS (default /tmp/estate-shots) for a person to look at.
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });

const shots = process.env.ESTATE_SHOTS ?? '/tmp/estate-shots';

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the demo account sees its estate, filters it and downloads it', async ({
      page,
    }, testInfo) => {
      await signInAsDemo(page);
      await page.getByRole('link', { name: 'Estate at a glance' }).click();
      await expect(page).toHaveURL(/\/estate$/);
      await expect(
        page.getByRole('heading', { name: 'Estate at a glance', level: 1 }),
      ).toBeVisible();

      const summary = page.getByText(
        /^[\d,]+ sites?, [\d,]+ buildings?, as of \d{4}-\d{2}-\d{2}\.$/,
      );
      await expect(summary).toBeVisible();
      const sites = Number((await summary.textContent())!.split(' ')[0]);
      expect(sites).toBeGreaterThanOrEqual(3);
      await expect(page.getByText('Energy, last 12 months')).toBeVisible();
      await expect(
        page.getByRole('img', { name: /Energy by month: Last 12 months beside/ }),
      ).toBeVisible();

      const ranked = page.getByRole('grid', {
        name: 'Sites by energy intensity against their benchmark',
      });
      await expect(ranked.getByRole('row')).toHaveCount(sites + 1);
      const compliance = page.getByRole('grid', {
        name: 'EPCs and minimum energy efficiency standards',
      });
      await expect(compliance.getByRole('row').nth(1)).toBeVisible();
      // Every building says when its EPC expires, that its issue date is not known, or that it has none.
      await expect(
        compliance.getByText(/days left|Expired|No certificate|Issue date not known/).first(),
      ).toBeVisible();

      // Saying a building is let shows where it stands against the minimum standard and the
      // cheapest measures to the band it needs; the building is then set back as it was.
      const first = compliance.getByRole('row').nth(1);
      // The switch's label, scrolled into view: at a phone's width the table scrolls in its box.
      await first.locator('label').first().click();
      await expect(first.getByRole('switch')).toBeChecked();
      await expect(
        first.getByText(
          /^(Meets the standard|Below band E: may not be let|Meets band E; band [A-C] needed from .+)$/,
        ),
      ).toBeVisible();
      await page.screenshot({ path: `${shots}/estate-demo-let-${width}.png`, fullPage: true });
      await first.locator('label').first().click();
      await expect(first.getByRole('switch')).not.toBeChecked();
      await expect(first.getByRole('gridcell', { name: 'Not let' }).last()).toBeVisible();

      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/estate-demo-${width}.png`, fullPage: true });
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        // The outermost elements that reach past the window's right edge, to name the culprit.
        const wide = [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > width + 1)
          .filter((element) => {
            for (
              let up = element.parentElement;
              up && up !== document.body;
              up = up.parentElement
            ) {
              if (getComputedStyle(up).overflowX !== 'visible') return false;
            }
            return true;
          })
          .slice(0, 3)
          .map(
            (element) =>
              `${element.tagName} ${element.className} ${Math.round(element.getBoundingClientRect().right)}`,
          );
        return { px: document.documentElement.scrollWidth - width, wide };
      });
      expect(overflow.px, overflow.wide.join('; ')).toBe(0);
      await checkEveryWidth(page, testInfo, 'Estate', { widths: [width] });

      // The CSV holds the same estate: 24 months and one line per building.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const file = await download;
      const csv = await (await file.createReadStream()).toArray();
      const text = Buffer.concat(csv).toString('utf8');
      expect(text.split('\r\n').filter((line) => /^\d{4}-\d{2},/.test(line))).toHaveLength(24);
      expect(text).toContain(`${sites} sites`);

      // Each site's model series by month, streamed: the same columns as a site's own export,
      // the site's name first, with months for every site of the estate.
      if (width === 1440) {
        const seriesDownload = page.waitForEvent('download');
        await page.getByRole('link', { name: estateMessages.tableDownloads.series }).click();
        const seriesFile = await seriesDownload;
        expect(seriesFile.suggestedFilename()).toMatch(
          /^estate model series \d{4}-\d{2}-\d{2}\.csv$/,
        );
        const seriesText = Buffer.concat(
          await (await seriesFile.createReadStream()).toArray(),
        ).toString('utf8');
        const [header, ...rows] = seriesText.trimEnd().split('\r\n');
        expect(header).toBe(
          'site,building,month,measured_kwh,calibrated_baseline_kwh,expected_kwh,potential_kwh',
        );
        // A site's name is its first field, quoted when it holds a comma.
        const siteOf = (row: string) =>
          row.startsWith('"') ? row.slice(1, row.indexOf('",')) : row.slice(0, row.indexOf(','));
        expect(new Set(rows.map(siteOf)).size).toBe(sites);
        expect(rows.every((row) => /,\d{4}-\d{2},/.test(row))).toBe(true);
      }

      // A filter goes into the address and narrows the estate.
      await page.getByRole('button', { name: /Product/ }).click();
      await page.getByRole('option', { name: 'Optimise' }).click();
      await expect(page).toHaveURL(/product=OPTIMISE/);
      const optimise = page
        .getByText(/^\d+ sites, \d+ buildings/)
        .or(page.getByText('No site matches these filters.'));
      await expect(optimise).toBeVisible();
      await expect(page.getByText(`${sites} sites,`)).toHaveCount(0);
      await page.screenshot({ path: `${shots}/estate-demo-optimise-${width}.png`, fullPage: true });
    });

    test('a new user sees the empty estate', async ({ page }) => {
      await signUp(page);
      await page.goto('/estate');
      await expect(
        page.getByText('You have no sites yet. Register a building to see your estate here.'),
      ).toBeVisible();
      await page.screenshot({ path: `${shots}/estate-empty-${width}.png`, fullPage: true });
    });
  });
}
