import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { INCORRECT_CREDENTIALS } from '../src/platform/identity/interactionRoutes';
import { accountFixture } from './support/fixtures';
import { providerBrowser } from './support/providerBrowser';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';

// Small budgets for the test (README "Rate limits" has the defaults).
const env = {
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT_AND_CLIENT: '3/60',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '5/60',
  RATE_LIMIT_SIGN_IN_PER_DEVICE: '2/60',
};

let databases: TestDatabases;
let built: BuiltApp;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), { env });
  await accountFixture(built.database.db, 'ada@example.com');
  await accountFixture(built.database.db, 'grace@example.com');
  await accountFixture(built.database.db, 'hedy@example.com');
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

/** A browser at a client address, on the sign-in form of a fresh authorization. */
async function atForm(
  remoteAddress: string,
  browser = providerBrowser(built.app, {}, { remoteAddress }),
) {
  const { interactionUrl } = await browser.startSignIn();
  const post = (email: string, password: string) =>
    browser.request('POST', `${interactionUrl}/login`, { email, password });
  return { browser, post };
}

describe('sign-in lock-out (per e-mail and client, device cookies)', () => {
  it('locks only the client that guessed, answers an unknown e-mail the same way, and refuses even the right password there', async () => {
    const attacker = await atForm('10.1.0.1');
    for (let guess = 0; guess < 3; guess++) {
      const wrong = await attacker.post('ada@example.com', `guess-${guess}-password`);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain(INCORRECT_CREDENTIALS);
    }
    const locked = await attacker.post('ada@example.com', 'password-123');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    // The owner, elsewhere, signs in: a stranger's guesses do not lock the account.
    const owner = await atForm('10.1.0.2');
    expect((await owner.post('ada@example.com', 'password-123')).statusCode).toBe(303);

    // An address without an account is counted and answered exactly the same way.
    const prober = await atForm('10.1.0.3');
    const answers: string[] = [];
    for (let guess = 0; guess < 4; guess++) {
      for (const email of ['grace@example.com', 'nobody@example.com']) {
        const answer = await prober.post(email, `guess-${guess}-password`);
        answers.push(`${email}: ${answer.statusCode} ${answer.body.replaceAll(email, 'EMAIL')}`);
      }
    }
    const [graceAnswers, nobodyAnswers] = [0, 1].map((offset) =>
      answers.filter((_, index) => index % 2 === offset).map((line) => line.split(': ')[1]),
    );
    expect(graceAnswers).toEqual(nobodyAnswers);
    expect(graceAnswers!.at(-1)).toMatch(/^429 /);
  });

  it('slows, and never locks, the owner’s browser that signed in before, even when strangers have locked every other client', async () => {
    const owner = await atForm('10.2.0.1');
    expect((await owner.post('hedy@example.com', 'password-123')).statusCode).toBe(303);
    expect(owner.browser.jar.names()).toContain('wattwise_device');

    // Strangers from five addresses spend the account-wide budget of clients without a cookie.
    for (let client = 0; client < 5; client++) {
      const stranger = await atForm(`10.2.1.${client}`);
      await stranger.post('hedy@example.com', 'not-the-password');
    }
    const fresh = await atForm('10.2.0.9');
    expect((await fresh.post('hedy@example.com', 'password-123')).statusCode).toBe(429);

    // The owner's own browser is not locked out; past its own budget it is slowed down (a pause
    // of a second or more) and still signs in.
    const again = await atForm('10.2.0.1', owner.browser);
    for (let typo = 0; typo < 2; typo++) {
      expect((await again.post('hedy@example.com', 'typo-in-password')).statusCode).toBe(401);
    }
    const started = performance.now();
    expect((await again.post('hedy@example.com', 'password-123')).statusCode).toBe(303);
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
  });
});
