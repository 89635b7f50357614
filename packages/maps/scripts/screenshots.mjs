// Screenshots of each map component at 1440 px and 390 px wide, from its stories (real
// OpenStreetMap buildings and sites), in Debian's headless Chromium.
// Usage: npm run screenshots -w @wattwise/maps [-- outDir [Component/Story]]
// Default: docs/screenshots/maps/<Component>-<width>.png at the repository root, one story each.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

/** The story that shows each component's states best (pins and card; outline; panel and legend). */
const componentStories = [
  ['SiteMap', 'SelectedSite'],
  ['OutlinePicker', 'Selected'],
  ['EnergySavingMap', 'BuildingWithCertificate'],
];
const [outArg, storyArg] = process.argv.slice(2);
const shots = storyArg ? [storyArg.split('/')] : componentStories;
const outDir = outArg ?? fileURLToPath(new URL('../../../docs/screenshots/maps/', import.meta.url));
mkdirSync(outDir, { recursive: true });
const root = fileURLToPath(new URL('.', import.meta.url));
const server = await createServer({
  root,
  logLevel: 'error',
  configFile: false,
  plugins: [vanillaExtractPlugin(), react()],
  server: {
    port: 5198,
    strictPort: false,
    fs: { allow: [fileURLToPath(new URL('../../..', import.meta.url))] },
  },
});
await server.listen();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
try {
  for (const width of [1440, 390]) {
    for (const [component, story] of shots) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      page.on('pageerror', (error) => {
        console.error(error);
        process.exitCode = 1;
      });
      await page.goto(`${server.resolvedUrls.local[0]}shots.html?story=${component}/${story}`);
      await page.waitForSelector('.maplibregl-canvas', { timeout: 60_000 });
      // software WebGL: give the buildings and markers time to draw
      await page.waitForTimeout(3000);
      const name = storyArg ? `${component}-${story}` : component;
      const file = `${outDir}/${name}-${width}.png`.replace('//', '/');
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
