import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, routes, type RouteDef } from '@wattwise/api/contract';
import { buildApp, type BuiltApp } from '../src/app';
import { accountFixture } from './support/fixtures';
import { providerBrowser } from './support/providerBrowser';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp, testConfig, TEST_URL } from './support/testApp';

// Small limits for the test (the defaults are generous, see README "Rate limits").
const env = {
  RATE_LIMIT_ANONYMOUS: '3/60',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3/60',
  RATE_LIMIT_SIGN_UP: '2/60',
  RATE_LIMIT_REGISTRATION: '2/60',
};

let databases: TestDatabases;
let built: BuiltApp;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), { env });
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once an anonymous client passes its budget, counted in the database so a second replica agrees', async () => {
    const types = (app = built.app) =>
      app.inject({ method: 'GET', url: '/api/buildingdata/get-building-types' });
    expect((await types()).statusCode).toBe(200);
    expect((await types()).statusCode).toBe(200);
    // A second server over the same database continues the same count.
    const replica = await buildApp(testConfig(env), {
      database: { ...built.database, close: async () => undefined },
      seed: false,
      logger: false,
    });
    await replica.app.ready();
    try {
      expect((await types(replica.app)).statusCode).toBe(200);
      const limited = await types(replica.app);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(limited.json().message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    } finally {
      await replica.app.close();
    }
    expect((await types()).statusCode).toBe(429);
    // Another client address has its own budget.
    const other = await built.app.inject({
      method: 'GET',
      url: '/api/buildingdata/get-building-types',
      remoteAddress: '10.0.0.7',
    });
    expect(other.statusCode).toBe(200);
  });

  it('limits registration calls', async () => {
    const register = () =>
      built.app.inject({
        method: 'PUT',
        url: '/api/predict/register',
        remoteAddress: '10.0.0.8',
        payload: {},
      });
    expect((await register()).statusCode).not.toBe(429);
    expect((await register()).statusCode).not.toBe(429);
    const limited = await register();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('locks an account after repeated wrong passwords, tells it when to retry, and refuses even the right password until then', async () => {
    await accountFixture(built.database.db, 'hedy@example.com');
    const browser = providerBrowser(built.app, { 'x-forwarded-for': '10.0.0.9' });
    const { interactionUrl } = await browser.startSignIn();
    for (let attempt = 0; attempt < 3; attempt++) {
      const wrong = await browser.request('POST', `${interactionUrl}/login`, {
        email: 'hedy@example.com',
        password: `wrong-password-${attempt}`,
      });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await browser.request('POST', `${interactionUrl}/login`, {
      email: 'HEDY@example.com',
      password: 'password-123',
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body).toMatch(
      /Too many failed sign-in attempts for this account\. Try again in \d+ seconds\./,
    );
    // An unknown address is counted the same way (the lock-out does not reveal accounts).
    for (let attempt = 0; attempt < 3; attempt++) {
      await browser.request('POST', `${interactionUrl}/login`, {
        email: 'nobody@example.com',
        password: 'whatever-it-is',
      });
    }
    const unknown = await browser.request('POST', `${interactionUrl}/login`, {
      email: 'nobody@example.com',
      password: 'whatever-it-is',
    });
    expect(unknown.statusCode).toBe(429);
  });

  it('limits the web app’s sign-in routes per client, answering a page', async () => {
    const callback = () =>
      built.app.inject({
        method: 'GET',
        url: '/auth/callback?code=x&state=y',
        remoteAddress: '10.0.0.21',
      });
    // No sign-in was started in this "browser": 400, until the budget is spent.
    for (let attempt = 0; attempt < 3; attempt++) expect((await callback()).statusCode).toBe(400);
    const limited = await callback();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('text/html');
    expect(limited.body).toContain('Too many requests');
  });

  it('limits sign-up posts per client', async () => {
    const signUp = (email: string) =>
      built.app.inject({
        method: 'POST',
        url: '/account/signup',
        remoteAddress: '10.0.0.10',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_URL },
        payload: new URLSearchParams({
          name: 'Mary',
          email,
          password: 'long-enough-password',
        }).toString(),
      });
    expect((await signUp('mary1@example.com')).statusCode).toBe(200);
    expect((await signUp('mary2@example.com')).statusCode).toBe(200);
    const limited = await signUp('mary3@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.headers['content-type']).toContain('text/html');
    expect(limited.body).toContain('Too many requests');
  });

  it('limits every anonymous route of the public energy map (issue 13), on one budget per client', async () => {
    // The energy map's calls without an account (issue 13): search, reverse, elevation,
    // certificates, performance batch and outlines.
    const mapRouteNames = [
      'geocoding.search',
      'geocoding.reverse',
      'geocoding.reverseBatch',
      'elevation.tile',
      'opendata.certificates',
      'energyperformance.calculate',
      'outlines.inBox',
    ];
    const mapRoutes = mapRouteNames.map((name) => {
      const route = (routes as readonly RouteDef[]).find((candidate) => candidate.name === name);
      expect(route?.auth, name).toBe('public');
      return route!;
    });
    const call = (route: RouteDef, remoteAddress: string) =>
      built.app.inject({
        method: route.method,
        url: buildPath(route.path, route.example.params as Record<string, unknown>),
        query: Object.fromEntries(
          Object.entries(route.example.query ?? {}).map(([k, v]) => [k, String(v)]),
        ),
        remoteAddress,
        ...(route.body ? { payload: route.example.body as object } : {}),
      });
    // A map route counts against the client's budget like any anonymous route...
    const search = mapRoutes[0]!;
    for (let count = 0; count < 3; count++) {
      expect((await call(search, '10.0.0.11')).statusCode).not.toBe(429);
    }
    // ...and once it is spent, every map route answers 429 with Retry-After.
    for (const route of mapRoutes) {
      const limited = await call(route, '10.0.0.11');
      expect(limited.statusCode, route.name).toBe(429);
      expect(Number(limited.headers['retry-after']), route.name).toBeGreaterThan(0);
    }
    // Another client still gets its answers.
    expect((await call(search, '10.0.0.12')).statusCode).toBe(200);
  });
});
