import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { withFirstScreen } from '../src/platform/webApp/firstScreen';
import { accountFixture, siteFixture } from './support/fixtures';
import { providerBrowser } from './support/providerBrowser';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { fakeWebDist, testApp } from './support/testApp';

// The server renders a page's first screen with the web build's render module (docs/adr/0019,
// step 2). Here a stand-in for that module (the real one is apps/web/src/server.tsx, tested there
// and end to end) lists the sites its fetch gets: what matters here is whose answers it gets.
const STAND_IN_RENDER = `
export async function renderFirstScreen({ url, config, fetch, device }) {
  if (url.startsWith('/broken')) throw new Error('render failed');
  if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 5000));
  if (!config.signedIn) return null;
  const redirect = new URL(url, 'http://page.invalid').searchParams.get('goTo');
  if (redirect) return { redirect };
  const answer = await fetch('/api/user/site/list', { headers: { accept: 'application/json' } });
  const sites = await answer.json();
  return {
    html: '<ul>' + sites.map((site) => '<li>' + site.buildingName + '</li>').join('') + '</ul>',
    rootAttribute: 'data-rendered',
    rootValue: device.uaMobile === '?1' || /Mobi/.test(device.userAgent ?? '') ? 'phone' : '',
    answersElement: '<script type="application/json" id="answers">' + answer.status + '</script>',
    preloadsId: 'wattwise-preloads',
  };
}
`;

const INDEX_HTML =
  '<!doctype html><html><head><title>WattWise</title>' +
  '<script type="module" crossorigin src="/assets/index.js"></script></head>' +
  '<body><div id="root">\n<main aria-busy="true"><p role="status">Loading…</p></main>\n</div></body></html>';

let databases: TestDatabases;
let built: BuiltApp;

beforeAll(async () => {
  databases = await createTestDatabases();
  const webDist = fakeWebDist();
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  const render = path.join(webDist, '..', 'dist-server');
  mkdirSync(render);
  writeFileSync(path.join(render, 'server.js'), STAND_IN_RENDER);
  built = await testApp(await databases.next(), { env: { WEB_DIST: webDist } });
  const owner = await accountFixture(built.database.db, 'first-owner@example.com');
  const other = await accountFixture(built.database.db, 'first-other@example.com');
  await siteFixture(built.database.db, owner, { name: 'Owner House' });
  await siteFixture(built.database.db, other, { name: 'Other House' });
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

/** A browser signed in as `email` through the web app's sign-in (the server-kept session). */
async function signedInBrowser(email: string) {
  const { request } = providerBrowser(built.app);
  let location = (await request('GET', '/auth/login?returnTo=%2F')).headers.location as string;
  for (let hop = 0; hop < 8 && !location.includes('/auth/callback'); hop++) {
    if (/\/interaction\/[^/?]+$/.test(location)) {
      await request('GET', location);
      const login = await request('POST', `${location}/login`, { email, password: 'password-123' });
      location = login.headers.location as string;
    } else {
      location = (await request('GET', location)).headers.location as string;
    }
  }
  expect((await request('GET', location)).statusCode).toBe(302);
  return request;
}

describe("a page's first screen, rendered by the server", () => {
  it("holds the signed-in user's own sites, fetched with the user's session, and never another's", async () => {
    const owner = await signedInBrowser('first-owner@example.com');
    const other = await signedInBrowser('first-other@example.com');

    const ownerPage = await owner('GET', '/');
    expect(ownerPage.statusCode).toBe(200);
    expect(ownerPage.body).toContain(
      '<div id="root" data-rendered><ul><li>Owner House</li></ul></div>',
    );
    expect(ownerPage.body).not.toContain('Other House');
    expect(ownerPage.headers['cache-control']).toBe('private, no-cache');

    const otherPage = await other('GET', '/');
    expect(otherPage.body).toContain('<li>Other House</li>');
    expect(otherPage.body).not.toContain('Owner House');
  });

  it("is rendered for a phone when the request's client hint or user agent says so, and varies with them", async () => {
    const owner = await signedInBrowser('first-owner@example.com');

    const hinted = await owner('GET', '/', undefined, { 'sec-ch-ua-mobile': '?1' });
    expect(hinted.body).toContain('<div id="root" data-rendered="phone">');
    const iPhone = await owner('GET', '/', undefined, {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1',
    });
    expect(iPhone.body).toContain('<div id="root" data-rendered="phone">');
    const desktop = await owner('GET', '/', undefined, { 'sec-ch-ua-mobile': '?0' });
    expect(desktop.body).toContain('<div id="root" data-rendered>');
    expect(desktop.headers.vary).toBe('Cookie, Sec-CH-UA-Mobile, User-Agent');
  });

  it('is not rendered for a visitor without a session', async () => {
    const { request } = providerBrowser(built.app);
    const page = await request('GET', '/');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('data-rendered');
    expect(page.body).toContain('Loading…');
  });

  it('leaves the page to the browser when the render fails or is slow', async () => {
    const owner = await signedInBrowser('first-owner@example.com');
    const broken = await owner('GET', '/broken');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('Loading…');
    expect(broken.body).not.toContain('data-rendered');

    const started = Date.now();
    const slow = await owner('GET', '/slow');
    expect(slow.statusCode).toBe(200);
    expect(slow.body).toContain('Loading…');
    expect(Date.now() - started).toBeLessThan(4_500);
  });
});

describe("a first screen's redirect", () => {
  it('sends the browser on with a 302 to a path of this site, never kept by a cache', async () => {
    const owner = await signedInBrowser('first-owner@example.com');
    const page = await owner(
      'GET',
      `/predict/s/diagnose?goTo=${encodeURIComponent('/predict/s/b/diagnose?x=1')}`,
    );
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/predict/s/b/diagnose?x=1');
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });

  it('never sends the browser to another site: the page is served as it is instead', async () => {
    const owner = await signedInBrowser('first-owner@example.com');
    for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'x/y']) {
      const page = await owner('GET', `/p?goTo=${encodeURIComponent(target)}`);
      expect(page.statusCode, target).toBe(200);
      expect(page.headers.location, target).toBeUndefined();
      expect(page.body, target).toContain('Loading…');
    }
  });
});

describe('withFirstScreen', () => {
  const screen = {
    html: '<h1>Your sites</h1>',
    rootAttribute: 'data-rendered',
    answersElement: '<script type="application/json" id="answers">[]</script>',
    preloadsId: 'wattwise-preloads',
  };
  const page =
    '<head><script type="module" crossorigin src="/assets/index.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="stylesheet" href="/s.css"></head>' +
    '<body><div id="root">\n<p>Loading…</p>\n</div></body>';

  it('puts the screen in #root, its answers after it, and lets the scripts wait for its paint', () => {
    expect(withFirstScreen(page, screen)).toBe(
      '<head><script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>' +
        '<link rel="stylesheet" href="/s.css"></head>' +
        '<body><div id="root" data-rendered><h1>Your sites</h1></div>' +
        '<script type="application/json" id="answers">[]</script>' +
        '<template id="wattwise-preloads"><link rel="modulepreload" crossorigin href="/assets/a.js"></template></body>',
    );
  });

  it("gives #root's attribute the render's value", () => {
    expect(withFirstScreen(page, { ...screen, rootValue: 'phone' })).toContain(
      '<div id="root" data-rendered="phone"><h1>Your sites</h1></div>',
    );
  });

  it('leaves the page as it is when the render names an attribute or id it could not be', () => {
    expect(withFirstScreen(page, { ...screen, rootAttribute: 'x onload=alert(1)' })).toBe(page);
    expect(withFirstScreen(page, { ...screen, rootValue: '"><script>' })).toBe(page);
    expect(withFirstScreen(page, { ...screen, preloadsId: '"><script>' })).toBe(page);
  });
});
