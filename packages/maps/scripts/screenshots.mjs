// Screenshots of each map story at 1440 px and 390 px wide, with Debian's Chromium.
// Usage: node scripts/screenshots.mjs [outDir] (default /tmp/wattwise-maps-shots)
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';

const stories = process.argv[3]
  ? [process.argv[3]]
  : [
      'SiteMap/UnitedKingdom',
      'SiteMap/SelectedSite',
      'OutlinePicker/Selected',
      'EnergySavingMap/ByEpcBand',
      'EnergySavingMap/ByPerformance',
      'EnergySavingMap/BuildingWithCertificate',
      'EnergySavingMap/BuildingWithoutCertificate',
      'EnergySavingMap/UnitedKingdom',
    ];
const outDir = process.argv[2] ?? '/tmp/wattwise-maps-shots';
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
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
});
try {
  for (const width of [1440, 390]) {
    for (const story of stories) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${server.resolvedUrls.local[0]}shots.html?story=${story}`);
      await page.waitForSelector('.maplibregl-canvas', { timeout: 60_000 });
      await page.waitForTimeout(3000);
      const file = `${outDir}/${story.replace('/', '-')}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
