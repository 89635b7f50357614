// Maps benchmark: the same scripted pan and zoom over the empty offline base map and over the
// 3,039 coloured Bloomsbury buildings, in headless Chromium (software WebGL, SwiftShader).
// Prints `fps_empty: N` and `fps: N`; the target is fps >= 2/3 of fps_empty (issue 5).
// Usage: npm run bench -w @wattwise/maps   (CHROMIUM_PATH overrides /usr/bin/chromium)
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const DURATION_MS = 8000;
const ROUNDS = 2;
const root = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const server = await createServer({
  root,
  logLevel: 'error',
  configFile: false,
  plugins: [vanillaExtractPlugin(), react()],
  server: { port: 5199, strictPort: false, fs: { allow: [repoRoot] } },
  optimizeDeps: {
    include: [
      'react',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'maplibre-gl',
      'react-map-gl/maplibre',
    ],
  },
});
await server.listen();
const url = server.resolvedUrls.local[0];

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});

async function measure(mode) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${url}?mode=${mode}`);
  await page.waitForFunction(() => window.benchReady === true, null, { timeout: 60_000 });
  const { frames, seconds } = await page.evaluate(
    (duration) => window.flyScript(duration),
    DURATION_MS,
  );
  await page.close();
  if (errors.length > 0) throw new Error(`${mode}: ${errors.join('; ')}`);
  return frames / seconds;
}

try {
  // warm-up round so both modes start with compiled shaders and a warm module cache
  await measure('empty');
  const results = { empty: [], buildings: [] };
  for (let round = 0; round < ROUNDS; round++) {
    results.empty.push(await measure('empty'));
    results.buildings.push(await measure('buildings'));
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const fpsEmpty = mean(results.empty);
  const fps = mean(results.buildings);
  console.log(`fps_empty: ${fpsEmpty.toFixed(1)}`);
  console.log(`fps: ${fps.toFixed(1)}`);
  console.log(`ratio: ${(fps / fpsEmpty).toFixed(2)} (target >= 0.67)`);
} finally {
  await browser.close();
  await server.close();
}
