import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { ACCOUNT_EXISTS_SUBJECT } from '../src/platform/identity/accountExistsEmail';
import {
  EXISTING_ACCOUNT_NOTICE,
  SIGN_UP_NOTICE,
} from '../src/platform/identity/interactionRoutes';
import { findAccountByEmail } from '../src/platform/identity/accounts';
import { accountFixture } from './support/fixtures';
import { providerBrowser } from './support/providerBrowser';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp, TEST_URL } from './support/testApp';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wattwise-hardening-'));
const outbox = path.join(dataDir, 'outbox');
let databases: TestDatabases;
let built: BuiltApp;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), { env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

const outboxFiles = () => {
  try {
    return readdirSync(outbox);
  } catch {
    return [];
  }
};

function postForm(
  url: string,
  form: Record<string, string>,
  origin: string | undefined = TEST_URL,
) {
  return built.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin ? { origin } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

describe('sign-up and passwords', () => {
  it('the sign-up page answers a new and an existing address alike; within a sign-in a new account is signed in at once, and an existing owner is e-mailed', async () => {
    await accountFixture(built.database.db, 'taken@example.com');
    const form = (email: string) => ({ name: 'Someone', email, password: 'a-long-new-password' });

    const fresh = await postForm('/account/signup', form('new@example.com'));
    const existing = await postForm('/account/signup', form('taken@example.com'));
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.body).toBe(fresh.body);
    expect(fresh.body).toContain(SIGN_UP_NOTICE);
    expect(existing.body).not.toContain('already exists');
    expect(await findAccountByEmail(built.database.db, 'new@example.com')).toBeDefined();

    const mails = outboxFiles().map((file) => readFileSync(path.join(outbox, file), 'utf8'));
    expect(mails).toHaveLength(1);
    expect(JSON.parse(mails[0]!)).toMatchObject({
      to: 'taken@example.com',
      subject: ACCOUNT_EXISTS_SUBJECT,
    });

    // Within a sign-in, a new account is signed in at once (docs/adr/0024 records the trade-off);
    // an address in use is asked to sign in, and its owner is told by e-mail.
    const browser = providerBrowser(built.app);
    const { interactionUrl } = await browser.startSignIn();
    const inFlowNew = await browser.request(
      'POST',
      `${interactionUrl}/signup`,
      form('b@example.com'),
    );
    expect(inFlowNew.statusCode).toBe(303);
    const other = providerBrowser(built.app);
    const started = await other.startSignIn();
    const inFlowTaken = await other.request(
      'POST',
      `${started.interactionUrl}/signup`,
      form('taken@example.com'),
    );
    expect(inFlowTaken.statusCode).toBe(200);
    expect(inFlowTaken.body).toContain(EXISTING_ACCOUNT_NOTICE);
    expect(outboxFiles()).toHaveLength(2);
  });

  it('refuses identity form posts from another origin before reading them', async () => {
    const forged = await postForm(
      '/account/signup',
      { name: 'Eve', email: 'eve@example.com', password: 'a-long-new-password' },
      'https://evil.example',
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('This form was sent from another website.');
    expect(await findAccountByEmail(built.database.db, 'eve@example.com')).toBeUndefined();

    const browser = providerBrowser(built.app, { origin: 'https://evil.example' });
    const { interactionUrl } = await browser.startSignIn();
    const login = await browser.request('POST', `${interactionUrl}/login`, {
      email: 'taken@example.com',
      password: 'password-123',
    });
    expect(login.statusCode).toBe(403);
  });

  it("refuses 'password', '12345678', eight spaces, a common password in capitals and one over 1,024 characters", async () => {
    const refused = {
      password: 'one of the most common passwords',
      '12345678': 'one of the most common passwords',
      PASSWORD1: 'one of the most common passwords',
      '        ': 'too easy to guess',
      aaaaaaaaaaaa: 'too easy to guess',
      ['x'.repeat(1025)]: 'Use at most 1024 characters',
    };
    for (const [password, message] of Object.entries(refused)) {
      const response = await postForm('/account/signup', {
        name: 'Weak',
        email: 'weak@example.com',
        password,
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.body).toContain(message);
    }
    expect(await findAccountByEmail(built.database.db, 'weak@example.com')).toBeUndefined();
    const accepted = await postForm('/account/signup', {
      name: 'Strong',
      email: 'strong@example.com',
      password: 'abcdefghij'.repeat(102) + 'wxyz',
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('answers a sign-in with a huge password at once, without hashing it', async () => {
    // Over the longest text any request may carry: refused as a form field (400), before the
    // password is read; a password just over the policy's 1,024 characters is refused unhashed (401).
    const browser = providerBrowser(built.app);
    const { interactionUrl } = await browser.startSignIn();
    const started = performance.now();
    const response = await browser.request('POST', `${interactionUrl}/login`, {
      email: 'taken@example.com',
      password: 'y'.repeat(1_000_000),
    });
    expect(response.statusCode).toBe(400);
    const overlong = await browser.request('POST', `${interactionUrl}/login`, {
      email: 'taken@example.com',
      password: 'y'.repeat(5_000),
    });
    expect(overlong.statusCode).toBe(401);
    // One scrypt hash takes ~90 ms on this machine; a refused-before-hashing answer is quicker.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('answers 400 (not 500) for a NUL byte in the sign-in and sign-up forms', async () => {
    const browser = providerBrowser(built.app);
    const { interactionUrl } = await browser.startSignIn();
    const login = await browser.request('POST', `${interactionUrl}/login`, {
      email: 'nul\u0000@example.com',
      password: 'whatever-it-is',
    });
    expect(login.statusCode).toBe(400);
    expect(login.body).toContain('control characters');
    const signUp = await postForm('/account/signup', {
      name: 'Nul\u0000',
      email: 'nul@example.com',
      password: 'a-long-new-password',
    });
    expect(signUp.statusCode).toBe(400);
  });
});
