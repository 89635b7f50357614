// npm run screenshots -w @wattwise/charts: a PNG of each chart at 1440 px and 390 px wide into
// docs/screenshots/charts/<Component>-<width>.png at the repository root, rendered from one story
// per component (real meter data) in Debian's headless Chromium.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildPage, chromiumLaunch } from './buildPage.mjs';

const shots = [
  ['TimeSeriesChart', 'ElectricityAndTemperature', { hoverPlotAt: 0.62 }],
  ['DiagnoseChart', 'DiagnoseTab', { hoverPlotAt: 0.45 }],
  ['ValidateChart', 'ObservedAgainstPredicted', {}],
  ['UsageBreakdown', 'EndUses', {}],
  ['ResultsChart', 'SelectedScenarios', {}],
  ['BenchmarkBar', 'FromMeter', {}],
];
const widths = [1440, 390];

const out = join(tmpdir(), `wattwise-charts-gallery-${process.pid}`);
const url = await buildPage(
  fileURLToPath(new URL('./galleryPage.tsx', import.meta.url)),
  out,
  'charts gallery',
);
const dir = fileURLToPath(new URL('../../../docs/screenshots/charts/', import.meta.url));
mkdirSync(dir, { recursive: true });

const browser = await chromium.launch({
  ...chromiumLaunch,
  args: [...chromiumLaunch.args, '--lang=en-GB'],
  env: { ...process.env, LANG: 'en_GB.UTF-8', LANGUAGE: 'en_GB' },
});
try {
  for (const width of widths) {
    const page = await browser.newPage({
      viewport: { width, height: 900 },
      locale: 'en-GB',
      timezoneId: 'Europe/London',
    });
    page.on('pageerror', (error) => {
      console.error(error);
      process.exitCode = 1;
    });
    for (const [component, story, options] of shots) {
      await page.goto(`${url}#${component}/${story}`);
      await page.reload();
      await page.waitForFunction(() => document.body.dataset.ready === 'true');
      if (options.hoverPlotAt !== undefined) {
        const box = await page.getByRole('application').first().boundingBox();
        if (box)
          await page.mouse.move(box.x + box.width * options.hoverPlotAt, box.y + box.height / 2);
      }
      const file = join(dir, `${component}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
