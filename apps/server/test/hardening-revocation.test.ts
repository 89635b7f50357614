import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { accountFixture } from './support/fixtures';
import { providerBrowser } from './support/providerBrowser';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp, TEST_URL } from './support/testApp';

let databases: TestDatabases;
let built: BuiltApp;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next());
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

const revoke = (form: Record<string, string>) =>
  built.app.inject({
    method: 'POST',
    url: '/oauth/revoke',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_URL },
    payload: new URLSearchParams(form).toString(),
  });

const siteList = (token: string) =>
  built.app.inject({
    method: 'GET',
    url: '/api/user/site/list',
    headers: { authorization: `Bearer ${token}` },
  });

describe('access tokens', () => {
  it('live ten minutes, and a revoked one is refused while the refresh token still works until revoked', async () => {
    await accountFixture(built.database.db, 'rosalind@example.com');
    const tokens = await providerBrowser(built.app).signIn('rosalind@example.com', 'password-123');
    const claims = decodeJwt(tokens.access_token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(600);
    expect(tokens.expires_in).toBeLessThanOrEqual(600);
    expect((await siteList(tokens.access_token)).statusCode).toBe(200);

    // Another client cannot revoke it.
    expect(
      (await revoke({ token: tokens.access_token, client_id: 'someone-else' })).statusCode,
    ).toBe(401);
    expect((await siteList(tokens.access_token)).statusCode).toBe(200);

    const revoked = await revoke({
      token: tokens.access_token,
      token_type_hint: 'access_token',
      client_id: 'wattwise-web',
    });
    expect(revoked.statusCode).toBe(200);
    const refused = await siteList(tokens.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('The access token has been revoked.');
    const userinfo = await built.app.inject({
      method: 'GET',
      url: '/userinfo',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.statusCode).toBe(401);

    // Garbage and unknown tokens answer 200 (RFC 7009 §2.2) and change nothing.
    expect((await revoke({ token: 'not-a-token', client_id: 'wattwise-web' })).statusCode).toBe(
      200,
    );

    // The refresh token still renews the session, then is revoked too.
    expect(tokens.refresh_token).toBeTruthy();
    const refresh = (refreshToken: string) =>
      built.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_URL },
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: 'wattwise-web',
          refresh_token: refreshToken,
        }).toString(),
      });
    const renewed = await refresh(tokens.refresh_token ?? '');
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json() as { access_token: string; refresh_token: string };
    expect((await siteList(next.access_token)).statusCode).toBe(200);
    expect(
      (await revoke({ token: next.refresh_token, client_id: 'wattwise-web' })).statusCode,
    ).toBe(200);
    expect((await refresh(next.refresh_token)).statusCode).toBe(400);
  });
});
