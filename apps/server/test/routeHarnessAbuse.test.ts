import { createHmac } from 'node:crypto';
import { routes, type RouteDef } from '@wattwise/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { servedHandlers } from '../src/areas/index';
import { providerRoutes } from '../src/platform/identity/provider';
import {
  DEEP,
  fieldsOf,
  nested,
  NUL,
  OVER_LONG,
  pageRoutes,
  pixelBombs,
  stringLeaves,
  withAt,
} from './support/abusiveInputs';
import { snapshot } from './support/dbSnapshot';
import { providerBrowser } from './support/providerBrowser';
import { sitePayload } from './support/registrationPayload';
import { aimedAtAlice, callRoute, setUpWorld, type World } from './support/routeWorld';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { fakeWebDist, testApp, TEST_URL } from './support/testApp';

/**
 * The route-table harness (routeHarness.test.ts), fed abusive input: deep nesting (a whole body
 * and each field), NUL and over-long text in every string of every route, the pages and the
 * identity provider's endpoints included, and images within the byte limit that are pixel bombs.
 * The server answers none of them 500.
 */
let databases: TestDatabases;
let built: BuiltApp;
let world: World;
const WEBHOOK_SECRET = 'whsec_harness';

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), {
    jobs: false,
    env: {
      RATE_LIMITS: 'off',
      // Stripe's webhook checks its signature first: with a secret, a signed event gets through.
      STRIPE_SECRET_KEY: 'sk_test_harness',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: 'http://127.0.0.1:9',
      WEB_DIST: fakeWebDist(),
    },
  });
  world = await setUpWorld(built);
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

const served = (routes as readonly RouteDef[]).filter((route) => route.name in servedHandlers);
const jsonBodied = served.filter((route) => route.body && route.bodyType !== 'octet-stream');

/** Calls a route with one abusive body and keeps the answer when it is a server error. */
async function failuresOf(
  cases: { route: RouteDef; label: string; body: unknown; url?: string }[],
) {
  const failures: string[] = [];
  for (const { route, label, body, url } of cases) {
    const aimed = aimedAtAlice(world, route);
    const response = await callRoute(built, route, url ?? aimed.url, body, world.aliceToken);
    if (response.statusCode >= 500) {
      failures.push(
        `${route.name} ${label}: ${response.statusCode} ${response.body.slice(0, 120)}`,
      );
    }
  }
  return failures;
}

describe('every JSON body of the route table, nested too deeply', () => {
  it('answers 400, never 500, for a body of 2,500 levels and for 2,500 levels in each field', async () => {
    expect(jsonBodied.length).toBeGreaterThan(15);
    const cases = jsonBodied.flatMap((route) => {
      const { body } = aimedAtAlice(world, route);
      return [
        { route, label: 'body', body: nested(DEEP) },
        ...fieldsOf(body).map((field) => ({
          route,
          label: field,
          body: withAt(body, [field], () => nested(DEEP)),
        })),
      ];
    });
    expect(cases.length).toBeGreaterThan(100);
    expect(await failuresOf(cases)).toEqual([]);
    const deepTown = await callRoute(
      built,
      jsonBodied.find((route) => route.name === 'predict.register.site')!,
      '/api/predict/register',
      { ...sitePayload(), town: nested(DEEP) },
    );
    expect(deepTown.statusCode).toBe(400);
  });
});

describe('every string of the route table, over-long', () => {
  it('never answers 500, and refuses a 100,000-character name or street without storing it', async () => {
    const cases = served.flatMap((route) => {
      const { url, body } = aimedAtAlice(world, route);
      const [path, search = ''] = url.split('?');
      const query = new URLSearchParams(search);
      return [
        ...stringLeaves(route.bodyType === 'octet-stream' ? undefined : body).map((leaf) => ({
          route,
          label: leaf.join('.'),
          body: withAt(body, leaf, () => OVER_LONG),
        })),
        ...[...query.keys()].map((name) => {
          const longer = new URLSearchParams(query);
          longer.set(name, OVER_LONG);
          return { route, label: `?${name}`, body, url: `${path}?${longer}` };
        }),
      ];
    });
    expect(cases.length).toBeGreaterThan(100);
    expect(await failuresOf(cases)).toEqual([]);
    const before = await snapshot(built.database.db);
    for (const field of ['buildingName', 'street']) {
      const response = await callRoute(
        built,
        served.find((route) => route.name === 'predict.register.site')!,
        '/api/predict/register',
        { ...sitePayload(), [field]: OVER_LONG },
      );
      expect(response.statusCode, field).toBe(400);
    }
    expect(await snapshot(built.database.db)).toBe(before);
  });
});

/** Every query or form field a page or provider endpoint reads, per route (designed to be complete). */
const outsideFields: Record<string, { query?: string[]; form?: string[] }> = {
  'GET /authorize': {
    query: [
      'client_id',
      'redirect_uri',
      'response_type',
      'scope',
      'state',
      'nonce',
      'code_challenge',
      'code_challenge_method',
      'audience',
      'prompt',
      'screen_hint',
      'login_hint',
    ],
  },
  'POST /oauth/token': {
    form: ['grant_type', 'code', 'refresh_token', 'client_id', 'redirect_uri', 'code_verifier'],
  },
  'POST /oauth/revoke': { form: ['token', 'client_id', 'token_type_hint'] },
  'GET /v2/logout': { query: ['client_id', 'returnTo', 'post_logout_redirect_uri'] },
  'GET /userinfo': {},
  'POST /userinfo': {},
  'GET /.well-known/jwks.json': {},
  'GET /.well-known/openid-configuration': {},
  'GET /interaction/:uid': {},
  'GET /interaction/:uid/signin': {},
  'GET /interaction/:uid/signup': {},
  'POST /interaction/:uid/signup': { form: ['name', 'email', 'password'] },
  'POST /interaction/:uid/login': { form: ['email', 'password'] },
  'GET /account/page.js': {},
  'GET /account/signup': {},
  'POST /account/signup': { form: ['name', 'email', 'password'] },
  'GET /account/password': { query: ['done'] },
  'POST /account/password': { form: ['csrf', 'current', 'password'] },
  'GET /account/profile': { query: ['done'] },
  'POST /account/profile': { form: ['csrf', 'name', 'email'] },
  'GET /account/email': { query: ['token'] },
  'GET /auth/login': { query: ['returnTo', 'screen_hint'] },
  'GET /auth/callback': { query: ['code', 'state', 'iss', 'error', 'error_description'] },
  'GET /auth/session': {},
  'POST /auth/logout': { query: ['returnTo'] },
  'GET /payments/test-checkout/:checkoutId': {},
  'POST /payments/test-checkout/:checkoutId': { form: ['token'] },
  'POST /payments/stripe/webhook': {},
  'GET /': {},
  'GET /index.html': {},
  'GET /api/openapi.json': {},
};

describe('every page and identity-provider endpoint, with NUL and over-long text', () => {
  it('lists every route outside the contract', () => {
    const pages = pageRoutes(built.app).filter((route) => !route.endsWith('/*'));
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((route) => !(route in outsideFields))).toEqual([]);
    for (const path of Object.values(providerRoutes)) {
      if (path === '/oauth/par' || path === '/oauth/introspect') continue;
      expect(
        Object.keys(outsideFields).some((route) => route.endsWith(` ${path}`)),
        path,
      ).toBe(true);
    }
  });

  it('never answers 500, signed in at the provider or not', async () => {
    const signedIn = providerBrowser(built.app);
    await signedIn.signIn('alice@example.com', 'password-123');
    const { interactionUrl } = await signedIn.startSignIn();
    const uid = interactionUrl.split('/').pop()!;
    const form = await signedIn.request('GET', '/account/password');
    const csrf = /name="csrf" value="([^"]+)"/.exec(form.body)?.[1] ?? 'x';
    const failures: string[] = [];
    let calls = 0;
    for (const [route, fields] of Object.entries(outsideFields)) {
      const [method, pattern] = route.split(' ') as ['GET' | 'POST', string];
      for (const bad of [NUL, OVER_LONG]) {
        const label = bad === NUL ? 'NUL' : 'over-long';
        const paths = [pattern.replace(':uid', uid).replace(':checkoutId', 'a-checkout')];
        if (pattern.includes(':'))
          paths.push(pattern.replace(/:\w+/g, encodeURIComponent(`a${bad}`)));
        const names = [
          ...(fields.query ?? []).map((name) => ['query', name]),
          ...(fields.form ?? []).map((name) => ['form', name]),
        ];
        for (const path of paths) {
          for (const [where, name] of names.length > 0 ? names : [['query', 'x']]) {
            const values = {
              csrf,
              email: 'alice@example.com',
              password: 'password-123',
              [name!]: `a${bad}b`,
            };
            const query =
              where === 'query' ? `?${new URLSearchParams({ [name!]: `a${bad}b` })}` : '';
            const response = await signedIn.request(
              method,
              `${path}${query}`,
              method === 'POST' && where === 'form' ? values : method === 'POST' ? {} : undefined,
              { origin: TEST_URL },
            );
            calls += 1;
            if (response.statusCode >= 500) {
              failures.push(
                `${route} ${label} in ${where}.${name}: ${response.statusCode} ${response.body.slice(0, 120)}`,
              );
            }
          }
        }
      }
    }
    expect(calls).toBeGreaterThanOrEqual(150);
    expect(failures).toEqual([]);
  });

  it('refuses a signed Stripe event carrying NUL (400), rather than failing on it', async () => {
    const event = JSON.stringify({
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_${NUL}`,
          client_reference_id: `a${NUL}`,
          metadata: { siteId: `b${NUL}` },
        },
      },
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', WEBHOOK_SECRET)
      .update(`${timestamp}.${event}`)
      .digest('hex');
    const response = await built.app.inject({
      method: 'POST',
      url: '/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${timestamp},v1=${signature}`,
      },
      payload: event,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('images within 2 MB that are pixel bombs or damaged', () => {
  it('are refused (400) by every upload, and nothing is stored', async () => {
    const uploads = served.filter(
      (route) => route.name.endsWith('logo.upload') || route.name === 'user.profileLogo.upload',
    );
    expect(uploads.map((route) => route.name).sort()).toEqual([
      'user.profileLogo.upload',
      'user.site.logo.upload',
    ]);
    const before = await snapshot(built.database.db);
    const failures: string[] = [];
    for (const [name, image] of Object.entries(pixelBombs())) {
      for (const route of uploads) {
        const { url } = aimedAtAlice(world, route);
        const response = await callRoute(built, route, url, undefined, world.aliceToken, image);
        if (response.statusCode !== 400)
          failures.push(`${route.name}, ${name}: ${response.statusCode}`);
      }
      const registration = await callRoute(
        built,
        served.find((route) => route.name === 'predict.register.site')!,
        '/api/predict/register',
        {
          ...sitePayload({ buildingName: name }),
          epcCertificate: `data:image/png;base64,${image.toString('base64')}`,
        },
      );
      const refused = registration.statusCode === 200 && registration.json().siteId === null;
      if (!refused)
        failures.push(
          `certificate, ${name}: ${registration.statusCode} ${registration.body.slice(0, 80)}`,
        );
    }
    expect(failures).toEqual([]);
    expect(await snapshot(built.database.db)).toBe(before);
  });
});
