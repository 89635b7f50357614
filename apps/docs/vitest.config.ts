import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const uiSource = path.join(repoRoot, 'packages/ui/src/index.ts');

/**
 * Every story of packages/{ui,charts,maps,viewer3d} runs as a test in headless Chromium:
 * render, play function, axe (a11y.test = 'error'), then a screenshot compared with the
 * committed baseline in apps/docs/visual-baselines (see vitest.setup.ts and README.md).
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(here, '.storybook') })],
  // The same alias as .storybook/main.ts, here too because vanilla-extract's compiler reads this
  // file, not Storybook's viteFinal: without it, a .css.ts of charts/maps/viewer3d that imports
  // @wattwise/ui gets ui's dist variable names, which the :root theme (from ui's source) does not
  // define, and the stories render without the theme's colours.
  resolve: { alias: [{ find: /^@wattwise\/ui$/, replacement: uiSource }] },
  // Baselines live in apps/docs; stories live in packages/*: both are served and written.
  // No error overlay: a transient transform error must fail the story, not land in a baseline.
  server: { fs: { allow: [repoRoot] }, hmr: { overlay: false } },
  // Pre-bundled up front: a mid-run re-optimisation reloads the page and loses the test suite.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-aria-components',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@vanilla-extract/css/fileScope',
      // What the stories of charts, maps and viewer3d import: found only when their files run, they
      // were bundled mid-run on a fresh clone, and the reload that follows failed every later file
      // ('failed to find the runner' in vitest.setup.ts).
      '@internationalized/date',
      '@visx/axis',
      '@visx/event',
      '@visx/group',
      'd3-scale',
      'maplibre-gl',
      'react-map-gl/maplibre',
      'three',
      '@react-three/fiber',
      '@react-three/drei',
      '@thatopen/fragments',
      'cesium',
    ],
  },
  test: {
    name: 'storybook',
    // Tests on built artefacts run in Node by vitest.artefacts.config.ts, not in the browser.
    exclude: ['artefacts/**', 'node_modules/**'],
    setupFiles: ['./vitest.setup.ts'],
    // Story files share one iframe: Storybook's preview loads once, not once per file (the run
    // takes about half the time; ADR 0013). Each story still renders on its own canvas.
    isolate: false,
    // On CI's two busy cores a story's screenshot or render has run past its time now and then
    // (2 of 419 in the run of 2026-11-28, each passing alone): one more try there, as end-to-end
    // has. A story that fails twice fails the run.
    retry: process.env.CI ? 1 : 0,
    // A ceiling, not a speed target: the side viewer's story loads Cesium, a model and a photo in
    // turn (about 40 s alone on this machine), and CI runs other packages' tests beside it.
    testTimeout: 120_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumArgs,
        },
      }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
      // Writing baselines needs file writes; the API stays on localhost (Storybook's plugin turns
      // writes off unless they are asked for here).
      api: { host: '127.0.0.1', allowWrite: true },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Small tolerance: anti-aliasing noise passes, a changed colour or moved element fails.
          comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
          resolveScreenshotPath: ({ testFileDirectory, testFileName, testName, ext }) =>
            path.join(
              here,
              'visual-baselines',
              path
                .relative(repoRoot, path.resolve(repoRoot, testFileDirectory))
                .replace(/^(\.\.\/)+/, ''),
              testFileName,
              `${testName}${ext}`,
            ),
          resolveDiffPath: ({ testFileDirectory, testFileName, testName, ext }) =>
            path.join(
              here,
              '.vitest-attachments',
              testFileDirectory.replace(/^(\.\.\/)+/, ''),
              testFileName,
              `${testName}${ext}`,
            ),
        },
      },
    },
  },
});
