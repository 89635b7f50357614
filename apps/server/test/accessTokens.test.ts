import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { accountFixture, siteFixture } from './support/fixtures';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp, TEST_URL } from './support/testApp';
import { foreignToken, providerToken } from './support/tokens';

let databases: TestDatabases;
let built: BuiltApp;

// One server for the file: these tests only read.
beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next());
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

async function listWith(authorization?: string) {
  return built.app.inject({
    method: 'GET',
    url: '/api/user/site/list',
    headers: authorization ? { authorization } : {},
  });
}

describe('access tokens on user routes', () => {
  it('answers 401 without a token, with expired, wrong-audience, wrong-issuer or foreign-signed ones, and 200 with a valid one', async () => {
    const { db } = built.database;
    const sub = await accountFixture(db, 'ada@example.com');
    await siteFixture(db, sub, { name: 'Ada House' });

    const missing = await listWith();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ error: 'Unauthorized' });
    expect(missing.headers['www-authenticate']).toContain('Bearer');

    const expired = await listWith(`Bearer ${await providerToken(db, { sub, expiresIn: -60 })}`);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toMatch(/expired/);

    const wrongAudience = await listWith(
      `Bearer ${await providerToken(db, { sub, audience: 'https://someone-else.example' })}`,
    );
    expect(wrongAudience.statusCode).toBe(401);

    const wrongIssuer = await listWith(
      `Bearer ${await providerToken(db, { sub, issuer: 'https://evil.example/' })}`,
    );
    expect(wrongIssuer.statusCode).toBe(401);

    const foreign = await listWith(`Bearer ${await foreignToken(db, { sub })}`);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().message).toMatch(/not signed by this service/);

    const garbage = await listWith('Bearer not.a.jwt');
    expect(garbage.statusCode).toBe(401);

    const valid = await listWith(
      `Bearer ${await providerToken(db, { sub, email: 'ada@example.com' })}`,
    );
    expect(valid.statusCode).toBe(200);
    expect(valid.json().map((site: { buildingName: string }) => site.buildingName)).toEqual([
      'Ada House',
    ]);
  });

  it('keeps unserved user routes behind the token too', async () => {
    const response = await built.app.inject({
      method: 'DELETE',
      url: '/api/user/site/delete/3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60',
    });
    expect(response.statusCode).toBe(401);
  });

  it('publishes the public half of its signing key at the Auth0 JWKS path', async () => {
    const jwks = await built.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(jwks.statusCode).toBe(200);
    const [key] = jwks.json().keys;
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(key.d).toBeUndefined();
    const discovery = await built.app.inject({
      method: 'GET',
      url: '/.well-known/openid-configuration',
    });
    expect(discovery.json()).toMatchObject({
      issuer: `${TEST_URL}/`,
      authorization_endpoint: `${TEST_URL}/authorize`,
      token_endpoint: `${TEST_URL}/oauth/token`,
      end_session_endpoint: `${TEST_URL}/v2/logout`,
      userinfo_endpoint: `${TEST_URL}/userinfo`,
      jwks_uri: `${TEST_URL}/.well-known/jwks.json`,
    });
  });
});
