import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { premiumMessages, registrationValidationMessages as m } from '@wattwise/domain';
import type { BuiltApp } from '../src/app';
import { accountFixture, siteFixture } from './support/fixtures';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp, TEST_URL } from './support/testApp';
import { providerToken } from './support/tokens';

let databases: TestDatabases;
let testMode: BuiltApp;
let stripeMode: BuiltApp;
let fakeStripe: Server;
const stripeCalls: { path: string; authorization?: string; body: URLSearchParams }[] = [];
const WEBHOOK_SECRET = 'whsec_test_site_management';

beforeAll(async () => {
  databases = await createTestDatabases();
  // A stand-in for Stripe's API (a test double): answers a Checkout Session for each request.
  fakeStripe = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      stripeCalls.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: new URLSearchParams(body),
      });
      const id = `cs_test_${stripeCalls.length}`;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ id, url: `https://checkout.stripe.test/c/pay/${id}` }));
    });
  });
  await new Promise<void>((resolve) => fakeStripe.listen(0, '127.0.0.1', resolve));
  const port = (fakeStripe.address() as AddressInfo).port;
  testMode = await testApp(await databases.next());
  stripeMode = await testApp(await databases.next(), {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_site_management',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    },
  });
});
afterAll(async () => {
  await testMode?.app.close();
  await stripeMode?.app.close();
  await new Promise((resolve) => fakeStripe?.close(resolve));
  await databases.dispose();
});

async function owner(built: BuiltApp, name: string) {
  const { db } = built.database;
  const account = await accountFixture(db, `${name}-${randomUUID()}@example.com`);
  const headers = { authorization: `Bearer ${await providerToken(db, { sub: account })}` };
  return { account, headers };
}

const upgrade = (
  built: BuiltApp,
  siteId: string,
  headers: Record<string, string>,
  billingEmail: string,
) =>
  built.app.inject({
    method: 'POST',
    url: `/api/payments/upgrade/${siteId}`,
    headers,
    payload: { billingEmail, type: 'ANNUAL' },
  });

async function paid(built: BuiltApp, siteId: string) {
  const row = await built.database.db
    .selectFrom('sites')
    .select('paid')
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow();
  return row.paid;
}

describe('upgrade to Premium through the test-mode checkout (embedded default)', () => {
  it("refuses a blank or malformed billing e-mail with the spec's messages", async () => {
    const alice = await owner(testMode, 'alice');
    const siteId = await siteFixture(testMode.database.db, alice.account, { name: 'Alice Lab' });
    const blank = await upgrade(testMode, siteId, alice.headers, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toEqual([
      expect.objectContaining({ path: 'billingEmail', message: m.required }),
    ]);
    expect(m.required).toBe('* required');
    const malformed = await upgrade(testMode, siteId, alice.headers, 'billing@nowhere');
    expect(malformed.json().issues[0].message).toBe('* e-mail address must be valid');
    expect(await paid(testMode, siteId)).toBe(false);
  });

  it('shows the price, marks the site paid on confirmation, and the link works once', async () => {
    const alice = await owner(testMode, 'alice');
    const siteId = await siteFixture(testMode.database.db, alice.account, { name: 'Alice Hall' });
    const started = await upgrade(testMode, siteId, alice.headers, 'billing@example.org');
    expect(started.statusCode).toBe(200);
    const { _links, sandbox } = started.json();
    expect(sandbox).toBe(true);
    const href = new URL(_links.checkout.href);
    expect(href.origin).toBe(TEST_URL);
    const checkoutId = href.pathname.split('/').pop()!;
    const token = href.searchParams.get('token')!;

    const shown = await testMode.app.inject({ method: 'GET', url: href.pathname + href.search });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Test mode:');
    expect(shown.body).toContain('no payment is taken');
    expect(shown.body).toContain(premiumMessages.pricing.replace(/'/g, '&#39;'));
    expect(shown.body).toContain('£800');
    expect(shown.body).toContain('Alice Hall');

    // Before confirmation the return step reports the payment as not confirmed.
    const early = await testMode.app.inject({
      method: 'POST',
      url: `/api/user/site/upgradeToPremium/${siteId}/${checkoutId}`,
      headers: alice.headers,
    });
    expect(early.statusCode).toBe(409);

    // A forged confirmation (no token or a wrong one) changes nothing.
    for (const forged of ['', 'not-the-token']) {
      const refused = await testMode.app.inject({
        method: 'POST',
        url: `/payments/test-checkout/${checkoutId}`,
        payload: { token: forged },
      });
      expect(refused.statusCode).toBe(404);
    }
    expect(await paid(testMode, siteId)).toBe(false);

    const confirmed = await testMode.app.inject({
      method: 'POST',
      url: `/payments/test-checkout/${checkoutId}`,
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Premium is active');
    expect(await paid(testMode, siteId)).toBe(true);
    const list = await testMode.app.inject({
      method: 'GET',
      url: '/api/user/site/list',
      headers: alice.headers,
    });
    expect(list.json()[0]).toMatchObject({ siteId, paid: true });

    const reused = await testMode.app.inject({
      method: 'POST',
      url: `/payments/test-checkout/${checkoutId}`,
      payload: { token },
    });
    expect(reused.statusCode).toBe(404);
    const returned = await testMode.app.inject({
      method: 'POST',
      url: `/api/user/site/upgradeToPremium/${siteId}/${checkoutId}`,
      headers: alice.headers,
    });
    expect(returned.statusCode).toBe(200);
    const again = await upgrade(testMode, siteId, alice.headers, 'billing@example.org');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This site is already on Predict Premium.');
  });

  it("refuses another user's site (404) and changes nothing", async () => {
    const alice = await owner(testMode, 'alice');
    const mallory = await owner(testMode, 'mallory');
    const siteId = await siteFixture(testMode.database.db, alice.account, { name: 'Alice Barn' });
    const started = await upgrade(testMode, siteId, mallory.headers, 'mallory@example.org');
    expect(started.statusCode).toBe(404);
    const aliceStart = await upgrade(testMode, siteId, alice.headers, 'billing@example.org');
    const checkoutId = new URL(aliceStart.json()._links.checkout.href).pathname.split('/').pop();
    const confirm = await testMode.app.inject({
      method: 'POST',
      url: `/api/user/site/upgradeToPremium/${siteId}/${checkoutId}`,
      headers: mallory.headers,
    });
    expect(confirm.statusCode).toBe(404);
    const checkouts = await testMode.database.db
      .selectFrom('premium_checkouts')
      .select(['account_id', 'status'])
      .where('site_id', '=', siteId)
      .execute();
    expect(checkouts).toEqual([{ account_id: alice.account, status: 'OPEN' }]);
    expect(await paid(testMode, siteId)).toBe(false);
  });
});

function signed(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

describe('upgrade to Premium through Stripe Checkout (STRIPE_SECRET_KEY)', () => {
  it('opens a Stripe session at the spec price; only a correctly signed webhook marks the site paid', async () => {
    const alice = await owner(stripeMode, 'alice');
    const siteId = await siteFixture(stripeMode.database.db, alice.account, { name: 'Alice Mill' });
    const started = await upgrade(stripeMode, siteId, alice.headers, 'billing@example.org');
    expect(started.statusCode).toBe(200);
    const call = stripeCalls.at(-1)!;
    const sessionId = `cs_test_${stripeCalls.length}`;
    expect(started.json()).toEqual({
      _links: { checkout: { href: `https://checkout.stripe.test/c/pay/${sessionId}` } },
    });
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.authorization).toBe('Bearer sk_test_site_management');
    expect(call.body.get('customer_email')).toBe('billing@example.org');
    // £800 one-off, then £50 × 12 a year: £1,400 over the two payments (spec shell §1).
    expect(call.body.get('line_items[0][price_data][unit_amount]')).toBe('80000');
    expect(call.body.get('line_items[1][price_data][unit_amount]')).toBe('60000');
    expect(call.body.get('line_items[1][price_data][recurring][interval]')).toBe('year');
    expect(call.body.get('success_url')).toBe(
      `${TEST_URL}/predict/${siteId}?upgrade={CHECKOUT_SESSION_ID}`,
    );

    const event = JSON.stringify({
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, payment_status: 'paid' } },
    });
    const webhook = async (signature: string | undefined) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (signature) headers['stripe-signature'] = signature;
      return stripeMode.app.inject({
        method: 'POST',
        url: '/payments/stripe/webhook',
        headers,
        payload: event,
      });
    };
    const stale = Math.floor(Date.now() / 1000) - 600;
    for (const bad of [
      undefined,
      signed(event, 'whsec_someone_else'),
      signed(event, WEBHOOK_SECRET, stale),
      signed(event.replace('paid', 'PAID'), WEBHOOK_SECRET),
    ]) {
      const refused = await webhook(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('The webhook signature is not valid.');
    }
    expect(await paid(stripeMode, siteId)).toBe(false);
    const early = await stripeMode.app.inject({
      method: 'POST',
      url: `/api/user/site/upgradeToPremium/${siteId}/${sessionId}`,
      headers: alice.headers,
    });
    expect(early.statusCode).toBe(409);

    const accepted = await webhook(signed(event, WEBHOOK_SECRET));
    expect(accepted.statusCode).toBe(200);
    expect(await paid(stripeMode, siteId)).toBe(true);
    const returned = await stripeMode.app.inject({
      method: 'POST',
      url: `/api/user/site/upgradeToPremium/${siteId}/${sessionId}`,
      headers: alice.headers,
    });
    expect(returned.statusCode).toBe(200);
  });
});
