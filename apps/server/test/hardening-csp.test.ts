import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app';
import { DEMO_ACCOUNT_EMAIL, demoAccountSites } from '../src/seed/seedSites';
import { serverPackageDir } from '../src/config';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testConfig } from './support/testApp';

/**
 * The Content-Security-Policy in a real browser: Debian's Chromium loads
 * the built web app, the identity pages, a page running maplibre-gl (module workers) and one
 * running the Cesium globe (workers, WebAssembly, data: images), all served by the server with its
 * real headers, and reports every `securitypolicyviolation` and CSP console error.
 * Needs `npm run build` (apps/web/dist) and /usr/bin/chromium, as CI has.
 */
const repo = path.resolve(serverPackageDir, '../..');
const webBuild = path.join(repo, 'apps/web/dist');
const port = 20000 + Math.floor(Math.random() * 20000);
const origin = `http://localhost:${port}`;
/** The demo account's paid site, Shropshire House. */
const SHROPSHIRE_HOUSE = demoAccountSites[0]!.id;

/** The built web app plus two pages that load maplibre-gl and Cesium the way the packages do. */
function webDistWithMapPages(): string {
  if (!existsSync(path.join(webBuild, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wattwise-csp-'));
  cpSync(webBuild, dir, { recursive: true });
  symlinkSync(path.join(repo, 'node_modules/maplibre-gl/dist'), path.join(dir, 'maplibre'));
  // The web build ships Cesium's static files under /cesium (apps/web/scripts/copyCesium.mjs);
  // only a build made without that step needs them linked from the package.
  if (!existsSync(path.join(dir, 'cesium'))) {
    symlinkSync(path.join(repo, 'node_modules/cesium/Build/Cesium'), path.join(dir, 'cesium'));
  }
  mkdirSync(path.join(dir, 'csp'));
  const page = (title: string, head: string, body: string) =>
    `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${body}</body></html>`;
  writeFileSync(
    path.join(dir, 'csp', 'map.html'),
    page(
      'map',
      '<link rel="stylesheet" href="/maplibre/maplibre-gl.css"><script type="module" src="/csp/map.js"></script>',
      '<div id="map" style="width:400px;height:300px"></div>',
    ),
  );
  writeFileSync(
    path.join(dir, 'csp', 'map.js'),
    `import * as maplibre from '/maplibre/maplibre-gl.mjs';
maplibre.setWorkerUrl('/maplibre/maplibre-gl-worker.mjs');
const points = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [-0.13, 51.52] } }] };
const map = new maplibre.Map({
  container: 'map',
  center: [-0.13, 51.52],
  zoom: 12,
  style: {
    version: 8,
    sources: { sites: { type: 'geojson', data: points } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#e8eef2' } },
      { id: 'sites', type: 'circle', source: 'sites', paint: { 'circle-radius': 8, 'circle-color': '#0b6b3a' } },
    ],
  },
});
map.on('idle', () => {
  if (map.querySourceFeatures('sites').length > 0) document.body.dataset.ready = 'yes';
});
`,
  );
  writeFileSync(
    path.join(dir, 'csp', 'globe.html'),
    page(
      'globe',
      '<link rel="stylesheet" href="/cesium/Widgets/widgets.css"><script src="/csp/cesium-base.js"></script><script type="module" src="/csp/globe.js"></script>',
      '<div id="globe" style="width:400px;height:300px"></div>',
    ),
  );
  writeFileSync(path.join(dir, 'csp', 'cesium-base.js'), "window.CESIUM_BASE_URL = '/cesium/';\n");
  return dir;
}

/** The globe as viewer3d's GlobeScene builds it (CesiumWidget from 'cesium'), bundled like the app. */
async function bundleGlobe(dir: string) {
  const entry = path.join(dir, 'csp', 'globe-entry.js');
  writeFileSync(
    entry,
    `import { CesiumWidget, EllipsoidTerrainProvider, ImageryLayer, Ion, TileMapServiceImageryProvider, buildModuleUrl } from 'cesium';
Ion.defaultAccessToken = '';
const widget = new CesiumWidget('globe', {
  baseLayer: ImageryLayer.fromProviderAsync(
    TileMapServiceImageryProvider.fromUrl(buildModuleUrl('Assets/Textures/NaturalEarthII')),
  ),
  terrainProvider: new EllipsoidTerrainProvider(),
});
let frames = 0;
widget.scene.postRender.addEventListener(() => {
  frames += 1;
  if (frames > 20 && widget.scene.globe.tilesLoaded) document.body.dataset.ready = 'yes';
});
`,
  );
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    minify: true,
    outfile: path.join(dir, 'csp', 'globe.js'),
    nodePaths: [path.join(repo, 'node_modules')],
    logLevel: 'error',
  });
}

let databases: TestDatabases;
let built: BuiltApp;
let browser: Browser;

beforeAll(async () => {
  databases = await createTestDatabases();
  const webDist = webDistWithMapPages();
  await bundleGlobe(webDist);
  built = await buildApp(
    testConfig({ PORT: String(port), PUBLIC_URL: origin, WEB_DIST: webDist }),
    { database: await databases.next(), seed: true, logger: false },
  );
  await built.app.listen({ port, host: '127.0.0.1' });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await built?.app.close();
  await databases?.dispose();
});

/** A page that records CSP violations and CSP console errors. */
async function watchedPage(): Promise<{ page: Page; violations: string[]; logs: string[] }> {
  const page = await browser.newPage();
  const violations: string[] = [];
  const logs: string[] = [];
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation(event.violatedDirective + ' blocked ' + event.blockedURI +
        ' (' + event.sourceFile + ':' + event.lineNumber + ')');
    });`,
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return { page, violations, logs };
}

describe('the Content-Security-Policy in Chromium', () => {
  it('lets home, the sign-in page and the signed-in home run without a violation', async () => {
    const { page, violations } = await watchedPage();
    await page.goto(`${origin}/`);
    // Home needs a signed-in user: the app sends the browser to the provider's sign-in page.
    await page.getByRole('heading', { name: 'Sign in to WattWise' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Email').fill(DEMO_ACCOUNT_EMAIL);
    await page.getByLabel('Password').fill('wattwise-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Signed in, home lists the demo account's sites (its first seeded site is Shropshire House).
    await page.getByText('Shropshire House').first().waitFor({ timeout: 30_000 });
    await page.reload();
    await page.getByText('Shropshire House').first().waitFor({ timeout: 30_000 });
    await page.goto(`${origin}/account/signup`);
    await page.getByRole('heading', { name: 'Create your WattWise account' }).waitFor();
    expect(violations).toEqual([]);
    await page.close();
  }, 120_000);

  it('lets a diagnose page, the registration wizard and the energy map run without a violation', async () => {
    const { page, violations, logs } = await watchedPage();
    const fail = (error: Error) => {
      throw new Error(`${error.message}\n${logs.join('\n')}\n${violations.join('\n')}`);
    };
    // The public energy map, without an account: maplibre-gl draws its canvas once pointed at.
    await page.goto(`${origin}/predict/energysavingmap`);
    await page
      .getByText(
        'Please enter an address or postcode ... below to start your energy saving journey!',
      )
      .waitFor({ timeout: 60_000 })
      .catch(fail);
    // MapLibre starts at the visitor's first action on the map (docs/adr/0026).
    await page
      .getByRole('region', { name: 'Buildings coloured by energy performance' })
      .hover()
      .catch(fail);
    await page.waitForSelector('canvas.maplibregl-canvas', { timeout: 60_000 }).catch(fail);
    // Signed in: the diagnose page of the demo account's paid site (Shropshire House)...
    await page.goto(`${origin}/`);
    await page.getByLabel('Email').fill(DEMO_ACCOUNT_EMAIL);
    await page.getByLabel('Password').fill('wattwise-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Shropshire House').first().waitFor({ timeout: 30_000 });
    await page.goto(`${origin}/predict/${SHROPSHIRE_HOUSE}`);
    await page
      .getByText(/^EPC Band [A-G]\+?$/)
      .waitFor({ timeout: 60_000 })
      .catch(fail);
    // ...and the first step of the registration wizard (the demo's: the demo account already
    // holds its free site, so /predict/register says the free-tier limit before any step).
    await page.goto(`${origin}/predict/demo`);
    await page.getByText('Step 1 / 5').waitFor({ timeout: 60_000 }).catch(fail);
    expect(violations).toEqual([]);
    await page.close();
  }, 240_000);

  it('lets maplibre-gl draw with its workers', async () => {
    const { page, violations } = await watchedPage();
    await page.goto(`${origin}/csp/map.html`);
    await page.waitForSelector('body[data-ready="yes"]', { timeout: 60_000 });
    expect(violations).toEqual([]);
    await page.close();
  }, 120_000);

  it('lets the Cesium globe render with its workers and imagery', async () => {
    const { page, violations, logs } = await watchedPage();
    await page.goto(`${origin}/csp/globe.html`);
    await page
      .waitForSelector('body[data-ready="yes"]', { timeout: 90_000 })
      .catch((error: Error) => {
        throw new Error(`${error.message}\n${logs.join('\n')}\n${violations.join('\n')}`);
      });
    expect(violations).toEqual([]);
    await page.close();
  }, 150_000);
});
