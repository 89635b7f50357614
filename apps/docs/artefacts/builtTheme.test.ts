import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lightColours } from '@wattwise/ui';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFolder, type StaticSite } from './staticServer';

/**
 * What ships looks like what was tested: the static Storybook (`npm run build -w @wattwise/docs`,
 * what designers review) and the production build of the web app (`apps/web/dist`) are served as
 * built and read in Chromium. Dev-mode story tests cannot see a theme that the production bundle
 * drops (issue 11: every built story showed Times New Roman with no colours).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const storybookStatic = path.resolve(here, '../storybook-static');
const webDist = path.resolve(here, '../../web/dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** '#0b6e4f' or '#fff' as Chromium computes it: 'rgb(11, 110, 79)'. */
function rgb(hex: string): string {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

interface ThemeReading {
  bodyFont: string;
  interLoaded: boolean;
  bodyBackground: string;
  rootColours: string[];
}

/** Reads the page as a user's browser renders it: body font, loaded faces, :root theme colours. */
async function readTheme(page: Page): Promise<ThemeReading> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const names = new Set<string>();
    for (const sheet of Array.from(document.styleSheets)) {
      let rules: CSSRuleList;
      try {
        rules = sheet.cssRules;
      } catch {
        continue;
      }
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule && rule.selectorText === ':root') {
          for (const name of Array.from(rule.style)) if (name.startsWith('--')) names.add(name);
        }
      }
    }
    // Each custom property of :root, resolved as a colour by an element that uses it.
    const probe = document.createElement('span');
    document.body.append(probe);
    const rootColours = [...names].map((name) => {
      probe.style.color = 'rgb(1, 2, 3)';
      probe.style.color = `var(${name})`;
      return getComputedStyle(probe).color;
    });
    probe.remove();
    return {
      bodyFont: getComputedStyle(document.body).fontFamily,
      interLoaded: Array.from(document.fonts).some(
        (face) => face.family.replace(/["']/g, '') === 'Inter' && face.status === 'loaded',
      ),
      bodyBackground: getComputedStyle(document.body).backgroundColor,
      rootColours,
    };
  });
}

function expectThemed(reading: ThemeReading) {
  expect(reading.bodyFont).toMatch(/^"?Inter"?,/);
  expect(reading.interLoaded).toBe(true);
  expect(reading.bodyBackground).toBe(rgb(lightColours.background));
  expect(reading.rootColours).toContain(rgb(lightColours.brand));
  expect(reading.rootColours).toContain(rgb(lightColours.text));
}

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('the static Storybook (storybook-static)', () => {
  let site: StaticSite;
  let page: Page;

  beforeAll(async () => {
    if (!existsSync(path.join(storybookStatic, 'iframe.html'))) {
      throw new Error('No storybook-static: run `npm run build -w @wattwise/docs` first.');
    }
    site = await serveFolder(storybookStatic, { spaFallback: false });
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  });

  afterAll(async () => {
    await page?.close();
    await site?.close();
  });

  async function openStory(id: string) {
    await page.goto(`${site.origin}/iframe.html?id=${id}&viewMode=story`);
    await page.locator('#storybook-root > *').first().waitFor();
  }

  it('a badge story renders in Inter with the theme on :root and on the badge', async () => {
    await openStory('primitives-badge--free-trial');
    expectThemed(await readTheme(page));
    const badge = page.locator('#storybook-root').getByText('Free Trial');
    await expect
      .poll(() => badge.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe(rgb(lightColours.brandSoft));
    expect(await badge.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Inter"?,/);
  });

  it('a site card story has the theme surface and border', async () => {
    await openStory('product-sitecard--paid');
    expectThemed(await readTheme(page));
    const card = page.locator('#storybook-root article').first();
    expect(await card.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      rgb(lightColours.surface),
    );
    expect(await card.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe(
      rgb(lightColours.border),
    );
  });

  it("a viewer3d story (another package) takes ui's theme: the chosen mode is brand", async () => {
    await openStory('viewer3d-viewermodetoggle--photo-unavailable');
    expectThemed(await readTheme(page));
    const chosen = page.locator('#storybook-root label:has(input:checked)').first();
    expect(await chosen.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      rgb(lightColours.brand),
    );
  });
});

describe('the production build of the web app (apps/web/dist)', () => {
  let site: StaticSite;
  let page: Page;

  beforeAll(async () => {
    if (!existsSync(path.join(webDist, 'index.html'))) {
      throw new Error('No apps/web/dist: run `npm run build -w @wattwise/web` first.');
    }
    site = await serveFolder(webDist, { spaFallback: true });
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  });

  afterAll(async () => {
    await page?.close();
    await site?.close();
  });

  it.each([
    ['the not-found page', '/no-such-page', /not found/i],
    ['the energy saving map (signed out)', '/predict/energysavingmap', /energy saving map/i],
  ])('%s renders in Inter with the theme', async (_name, route, text) => {
    await page.goto(`${site.origin}${route}`);
    await page.getByText(text).first().waitFor();
    expectThemed(await readTheme(page));
  });

  it('links the tab icon, a bolt on the brand colour of the tokens', async () => {
    await page.goto(`${site.origin}/no-such-page`);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    const icon = await fetch(`${site.origin}${href}`);
    expect(icon.status).toBe(200);
    expect(await icon.text()).toContain(`fill="${lightColours.brand}"`);
  });
});
