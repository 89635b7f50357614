import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { EMAIL_CHANGE_SUBJECT, EMAIL_IN_USE_SUBJECT } from '../src/platform/identity/emailChange';
import { findAccountByEmail } from '../src/platform/identity/accounts';
import { accountFixture } from './support/fixtures';
import { providerBrowser } from './support/providerBrowser';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp, TEST_URL } from './support/testApp';
import { TEST_AUDIENCE } from './support/tokens';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wattwise-account-changes-'));
let databases: TestDatabases;
let built: BuiltApp;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), {
    env: { DATA_DIR: dataDir, RATE_LIMIT_PROFILE_CHANGE: '3/60' },
  });
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

/** The e-mails in the outbox to one address. */
function mailsTo(address: string): { subject: string; text: string }[] {
  const outbox = path.join(dataDir, 'outbox');
  return readdirSync(outbox)
    .map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')))
    .filter((mail: { to: string }) => mail.to === address);
}

const formToken = (body: string) => /name="csrf" value="([^"]+)"/.exec(body)?.[1] ?? '';

describe('the profile’s e-mail change', () => {
  it('answers a free and a taken address alike, changes only once the new mailbox confirms, and is budgeted', async () => {
    await accountFixture(built.database.db, 'mover@example.com');
    await accountFixture(built.database.db, 'taken@example.com');
    const browser = providerBrowser(built.app, {}, { remoteAddress: '10.3.0.1' });
    await browser.signIn('mover@example.com', 'password-123');
    const save = async (email: string) => {
      const form = await browser.request('GET', '/account/profile');
      return browser.request('POST', '/account/profile', {
        csrf: formToken(form.body),
        name: 'Mover',
        email,
      });
    };
    const free = await save('free@example.com');
    const taken = await save('taken@example.com');
    expect([taken.statusCode, taken.headers.location]).toEqual([
      free.statusCode,
      free.headers.location,
    ]);
    expect(taken.body).toBe(free.body);
    expect(free.headers.location).toBe('/account/profile?done=email');
    // Nothing changed yet; each new mailbox got its own e-mail.
    expect(await findAccountByEmail(built.database.db, 'mover@example.com')).toBeDefined();
    expect(mailsTo('taken@example.com').map((mail) => mail.subject)).toEqual([
      EMAIL_IN_USE_SUBJECT,
    ]);
    const [confirm] = mailsTo('free@example.com');
    expect(confirm?.subject).toBe(EMAIL_CHANGE_SUBJECT);

    const link = /http:\/\/\S+\/account\/email\?token=\S+/.exec(confirm?.text ?? '')?.[0] ?? '';
    const changed = await providerBrowser(built.app).request('GET', link.slice(TEST_URL.length));
    expect(changed.body).toContain('Your WattWise email address is now free@example.com.');
    expect(await findAccountByEmail(built.database.db, 'free@example.com')).toBeDefined();
    const again = await providerBrowser(built.app).request('GET', link.slice(TEST_URL.length));
    expect(again.statusCode).toBe(400);

    // A third save spends the budget (3 a minute here): probing addresses is slow.
    await save('another@example.com');
    expect((await save('yet-another@example.com')).statusCode).toBe(429);
  });
});

describe('a password change', () => {
  it('ends every other sign-in of the account (provider sessions, refresh tokens, access tokens), not the browser that changed it', async () => {
    await accountFixture(built.database.db, 'changer@example.com');
    const here = providerBrowser(built.app, {}, { remoteAddress: '10.3.1.1' });
    const elsewhere = providerBrowser(built.app, {}, { remoteAddress: '10.3.1.2' });
    await here.signIn('changer@example.com', 'password-123');
    const stolen = await elsewhere.signIn('changer@example.com', 'password-123');
    expect(stolen.refresh_token).toBeDefined();
    const api = (token: string) =>
      built.app.inject({
        method: 'GET',
        url: '/api/user/site/list',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await api(stolen.access_token)).statusCode).toBe(200);
    // Tokens issued in an earlier second than the change are the ones it ends.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const form = await here.request('GET', '/account/password');
    const changed = await here.request('POST', '/account/password', {
      csrf: formToken(form.body),
      current: 'password-123',
      password: 'a-new-password-456',
    });
    expect(changed.statusCode).toBe(303);

    // The other browser's provider session no longer signs it in without the password...
    const silent = (browser: typeof here) => {
      const verifier = randomBytes(32).toString('base64url');
      const params = new URLSearchParams({
        client_id: 'wattwise-web',
        redirect_uri: `${TEST_URL}/callback`,
        response_type: 'code',
        response_mode: 'query',
        scope: 'openid profile email',
        audience: TEST_AUDIENCE,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
        state: 'silent',
        prompt: 'none',
      });
      return browser.request('GET', `/authorize?${params}`);
    };
    const other = await silent(elsewhere);
    expect(other.headers.location).toContain('error=login_required');
    // ...its refresh token gets nothing, and its access token is refused.
    const refreshed = await built.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_URL },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'wattwise-web',
        refresh_token: stolen.refresh_token ?? '',
      }).toString(),
    });
    expect(refreshed.json()).toMatchObject({ error: 'invalid_grant' });
    const refused = await api(stolen.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('The access token has been revoked.');

    // The browser that changed it is still signed in at the provider.
    const mine = await silent(here);
    expect(mine.headers.location).toMatch(/[?&]code=/);
  });
});
