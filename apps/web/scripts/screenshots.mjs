// Screenshots of home and the site shell at 1440, 1024 and 390 px for a person to look at
// (not compared), against a running server: BASE_URL=http://localhost:PORT node scripts/screenshots.mjs [outDir]
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const baseUrl = process.env.BASE_URL;
if (!baseUrl) throw new Error('Set BASE_URL to the running server, e.g. http://localhost:4321');
const outDir = process.argv[2] ?? 'test-results/screenshots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
const shot = async (name) => {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${outDir}/${name}.png`, fullPage: false });
  console.log(`${outDir}/${name}.png`);
};

await page.goto(`${baseUrl}/`);
await page.getByLabel('Email').fill(process.env.DEMO_EMAIL ?? 'demo@wattwise.local');
await page.getByLabel('Password').fill(process.env.DEMO_PASSWORD ?? 'wattwise-demo');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('list', { name: 'Your sites' }).waitFor();
for (const width of [1440, 1024, 390]) {
  await page.setViewportSize({ width, height: 900 });
  await shot(`home-${width}`);
}
await page.setViewportSize({ width: 1440, height: 900 });
await page.getByText('Show on map').click();
await page.waitForTimeout(2500);
await shot('home-map-1440');
await page.getByText('Show on map').click();

await page.getByRole('button', { name: 'Fitzroy Street offices' }).first().click();
await page.getByRole('navigation', { name: 'Sections' }).first().waitFor();
await page.waitForTimeout(1000);
for (const width of [1440, 1024, 390]) {
  await page.setViewportSize({ width, height: 900 });
  await shot(`shell-${width}`);
}
await page.getByRole('button', { name: 'Open menu' }).click();
await shot('shell-menu-390');
await page.keyboard.press('Escape');
await page.setViewportSize({ width: 1440, height: 900 });
await page.getByRole('button', { name: 'Account menu' }).click();
await shot('shell-profile-menu-1440');
await page.keyboard.press('Escape');
await page.goto(`${baseUrl}/no/such/place`);
await shot('not-found-1440');
await page.goto(`${baseUrl}/methodology`);
await shot('methodology-1440');
await browser.close();
