import { requestTextIssues } from '@wattwise/api/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { premiumMessages } from '@wattwise/domain';
import { verifyStripeSignature } from '../../adapters/payments/index';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { escapeHtml, messagePage, page } from '../../platform/identity/pages';
import { applyStripeEvent, confirmTestCheckout, testCheckoutFor } from './payments';

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
      // Signed, but still checked as every request is (no control characters, no deep nesting).
      if (requestTextIssues(event).length > 0) {
        return reply
          .status(400)
          .send({ error: 'Bad Request', message: 'The event carries text that is refused.' });
      }
      const outcome = await applyStripeEvent(db, event);
      request.log.info({ outcome, type: event.type }, 'stripe webhook');
      return reply.send({ received: true });
    });
  });
}
