import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { fakeWebDist, testApp } from './support/testApp';
import { providerToken } from './support/tokens';

let databases: TestDatabases;
let built: BuiltApp;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), {
    env: {
      AUTH0_DOMAIN: 'wattwise-test.eu.auth0.com',
      AUTH0_CLIENT_ID: 'auth0-client-id',
      AUTH0_AUDIENCE: 'https://api.wattwise.example',
      WEB_DIST: fakeWebDist(),
    },
  });
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

describe('Auth0 mode (AUTH0_DOMAIN set)', () => {
  it('turns the embedded provider off and points the web app at the tenant', async () => {
    expect(built.provider).toBeUndefined();
    const discovery = await built.app.inject({
      method: 'GET',
      url: '/.well-known/openid-configuration',
    });
    expect(discovery.headers['content-type']).toContain('text/html');
    const signIn = await built.app.inject({ method: 'GET', url: '/account/password' });
    expect(signIn.body).not.toContain('Change your password');

    const index = await built.app.inject({ method: 'GET', url: '/' });
    const config = JSON.parse(
      /window\.__WATTWISE_CONFIG__ = (.*?)<\/script>/.exec(index.body)?.[1] ?? '{}',
    );
    expect(config.auth).toEqual({
      domain: 'https://wattwise-test.eu.auth0.com',
      clientId: 'auth0-client-id',
      audience: 'https://api.wattwise.example',
    });
  });

  it('does not accept tokens that the tenant did not sign', async () => {
    const { db } = built.database;
    await db
      .insertInto('signing_keys')
      .values({ kid: 'local', private_jwk: JSON.stringify(await localKey()) })
      .execute();
    const token = await providerToken(db, {
      sub: 'auth0|someone',
      issuer: 'https://wattwise-test.eu.auth0.com/',
      audience: 'https://api.wattwise.example',
    });
    const response = await built.app.inject({
      method: 'GET',
      url: '/api/user/site/list',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

async function localKey() {
  const { exportJWK, generateKeyPair } = await import('jose');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: 'local', alg: 'RS256' };
}
