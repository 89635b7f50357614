import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import {
  browserSessionStore,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
} from '../src/platform/identity/browserSessions';
import { safeReturnTo } from '../src/platform/identity/sessionRoutes';
import { providerBrowser } from './support/providerBrowser';
import { accountFixture, siteFixture } from './support/fixtures';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { fakeWebDist, testApp, TEST_URL } from './support/testApp';

// The web app's sign-in is kept by the server (docs/adr/0019): these tests drive it as a browser
// does, through the embedded provider's real pages, and then call the API with the cookie alone.

let databases: TestDatabases;
let built: BuiltApp;
let ownSite: string;
let otherSite: string;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), { env: { WEB_DIST: fakeWebDist() } });
  const owner = await accountFixture(built.database.db, 'session-owner@example.com');
  const other = await accountFixture(built.database.db, 'session-other@example.com');
  ownSite = await siteFixture(built.database.db, owner, { name: 'Session House' });
  otherSite = await siteFixture(built.database.db, other, { name: 'Other House' });
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

/** A browser (test/support/providerBrowser.ts) that also signs in through the web app's routes. */
function browser() {
  const { jar, request } = providerBrowser(built.app);

  /**
   * Signs in through /auth/login, filling the provider's form when it shows one (a browser whose
   * provider session lives goes straight back); answers the callback's response.
   */
  async function signIn(returnTo: string, email = 'session-owner@example.com') {
    const start = await request('GET', `/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
    expect(start.statusCode).toBe(302);
    let location = start.headers.location as string;
    for (let hop = 0; hop < 8 && !location.includes('/auth/callback'); hop++) {
      if (/\/interaction\/[^/?]+$/.test(location)) {
        await request('GET', location);
        const login = await request('POST', `${location}/login`, {
          email,
          password: 'password-123',
        });
        location = login.headers.location as string;
      } else {
        location = (await request('GET', location)).headers.location as string;
      }
    }
    return request('GET', location);
  }

  return { jar, request, signIn };
}

const sessionHeader = { 'x-wattwise-request': '1' };
const signedInFlag = (html: string) => /"signedIn":(true|false)/.exec(html)?.[1];

describe('the server-kept session', () => {
  it('signs a user in through the provider and comes back to the page asked for, with only an HttpOnly cookie', async () => {
    const user = browser();
    const start = await user.request(
      'GET',
      '/auth/login?returnTo=%2Fsites%3Fview%3Dlist&screen_hint=signup',
    );
    const authorize = new URL(start.headers.location as string);
    expect(authorize.pathname).toBe('/authorize');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${TEST_URL}/auth/callback`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('screen_hint')).toBe('signup');

    const callback = await user.signIn('/sites?view=list');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/sites?view=list');
    const cookies = [callback.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(
      /wattwise_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/,
    );
    // No token reaches the browser: not in a cookie, not in the address.
    expect(cookies).not.toMatch(/eyJ/);
    expect(callback.headers.location).not.toMatch(/code=|token/);

    const page = await user.request('GET', '/sites');
    expect(signedInFlag(page.body)).toBe('true');
    expect((await user.request('GET', '/auth/session')).json()).toEqual({ signedIn: true });
    expect((await browser().request('GET', '/auth/session')).json()).toEqual({ signedIn: false });
    expect(page.headers.vary).toMatch(/Cookie/);
    expect(page.headers['cache-control']).toMatch(/private/);
    expect(signedInFlag((await browser().request('GET', '/sites')).body)).toBe('false');
  });

  it('answers the API with the cookie alone, and only the user’s own sites', async () => {
    const user = browser();
    await user.signIn('/');
    const list = await user.request('GET', '/api/user/site/list');
    expect(list.statusCode).toBe(200);
    const ids = (list.json() as { siteId: string }[]).map((site) => site.siteId);
    expect(ids).toContain(ownSite);
    expect(ids).not.toContain(otherSite);
    // Another user's site is hidden (404) and cannot be deleted.
    const hidden = await user.request(
      'DELETE',
      `/api/user/site/delete/${otherSite}`,
      undefined,
      sessionHeader,
    );
    expect(hidden.statusCode).toBe(404);
  });

  it('refuses a change that carries the cookie without the app’s header (cross-site request forgery)', async () => {
    const user = browser();
    await user.signIn('/');
    const forged = await user.request('DELETE', `/api/user/site/delete/${ownSite}`);
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ message: expect.stringMatching(/x-wattwise-request/) });
    const list = await user.request('GET', '/api/user/site/list');
    expect((list.json() as { siteId: string }[]).map((site) => site.siteId)).toContain(ownSite);
  });

  it('signs out: the session ends at once, and the provider’s sign-out page comes next', async () => {
    const user = browser();
    await user.signIn('/');
    const kept = user.jar.header();
    expect((await user.request('POST', '/auth/logout')).statusCode).toBe(403);
    const out = await user.request(
      'POST',
      `/auth/logout?returnTo=${encodeURIComponent(`${TEST_URL}/`)}`,
      undefined,
      sessionHeader,
    );
    expect(out.statusCode).toBe(200);
    const next = new URL((out.json() as { next: string }).next);
    expect(next.pathname).toBe('/v2/logout');
    expect(next.searchParams.get('returnTo')).toBe(`${TEST_URL}/`);
    expect(user.jar.names()).not.toContain('wattwise_session');

    // The old cookie, replayed, is refused.
    const replayed = await built.app.inject({
      method: 'GET',
      url: '/api/user/site/list',
      headers: { cookie: kept },
    });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ message: 'Your session has ended. Sign in again.' });
  });

  it('ends the session a browser held when it signs in again', async () => {
    const user = browser();
    await user.signIn('/');
    const first = user.jar.header();
    await user.signIn('/');
    expect(user.jar.header()).not.toBe(first);
    const replayed = await built.app.inject({
      method: 'GET',
      url: '/api/user/site/list',
      headers: { cookie: first },
    });
    expect(replayed.statusCode).toBe(401);
    expect((await user.request('GET', '/api/user/site/list')).statusCode).toBe(200);
  });

  it('a password change signs every other browser of the user out, not the one that changed it', async () => {
    await accountFixture(built.database.db, 'session-password@example.com');
    const here = browser();
    const elsewhere = browser();
    await here.signIn('/', 'session-password@example.com');
    await elsewhere.signIn('/', 'session-password@example.com');
    const form = await here.request('GET', '/account/password');
    const csrf = /name="csrf" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
    const changed = await here.request(
      'POST',
      '/account/password',
      { csrf, current: 'password-123', password: 'a-new-password-456' },
      { origin: TEST_URL },
    );
    expect(changed.statusCode).toBe(303);
    expect((await here.request('GET', '/api/user/site/list')).statusCode).toBe(200);
    const signedOut = await elsewhere.request('GET', '/api/user/site/list');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ message: 'Your session has ended. Sign in again.' });
  });

  it('refuses a callback this browser did not start, or whose state does not match', async () => {
    const stranger = await browser().request('GET', '/auth/callback?code=abc&state=xyz');
    expect(stranger.statusCode).toBe(400);
    expect(stranger.body).toContain('This sign-in was not started in this browser');

    const user = browser();
    await user.request('GET', '/auth/login?returnTo=%2F');
    const mismatch = await user.request('GET', '/auth/callback?code=abc&state=not-the-state');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('did not match its request');
    expect(user.jar.names()).not.toContain('wattwise_session');
  });

  it('never sends the user to another site after signing in', () => {
    expect(safeReturnTo('/sites/1?x=2#top')).toBe('/sites/1?x=2#top');
    for (const outside of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'sites',
      42,
    ]) {
      expect(safeReturnTo(outside)).toBe('/');
    }
  });
});

describe('the session store', () => {
  it('ends a session after a day without use, moves that on with use, and ends it after 14 days whatever', async () => {
    let now = Date.parse('2026-11-01T09:00:00Z');
    const store = browserSessionStore(built.database.db, { now: () => now });
    const id = await store.create({ sub: 'clock-user', email: 'Clock@Example.com' });
    expect(await store.find(id)).toMatchObject({ sub: 'clock-user' });

    // Used every 20 hours: never idle for a day, so it lasts until the absolute limit.
    const createdAt = now;
    while (now + 20 * 3_600_000 < createdAt + SESSION_MAX_MS) {
      now += 20 * 3_600_000;
      expect(await store.find(id)).toBeDefined();
    }
    now = createdAt + SESSION_MAX_MS + 1;
    expect(await store.find(id)).toBeUndefined();

    const idle = await store.create({ sub: 'idle-user', email: undefined });
    now += SESSION_IDLE_MS + 1;
    expect(await store.find(idle)).toBeUndefined();
    expect(await store.find('made-up')).toBeUndefined();
  });
});
