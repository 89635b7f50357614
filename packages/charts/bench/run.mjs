// npm run bench -w @wattwise/charts: renders the same 17,520 × 3 half-hourly readings with
// TimeSeriesChart and with uPlot in one headless Chromium, alternating, and prints the medians.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildPage, chromiumLaunch } from './buildPage.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const WARM_UP = 2;

const out = join(tmpdir(), `wattwise-charts-bench-${process.pid}`);
const url = await buildPage(
  fileURLToPath(new URL('./benchPage.tsx', import.meta.url)),
  out,
  'charts benchmark',
);

const browser = await chromium.launch({
  ...chromiumLaunch,
  // Frames as fast as they can be drawn, so "painted" is not rounded up to a 60 Hz vsync.
  args: [...chromiumLaunch.args, '--disable-gpu-vsync', '--disable-frame-rate-limit'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (error) => {
    console.error(error);
    process.exitCode = 1;
  });
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');

  const times = { timeseries: [], uplot: [] };
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    // Alternate which goes first so neither always gets the warmer cache.
    const order = i % 2 === 0 ? ['timeseries', 'uplot'] : ['uplot', 'timeseries'];
    for (const name of order) {
      const ms = await page.evaluate((n) => window.bench[n](), name);
      if (name === 'timeseries' && i === 0) {
        const drawn = await page.evaluate(() => window.bench.pathPoints());
        console.error(`TimeSeriesChart draws ${drawn} of 17520 points per series (LTTB)`);
      }
      if (name === 'timeseries' && i === WARM_UP) {
        const hover = await page.evaluate(() => window.bench.hover());
        // On stderr: stdout carries exactly the two figures the task asks for.
        console.error(
          `timeseries_hover_ms (pointer move to painted tooltip, median of 15): ${hover.toFixed(1)}`,
        );
      }
      if (i >= WARM_UP) times[name].push(ms);
    }
  }
  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    const m = s.length >> 1;
    return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
  };
  const ts = median(times.timeseries);
  const up = median(times.uplot);
  console.log(`timeseries_ms: ${ts.toFixed(1)}`);
  console.log(`uplot_ms: ${up.toFixed(1)}`);
  console.error(`runs: ${RUNS} each; ratio ${(ts / up).toFixed(2)} (target: within 2×)`);
} finally {
  await browser.close();
}
