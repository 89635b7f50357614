// Screenshots of every registration step at 1440, 1024 and 390 px, for a person to look at.
// Runs the real server (apps/server/dist) on a free port with a fresh data directory and the
// built app. Calls the server does not serve yet (501) are answered by a labelled test double:
// outlines from the bundled OpenStreetMap extract of packages/maps (© OpenStreetMap
// contributors, ODbL), one geocoding result, empty EPC look-up, two space types.
// Usage: node apps/web/scripts/registrationScreenshots.mjs OUT_DIR
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(process.argv[2] ?? join(here, '../test-results/registration-shots'));
mkdirSync(out, { recursive: true });
const buildings = JSON.parse(
  readFileSync(join(here, '../../../packages/maps/src/data/bloomsburyBuildings.json'), 'utf8'),
);

const port = await new Promise((done) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = probe.address();
    probe.close(() => done(p));
  });
});
const base = `http://localhost:${port}`;
const server = spawn(process.execPath, [join(here, '../../server/dist/main.js')], {
  cwd: join(here, '../../server'),
  env: {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'wattwise-shots-')),
    WEB_DIST: join(here, '../dist'),
    DATABASE_URL: '',
  },
  stdio: 'ignore',
});
try {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${base}/api/openapi.json`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  for (const width of [1440, 1024, 390]) {
    const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
    await page.route('**/api/**', async (route) => {
      const url = new URL(route.request().url());
      const upstream = await route.fetch();
      if (upstream.status() !== 501) return route.fulfill({ response: upstream });
      const json = (body) => route.fulfill({ json: body });
      if (url.pathname === '/api/outlines') {
        const [a, b, c, d] = url.searchParams.get('bbox').split(',').map(Number);
        const inBox = (f) => {
          const [x, y] = f.geometry.coordinates[0][0].length
            ? f.geometry.coordinates[0][0]
            : [0, 0];
          return x >= a && x <= c && y >= b && y <= d;
        };
        return json({ type: 'FeatureCollection', features: buildings.features.filter(inBox) });
      }
      if (url.pathname === '/api/geocoding/search')
        return json([
          {
            name: 'Conway Hall',
            full_address: 'Conway Hall, 25 Red Lion Square, London WC1R 4RL',
            centre: [-0.1189, 51.5198],
            elevation: 24,
          },
        ]);
      if (url.pathname.endsWith('/checkaddress')) return json({ addresses: [], epcAddresses: [] });
      if (url.pathname.endsWith('/get-spaces'))
        return json({ OFFICE: 'Office', KITCHEN: 'Kitchen' });
      if (url.pathname.endsWith('/electralink/addressSearch'))
        return json([
          {
            address: 'Conway Hall, 25 Red Lion Square, London WC1R 4RL',
            partialMpan: '12 *** *** 3456',
            encryptedMpan: '1200012345678',
            confidenceScore: 0.92,
            sandbox: true,
          },
        ]);
      if (url.pathname.endsWith('/electralink/meterCheck'))
        return json({ validMeter: true, mpan: '1200012345678', sandbox: true });
      if (url.pathname.endsWith('/get-suppliers'))
        return json([{ id: 'octopus', name: 'Octopus Energy' }]);
      return route.fulfill({ response: upstream });
    });
    const shot = async (name) => {
      await page.waitForTimeout(600);
      await page.screenshot({ path: join(out, `${width}-${name}.png`), fullPage: true });
    };
    const nextStep = (name = 'Next Step') => page.getByRole('button', { name }).click();
    await page.goto(`${base}/predict/demo`);
    await page.getByRole('heading', { name: 'Where is your building?' }).waitFor();
    await shot('1-address-empty');
    await nextStep();
    await shot('1-address-toast');
    await page.getByRole('combobox', { name: 'Search for your address' }).fill('Conway');
    await page.getByRole('option', { name: /Conway Hall/ }).click();
    if (width < 1210) {
      await nextStep();
    }
    await page.getByRole('navigation', { name: 'Nearby building outlines' }).waitFor();
    await page
      .getByRole('button', { name: /Conway Hall/ })
      .first()
      .click();
    await shot(width < 1210 ? '1b-map-select' : '1-address-picked');
    await nextStep();
    if (width < 1210) {
      await shot('1-address-after-map');
      await nextStep();
    }
    await page.getByRole('heading', { name: 'Your energy costs' }).waitFor();
    for (const field of await page.getByLabel('Value', { exact: true }).all())
      await field.fill('120000');
    await shot('2-energy-costs');
    await nextStep();
    await page.getByRole('heading', { name: 'Energy Performance Certificate' }).waitFor();
    await page.getByRole('radio', { name: 'D', exact: true }).check({ force: true });
    await shot('3-epc');
    await nextStep();
    await page.getByRole('heading', { name: 'About your building' }).waitFor();
    await shot('4-simple-finalise');
    await page.getByRole('button', { name: /Building type/ }).click();
    await page.getByRole('option').first().click();
    await nextStep();
    await page.getByRole('heading', { name: 'Almost done' }).waitFor();
    await nextStep();
    await shot('5-validation-toast');

    // The smart-meter path of a signed-in user: meter-check, questions, room breakdown.
    await page.goto(`${base}/`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    const stamp = `${Date.now().toString(36)}${width}`;
    await page.getByLabel('Name').fill('Screenshot Taker');
    await page.getByLabel('Email').fill(`shots.${stamp}@example.org`);
    await page.getByLabel('Password').fill(`pw-${stamp}-Energy!`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(`shots.${stamp}@example.org`).waitFor();
    await page.goto(`${base}/predict/register`);
    await page.getByRole('combobox', { name: 'Search for your address' }).fill('Conway');
    await page.getByRole('option', { name: /Conway Hall/ }).click();
    if (width < 1210) await nextStep();
    await page
      .getByRole('button', { name: /Conway Hall/ })
      .first()
      .click();
    await nextStep();
    if (width < 1210) await nextStep();
    await page.getByText('Connect to smart meter').click();
    await page.getByRole('heading', { name: 'Connect your smart meter' }).waitFor();
    await shot('s2-meter-check');
    await page.getByRole('button', { name: /Electricity supplier/ }).click();
    await page.getByRole('option', { name: 'Octopus Energy' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('radiogroup', { name: 'Choose your meter address' })
      .getByRole('radio')
      .first()
      .check({ force: true });
    await shot('s2-meter-mpan-question');
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('checkbox', { name: /I consent/ }).check({ force: true });
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByText('Your smart meter is connected.').waitFor();
    await shot('s2-meter-connected');
    await nextStep();
    await page.getByRole('heading', { name: 'Your energy costs' }).waitFor();
    await shot('s3-energy-costs-smart-meter');
    await nextStep();
    await page.getByRole('radio', { name: 'D', exact: true }).check({ force: true });
    await nextStep();
    await page.getByRole('heading', { name: 'About your building' }).waitFor();
    await page.getByLabel('Number of floors').fill('2');
    await shot('s5-questions');
    await page.getByRole('button', { name: /Heating fuel/ }).click();
    await page.getByRole('option', { name: 'Natural gas' }).click();
    await nextStep();
    await page.getByRole('heading', { name: 'Room breakdown' }).waitFor();
    await page.getByRole('button', { name: /Building category/ }).click();
    await page.getByRole('option').first().click();
    await page.waitForTimeout(800);
    await shot('s6-room-breakdown');
    await nextStep('Finish');
    await shot('s6-room-breakdown-toast');
    await page.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
console.log(`screenshots in ${out}`);
