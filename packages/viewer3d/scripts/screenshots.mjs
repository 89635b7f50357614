// Screenshots of each component of this package at 1440 px and 390 px wide, from its stories,
// with Debian's Chromium: <outDir>/<Component>-1440.png and -390.png.
// Usage: node scripts/screenshots.mjs [outDir] [Component]
//   (default outDir: docs/screenshots/viewer3d at the repository root)
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import sirv from 'sirv';
import { createServer } from 'vite';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

/** The story that shows each component as the spec describes it. */
const componentStories = {
  ModelViewer: 'ModelViewer/ColouredByEnergyUsage',
  GlobeViewer: 'GlobeViewer/JuddStreet',
  FragmentsViewer: 'FragmentsViewer/Loaded',
  PhotoViewer: 'PhotoViewer/FacingTheBoiler',
  ViewerModeToggle: 'ViewerModeToggle/SwitchModes',
};
const components = process.argv[3] ? [process.argv[3]] : Object.keys(componentStories);
const outDir =
  process.argv[2] ?? fileURLToPath(new URL('../../../docs/screenshots/viewer3d', import.meta.url));
mkdirSync(outDir, { recursive: true });
const root = fileURLToPath(new URL('.', import.meta.url));
const server = await createServer({
  root,
  logLevel: 'error',
  configFile: false,
  plugins: [
    vanillaExtractPlugin(),
    react(),
    {
      // Cesium's static files where the globe stories look for them (storyHelpers/cesiumBaseUrl)
      name: 'cesium-static-files',
      configureServer(devServer) {
        devServer.middlewares.use(
          '/cesium',
          sirv(
            fileURLToPath(new URL('../../../node_modules/cesium/Build/Cesium', import.meta.url)),
            {
              dev: true,
            },
          ),
        );
      },
    },
  ],
  assetsInclude: ['**/*.glb'],
  server: {
    port: 5197,
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
    for (const component of components) {
      const story = componentStories[component];
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${server.resolvedUrls.local[0]}shots.html?story=${story}`);
      // the fragments model loads its library and worker first: wait for it, then for its tiles
      await page.waitForSelector(
        component === 'FragmentsViewer' ? '[data-load-state="loaded"]' : 'canvas, fieldset',
        { timeout: 90_000 },
      );
      await page.waitForTimeout(component === 'GlobeViewer' ? 12_000 : 4000);
      const file = `${outDir}/${component}-${width}.png`;
      await page.locator('#root').screenshot({ path: file });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
