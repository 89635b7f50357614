import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PREMIUM_PRICING } from '@wattwise/domain';
import type { ServerConfig } from '../../config';

/** What the payment provider needs to open a checkout for one site. */
interface CheckoutRequest {
  checkoutId: string;
  siteId: string;
  siteName: string;
  billingEmail: string;
  /** Where the buyer lands after paying; `{CHECKOUT_REF}` is replaced by the checkout's reference. */
  returnUrl: string;
  cancelUrl: string;
}

interface StartedCheckout {
  /** The page the web opens in a new tab (_links.checkout.href). */
  href: string;
  /** Stripe's Checkout Session id; null for the test-mode checkout. */
  externalId: string | null;
  /** Test mode: the one-time confirmation token (only its hash is stored). */
  token: string | null;
}

/**
 * Takes Premium payments (ARCHITECTURE.md adapters table). Embedded default: this server's
 * test-mode checkout page, which takes no money. Production: Stripe Checkout (STRIPE_SECRET_KEY),
 * where only a webhook with a verified signature marks a site paid.
 */
export interface PaymentProvider {
  kind: 'TEST' | 'STRIPE';
  startCheckout(request: CheckoutRequest): Promise<StartedCheckout>;
}

function testModeCheckout(publicUrl: string): PaymentProvider {
  return {
    kind: 'TEST',
    async startCheckout(request) {
      const token = randomBytes(32).toString('base64url');
      return {
        href: `${publicUrl}/payments/test-checkout/${request.checkoutId}?token=${token}`,
        externalId: null,
        token,
      };
    },
  };
}

/** Pence of one GBP (Stripe amounts are in the smallest currency unit). */
const PENCE_PER_POUND = 100;

/** The Checkout Session's form fields: the one-off fee, then the annual charge of 12 × monthly. */
function stripeSessionFields(request: CheckoutRequest): URLSearchParams {
  const annualGbp = PREMIUM_PRICING.monthlyGbp * PREMIUM_PRICING.billedMonthsPerYear;
  const fields = new URLSearchParams({
    mode: 'subscription',
    customer_email: request.billingEmail,
    client_reference_id: request.checkoutId,
    'metadata[checkoutId]': request.checkoutId,
    'metadata[siteId]': request.siteId,
    'subscription_data[metadata][siteId]': request.siteId,
    success_url: request.returnUrl.replace('{CHECKOUT_REF}', '{CHECKOUT_SESSION_ID}'),
    cancel_url: request.cancelUrl,
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'gbp',
    'line_items[0][price_data][unit_amount]': String(PREMIUM_PRICING.oneOffGbp * PENCE_PER_POUND),
    'line_items[0][price_data][product_data][name]': `Predict Premium for ${request.siteName}: one-off fee`,
    'line_items[1][quantity]': '1',
    'line_items[1][price_data][currency]': 'gbp',
    'line_items[1][price_data][unit_amount]': String(annualGbp * PENCE_PER_POUND),
    'line_items[1][price_data][recurring][interval]': 'year',
    'line_items[1][price_data][product_data][name]': `Predict Premium for ${request.siteName}: £${PREMIUM_PRICING.monthlyGbp} per month, billed annually`,
  });
  return fields;
}

function stripeCheckout(options: {
  secretKey: string;
  apiUrl: string;
  fetch?: typeof fetch;
}): PaymentProvider {
  const call = options.fetch ?? fetch;
  return {
    kind: 'STRIPE',
    async startCheckout(request) {
      const response = await call(`${options.apiUrl}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': request.checkoutId,
        },
        body: stripeSessionFields(request).toString(),
        signal: AbortSignal.timeout(15_000),
      });
      const session = (await response.json().catch(() => ({}))) as {
        id?: unknown;
        url?: unknown;
        error?: { message?: string };
      };
      if (!response.ok || typeof session.id !== 'string' || typeof session.url !== 'string') {
        throw new Error(
          `Stripe refused the checkout (${response.status}): ${session.error?.message ?? 'no session'}`,
        );
      }
      return { href: session.url, externalId: session.id, token: null };
    },
  };
}

export function createPaymentProvider(config: ServerConfig): PaymentProvider {
  const { stripeSecretKey, stripeApiUrl } = config.adapters;
  return stripeSecretKey
    ? stripeCheckout({ secretKey: stripeSecretKey, apiUrl: stripeApiUrl })
    : testModeCheckout(config.publicUrl);
}

/** Stripe's default tolerance for a webhook's timestamp (stripe-node, 2024). */
const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Verifies a `Stripe-Signature` header (t=…,v1=…): HMAC-SHA256 of `${t}.${payload}` with the
 * endpoint secret, compared in constant time, and a timestamp within the tolerance.
 * https://docs.stripe.com/webhooks#verify-manually
 */
export function verifyStripeSignature(
  payload: Buffer | string,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = STRIPE_SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header || !secret) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest();
  return signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
