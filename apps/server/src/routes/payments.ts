import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { premiumMessages } from '@wattwise/domain';
import {
  createPaymentProvider,
  verifyStripeSignature,
  type PaymentProvider,
} from '../adapters/payments/index';
import { escapeHtml, messagePage, page } from '../platform/identity/pages';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import {
  applyStripeEvent,
  checkoutStatus,
  confirmTestCheckout,
  startUpgrade,
  testCheckoutFor,
} from '../areas/account/payments';
import { callerMaySeeSite } from '../platform/authz/siteAccess';
import type { ServedHandlers } from '../platform/contract/contractRoutes';
import { HttpError, notFound } from '../platform/errors/httpError';
import { requireOwnedSite } from '../platform/authz/ownedSite';

const conflict = (message: string) => new HttpError(409, 'Conflict', message);

let providerCache: { config: ServerConfig; provider: PaymentProvider } | undefined;
/** One provider per configuration (tests build several servers with different settings). */
function providerFor(config: ServerConfig): PaymentProvider {
  if (providerCache?.config !== config) {
    providerCache = { config, provider: createPaymentProvider(config) };
  }
  return providerCache.provider;
}

/** Premium upgrade (spec shell §4, §5, §7; analysis §7.2). */
export const paymentHandlers: ServedHandlers = {
  'payments.upgrade': async (context) => {
    const { db, config, params, body, caller } = context;
    const site = await requireOwnedSite(context, params.siteId);
    if (site.product !== 'PREDICT')
      throw conflict('Only Predict sites can be upgraded to Premium.');
    if (site.paid) throw conflict('This site is already on Predict Premium.');
    const started = await startUpgrade(db, providerFor(config), {
      siteId: site.id,
      siteName: site.name,
      accountId: caller!.sub,
      billingEmail: body.billingEmail.trim(),
      paymentType: body.type,
      publicUrl: config.publicUrl,
    });
    return {
      _links: { checkout: { href: started.href } },
      ...(started.sandbox ? { sandbox: true as const } : {}),
    };
  },

  // Designed (docs/adr/0008): a = siteId, b = the checkout reference the buyer returned with.
  'user.site.upgradeToPremium': async ({ db, params, caller }) => {
    if (!(await callerMaySeeSite(db, caller?.sub, params.a))) {
      throw notFound('No site with this id is visible to you.');
    }
    const status = await checkoutStatus(db, params.a, params.b);
    if (!status) throw notFound('No checkout with this reference for this site.');
    if (status !== 'PAID') throw conflict('The payment has not been confirmed yet.');
    return null;
  },
};

const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // The one-time token is in the address: never send it on as a referrer; no framing.
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

const invalidLink = () =>
  messagePage(
    'Checkout link not valid',
    'This checkout link is not valid or has already been used. Start the upgrade again from WattWise.',
  );

function testCheckoutPage(checkout: {
  id: string;
  siteName: string;
  billingEmail: string;
  token: string;
}): string {
  return page(
    'Test-mode checkout',
    `<h1>Upgrade to Predict Premium</h1>
<p class="alert" role="note"><strong>Test mode:</strong> no payment is taken. This page stands in
for the payment provider while none is configured; confirming marks the site as Premium.</p>
<p><strong>Site:</strong> ${escapeHtml(checkout.siteName)}</p>
<p><strong>Billing e-mail:</strong> ${escapeHtml(checkout.billingEmail)}</p>
<p><strong>Price:</strong> ${escapeHtml(premiumMessages.pricing)}</p>
<form method="post" action="/payments/test-checkout/${escapeHtml(checkout.id)}">
<input type="hidden" name="token" value="${escapeHtml(checkout.token)}">
<button type="submit">Confirm test payment</button>
</form>`,
  );
}

/**
 * The pages outside the contract: the test-mode checkout (GET shows it, POST confirms it with its
 * one-time token) and Stripe's webhook, whose signature is verified before anything changes.
 */
export async function registerPaymentPages(
  app: FastifyInstance,
  options: { db: Kysely<Database>; config: ServerConfig },
) {
  const { db, config } = options;
  type CheckoutRequest = { Params: { checkoutId: string }; Querystring: { token?: string } };

  app.get<CheckoutRequest>('/payments/test-checkout/:checkoutId', async (request, reply) => {
    const token = String(request.query.token ?? '');
    const checkout = await testCheckoutFor(db, request.params.checkoutId, token);
    if (!checkout || checkout.status !== 'OPEN') {
      return reply.status(404).headers(pageHeaders).send(invalidLink());
    }
    return reply.headers(pageHeaders).send(testCheckoutPage({ ...checkout, token }));
  });

  app.post<{ Params: { checkoutId: string }; Body: { token?: unknown } }>(
    '/payments/test-checkout/:checkoutId',
    async (request, reply) => {
      const token = typeof request.body?.token === 'string' ? request.body.token : '';
      const siteId = await confirmTestCheckout(db, request.params.checkoutId, token);
      if (!siteId) return reply.status(404).headers(pageHeaders).send(invalidLink());
      return reply.headers(pageHeaders).send(
        messagePage(
          'Premium is active',
          'Test mode: no payment was taken. The site is now on Predict Premium.',
          {
            href: `${config.publicUrl}/predict/${siteId}?upgrade=${request.params.checkoutId}`,
            text: 'Back to WattWise',
          },
        ),
      );
    },
  );

  await app.register(async (scope) => {
    // Stripe signs the exact bytes it sent: keep them raw in this scope only.
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post('/payments/stripe/webhook', async (request, reply) => {
      const secret = config.adapters.stripeWebhookSecret;
      if (!config.adapters.stripeSecretKey || !secret) {
        return reply.status(404).send({ error: 'Not Found', message: 'Stripe is not configured.' });
      }
      const payload = request.body as Buffer;
      const signature = request.headers['stripe-signature'];
      if (
        !Buffer.isBuffer(payload) ||
        !verifyStripeSignature(
          payload,
          typeof signature === 'string' ? signature : undefined,
          secret,
        )
      ) {
        return reply
          .status(400)
          .send({ error: 'Bad Request', message: 'The webhook signature is not valid.' });
      }
      let event: Parameters<typeof applyStripeEvent>[1];
      try {
        event = JSON.parse(payload.toString('utf8'));
      } catch {
        return reply.status(400).send({ error: 'Bad Request', message: 'The event is not JSON.' });
      }
      const outcome = await applyStripeEvent(db, event);
      request.log.info({ outcome, type: event.type }, 'stripe webhook');
      return reply.send({ received: true });
    });
  });
}
