import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeProtectedHeader, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { INCORRECT_CREDENTIALS } from '../src/platform/identity/interactionRoutes';
import { CookieJar } from './support/cookieJar';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp, TEST_URL } from './support/testApp';
import { TEST_AUDIENCE } from './support/tokens';

let databases: TestDatabases;
let built: BuiltApp;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wattwise-oidc-'));

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), { env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

const base64url = (buffer: Buffer) => buffer.toString('base64url');

/** One browser: a cookie jar and requests that follow what auth0-react and a user would do. */
function browser() {
  const jar = new CookieJar();
  async function request(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
    const response = await built.app.inject({
      method,
      url: url.startsWith(TEST_URL) ? url.slice(TEST_URL.length) : url,
      headers: {
        host: 'localhost:3000',
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    jar.store(response.headers['set-cookie']);
    return response;
  }
  return { jar, request };
}

function startAuthorization(extra: Record<string, string> = {}) {
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const state = base64url(randomBytes(8));
  const params = new URLSearchParams({
    client_id: 'wattwise-web',
    redirect_uri: `${TEST_URL}/callback`,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid profile email',
    audience: TEST_AUDIENCE,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: base64url(randomBytes(8)),
    auth0Client: base64url(Buffer.from(JSON.stringify({ name: 'auth0-react', version: '2.2.4' }))),
    ...extra,
  });
  return { url: `/authorize?${params.toString()}`, verifier, state };
}

/** Signs a new account up through the provider and returns the browser, signed in. */
async function signedUpBrowser(email: string, password: string) {
  const session = browser();
  const start = await session.request('GET', startAuthorization().url);
  const interactionUrl = start.headers.location as string;
  await session.request('GET', interactionUrl);
  const created = await session.request('POST', `${interactionUrl}/signup`, {
    name: 'Katherine Johnson',
    email,
    password,
  });
  // A new account is signed in at once (docs/adr/0024).
  expect(created.statusCode).toBe(303);
  let location = created.headers.location as string;
  for (let hop = 0; hop < 5 && !location.startsWith(`${TEST_URL}/callback`); hop += 1) {
    location = (await session.request('GET', location)).headers.location as string;
  }
  expect(new URL(location).searchParams.get('code')).toBeTruthy();
  return session;
}

describe('the embedded identity provider', () => {
  it('signs a new user up and in: authorize with PKCE, sign-up form, code, token, API call', async () => {
    const { request } = browser();
    const authorization = startAuthorization();

    const start = await request('GET', authorization.url);
    expect(start.statusCode).toBe(303);
    const interactionUrl = start.headers.location as string;
    expect(interactionUrl).toMatch(/^\/interaction\/[\w-]+$/);

    const signIn = await request('GET', interactionUrl);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body).toContain('Sign in to WattWise');
    expect(signIn.body).toMatch(/<label for="field-email">Email<\/label>/);
    expect(signIn.body).toMatch(/<label for="field-password">Password<\/label>/);
    expect(signIn.body).toContain('>Sign in</button>');
    expect(signIn.body).toContain('>Create an account</a>');

    const signUpForm = await request('GET', `${interactionUrl}/signup`);
    expect(signUpForm.body).toContain('Create your WattWise account');
    expect(signUpForm.body).toContain('>Create account</button>');

    // A short password is refused in the page, keeping what was typed.
    const tooShort = await request('POST', `${interactionUrl}/signup`, {
      name: 'Grace Hopper',
      email: 'Grace@Example.com',
      password: 'short',
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.body).toContain('Use at least 8 characters for your password.');
    expect(tooShort.body).toContain('value="Grace Hopper"');
    expect(tooShort.body).toContain('value="Grace@Example.com"');

    const created = await request('POST', `${interactionUrl}/signup`, {
      name: 'Grace Hopper',
      email: 'Grace@Example.com',
      password: 'correct horse battery',
    });
    // The new account is signed in at once and the authorization resumes (docs/adr/0024);
    // consent is granted for the first-party app without a page.
    expect(created.statusCode).toBe(303);
    let location = created.headers.location as string;
    for (let hop = 0; hop < 5 && !location.startsWith(`${TEST_URL}/callback`); hop += 1) {
      const next = await request('GET', location);
      expect([302, 303]).toContain(next.statusCode);
      location = next.headers.location as string;
    }
    const callback = new URL(location);
    expect(callback.searchParams.get('state')).toBe(authorization.state);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const token = await built.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
        origin: TEST_URL,
      },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'wattwise-web',
        code: code ?? '',
        redirect_uri: `${TEST_URL}/callback`,
        code_verifier: authorization.verifier,
        audience: TEST_AUDIENCE,
      }).toString(),
    });
    expect(token.statusCode).toBe(200);
    expect(token.headers['access-control-allow-origin']).toBe(TEST_URL);
    const tokens = token.json();
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({
      alg: 'RS256',
      typ: 'at+jwt',
    });
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      iss: `${TEST_URL}/`,
      aud: TEST_AUDIENCE,
      email: 'grace@example.com',
    });
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
    });

    const sites = await built.app.inject({
      method: 'GET',
      url: '/api/user/site/list',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(sites.statusCode).toBe(200);
    expect(sites.json()).toEqual([]);

    // Auth0's /userinfo accepts the API access token too.
    const userinfo = await built.app.inject({
      method: 'GET',
      url: '/userinfo',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.json()).toMatchObject({ email: 'grace@example.com', name: 'Grace Hopper' });
    const anonymous = await built.app.inject({ method: 'GET', url: '/userinfo' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('says only "Incorrect email or password." for a wrong password or an unknown e-mail', async () => {
    const { request } = browser();
    const start = await request('GET', startAuthorization().url);
    const interactionUrl = start.headers.location as string;
    await request('GET', interactionUrl);
    const wrong = await request('POST', `${interactionUrl}/login`, {
      email: 'nobody@example.com',
      password: 'whatever-it-is',
    });
    expect(wrong.body).toContain(INCORRECT_CREDENTIALS);
    expect(wrong.body).toContain('value="nobody@example.com"');
  });

  it('opens the sign-up page directly for screen_hint=signup, and signs out through /v2/logout with returnTo', async () => {
    const { request } = browser();
    const start = await request('GET', startAuthorization({ screen_hint: 'signup' }).url);
    const page = await request('GET', start.headers.location as string);
    expect(page.body).toContain('Create your WattWise account');

    const logout = await request(
      'GET',
      `/v2/logout?client_id=wattwise-web&returnTo=${encodeURIComponent(`${TEST_URL}/`)}`,
    );
    expect(logout.statusCode).toBe(200);
    // The sign-out form submits itself with logout=yes (Auth0 signs out without asking).
    expect(logout.body).toMatch(/name="logout" value="yes"/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logout.body)?.[1] ?? '';
    const confirmed = await request('POST', '/v2/logout/confirm', { xsrf, logout: 'yes' });
    expect(confirmed.statusCode).toBe(303);
    // Auth0's returnTo became the OpenID post_logout_redirect_uri.
    expect(confirmed.headers.location).toBe(`${TEST_URL}/`);
  });

  it('renews tokens silently for a signed-in browser (prompt=none, web_message)', async () => {
    const session = await signedUpBrowser('silent@example.com', 'silent-password-1');
    const silent = await session.request(
      'GET',
      startAuthorization({ prompt: 'none', response_mode: 'web_message', redirect_uri: TEST_URL })
        .url,
    );
    expect(silent.statusCode).toBe(200);
    expect(silent.body).toContain('authorization_response');
    expect(silent.body).toMatch(/"code":"[^"]+"/);
  });

  it('changes the password and edits the profile of the signed-in user through the provider session', async () => {
    const session = await signedUpBrowser('kj@example.com', 'first-password-1');

    const anonymous = await browser().request('GET', '/account/password');
    expect(anonymous.statusCode).toBe(401);

    const form = await session.request('GET', '/account/password');
    expect(form.statusCode).toBe(200);
    const csrf = /name="csrf" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
    expect(csrf).not.toBe('');

    const wrongCurrent = await session.request('POST', '/account/password', {
      csrf,
      current: 'not-my-password',
      password: 'second-password-2',
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.body).toContain('Your current password is not correct.');

    const forged = await session.request('POST', '/account/password', {
      csrf: 'forged',
      current: 'first-password-1',
      password: 'second-password-2',
    });
    expect(forged.statusCode).toBe(403);

    const changed = await session.request('POST', '/account/password', {
      csrf,
      current: 'first-password-1',
      password: 'second-password-2',
    });
    expect(changed.statusCode).toBe(303);
    expect((await session.request('GET', changed.headers.location as string)).body).toContain(
      'Your password has been changed.',
    );

    const profile = await session.request('GET', '/account/profile');
    expect(profile.body).toContain('value="Katherine Johnson"');
    const saved = await session.request('POST', '/account/profile', {
      csrf: /name="csrf" value="([^"]+)"/.exec(profile.body)?.[1] ?? '',
      name: 'Katherine G. Johnson',
      email: 'kgj@example.com',
    });
    expect(saved.statusCode).toBe(303);
    // The new e-mail changes once its mailbox confirms it: the link in the outbox.
    const outbox = path.join(dataDir, 'outbox');
    const mail = readdirSync(outbox)
      .map(
        (file) =>
          JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as { to: string; text: string },
      )
      .find((message) => message.to === 'kgj@example.com');
    const link = /http:\/\/\S+\/account\/email\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    const confirmed = await browser().request('GET', link);
    expect(confirmed.body).toContain('Your WattWise email address is now kgj@example.com.');

    // The new password and e-mail sign in; the old password no longer does.
    const other = browser();
    const start = await other.request('GET', startAuthorization().url);
    const interactionUrl = start.headers.location as string;
    await other.request('GET', interactionUrl);
    const old = await other.request('POST', `${interactionUrl}/login`, {
      email: 'kgj@example.com',
      password: 'first-password-1',
    });
    expect(old.body).toContain(INCORRECT_CREDENTIALS);
    const fresh = await other.request('POST', `${interactionUrl}/login`, {
      email: 'kgj@example.com',
      password: 'second-password-2',
    });
    expect(fresh.statusCode).toBe(303);
  });

  it('refuses a redirect to another origin', async () => {
    const { request } = browser();
    const response = await request(
      'GET',
      startAuthorization({ redirect_uri: 'https://evil.example/callback' }).url,
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('redirect_uri');
  });
});
