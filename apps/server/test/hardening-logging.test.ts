import { Writable } from 'node:stream';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app';
import { accountFixture } from './support/fixtures';
import { providerBrowser } from './support/providerBrowser';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testConfig } from './support/testApp';
import { providerToken } from './support/tokens';

let databases: TestDatabases;
let built: BuiltApp | undefined;

beforeAll(async () => {
  databases = await createTestDatabases();
});
afterEach(async () => {
  await built?.app.close();
  built = undefined;
  await databases.dispose();
});

/** A server whose log lines are collected, with one route that fails like a bug would. */
async function loggedApp(level: string) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  built = await buildApp(testConfig({ LOG_LEVEL: level }), {
    database: await databases.next(),
    seed: false,
    logStream: stream,
  });
  built.app.post('/api/test/fails', async () => {
    throw new Error('a bug');
  });
  await built.app.ready();
  return { app: built.app, db: built.database.db, lines };
}

describe('logging', () => {
  it('logs no line per request at info, errors always, and never a token, cookie or password', async () => {
    const { app, db, lines } = await loggedApp('info');
    const sub = await accountFixture(db, 'log@example.com');
    const token = await providerToken(db, { sub });
    for (let i = 0; i < 5; i++) {
      const ok = await app.inject({
        method: 'GET',
        url: '/api/user/site/list',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(ok.statusCode).toBe(200);
    }
    expect(lines.filter((line) => line.includes('/api/user/site/list'))).toEqual([]);

    const failed = await app.inject({
      method: 'POST',
      url: '/api/test/fails?code=secret-code-123',
      headers: {
        authorization: `Bearer ${token}`,
        cookie: '_session=secret-cookie-456',
        'content-type': 'application/json',
      },
      payload: { password: 'secret-password-789' },
    });
    expect(failed.statusCode).toBe(500);
    const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0].msg).toBe('request failed');
    expect(errors[0].err.stack).toContain('a bug');

    // A failed sign-in with a password in the form.
    await accountFixture(db, 'secret@example.com');
    const browser = providerBrowser(app);
    const { interactionUrl } = await browser.startSignIn();
    await browser.request('POST', `${interactionUrl}/login`, {
      email: 'secret@example.com',
      password: 'secret-password-000',
    });

    const all = lines.join('\n');
    for (const secret of [
      token,
      'secret-code-123',
      'secret-cookie-456',
      'secret-password-789',
      'secret-password-000',
    ]) {
      expect(all).not.toContain(secret);
    }
  });

  it('logs each request at debug, without query string or secrets', async () => {
    const { app, lines } = await loggedApp('debug');
    await app.inject({
      method: 'GET',
      url: '/api/buildingdata/get-building-types?hidden=true&token=abc-secret',
      headers: { authorization: 'Bearer abc-secret-token', cookie: 'a=abc-secret-cookie' },
    });
    const answered = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === 'request answered');
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({
      level: 20,
      method: 'GET',
      url: '/api/buildingdata/get-building-types',
      statusCode: 200,
    });
    expect(lines.join('\n')).not.toMatch(/abc-secret/);
  });
});
