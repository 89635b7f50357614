import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PaymentProvider } from '../../adapters/payments/index';
import type { Database } from '../../db/schema';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface UpgradeStart {
  siteId: string;
  siteName: string;
  accountId: string;
  billingEmail: string;
  paymentType: string;
  publicUrl: string;
}

/**
 * Opens a Premium checkout for a site: records it (OPEN) and asks the provider for the page.
 * Designed: after paying, the buyer returns to `/predict/{siteId}?upgrade={ref}`, where the web
 * confirms with POST /api/user/site/upgradeToPremium/{siteId}/{ref} (docs/adr/0008).
 */
export async function startUpgrade(
  db: Kysely<Database>,
  provider: PaymentProvider,
  start: UpgradeStart,
): Promise<{ href: string; sandbox: boolean }> {
  const checkoutId = randomUUID();
  const started = await provider.startCheckout({
    checkoutId,
    siteId: start.siteId,
    siteName: start.siteName,
    billingEmail: start.billingEmail,
    returnUrl: `${start.publicUrl}/predict/${start.siteId}?upgrade={CHECKOUT_REF}`,
    cancelUrl: `${start.publicUrl}/predict/${start.siteId}`,
  });
  await db
    .insertInto('premium_checkouts')
    .values({
      id: checkoutId,
      site_id: start.siteId,
      account_id: start.accountId,
      billing_email: start.billingEmail,
      payment_type: start.paymentType,
      provider: provider.kind,
      token_hash: started.token ? hashOf(started.token) : null,
      external_id: started.externalId,
      paid_at: null,
    })
    .execute();
  return { href: started.href, sandbox: provider.kind === 'TEST' };
}

/** Marks a checkout PAID and its site paid, once, in one transaction. */
async function markPaid(db: Kysely<Database>, checkoutId: string): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const checkout = await trx
      .updateTable('premium_checkouts')
      .set({ status: 'PAID', paid_at: new Date(), token_hash: null })
      .where('id', '=', checkoutId)
      .where('status', '=', 'OPEN')
      .returning('site_id')
      .executeTakeFirst();
    if (!checkout) return undefined;
    await trx.updateTable('sites').set({ paid: true }).where('id', '=', checkout.site_id).execute();
    return checkout.site_id;
  });
}

export interface TestCheckoutView {
  id: string;
  siteId: string;
  siteName: string;
  billingEmail: string;
  status: 'OPEN' | 'PAID';
}

/**
 * A test-mode checkout, when the one-time token matches its stored hash (constant-time). A
 * confirmed checkout has no token any more, so its link cannot be used twice.
 */
export async function testCheckoutFor(
  db: Kysely<Database>,
  checkoutId: string,
  token: string,
): Promise<TestCheckoutView | undefined> {
  const row = await db
    .selectFrom('premium_checkouts')
    .innerJoin('sites', 'sites.id', 'premium_checkouts.site_id')
    .select([
      'premium_checkouts.id',
      'premium_checkouts.site_id',
      'premium_checkouts.billing_email',
      'premium_checkouts.status',
      'premium_checkouts.token_hash',
      'sites.name',
    ])
    .where('premium_checkouts.id', '=', checkoutId)
    .where('premium_checkouts.provider', '=', 'TEST')
    .executeTakeFirst();
  if (!row?.token_hash || !token) return undefined;
  const given = Buffer.from(hashOf(token), 'hex');
  const stored = Buffer.from(row.token_hash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return undefined;
  return {
    id: row.id,
    siteId: row.site_id,
    siteName: row.name,
    billingEmail: row.billing_email,
    status: row.status,
  };
}

/** Confirms a test-mode checkout with its token; answers the site id, or undefined if refused. */
export async function confirmTestCheckout(
  db: Kysely<Database>,
  checkoutId: string,
  token: string,
): Promise<string | undefined> {
  const checkout = await testCheckoutFor(db, checkoutId, token);
  if (!checkout || checkout.status !== 'OPEN') return undefined;
  return markPaid(db, checkout.id);
}

/**
 * Applies a verified Stripe event: a completed and paid Checkout Session marks its checkout and
 * site paid. Answers what happened, for the log.
 */
export async function applyStripeEvent(
  db: Kysely<Database>,
  event: { type?: unknown; data?: { object?: Record<string, unknown> } },
): Promise<'PAID' | 'IGNORED' | 'UNKNOWN_CHECKOUT'> {
  const session = event.data?.object ?? {};
  const paidEvent =
    (event.type === 'checkout.session.completed' && session.payment_status === 'paid') ||
    event.type === 'checkout.session.async_payment_succeeded';
  if (!paidEvent || typeof session.id !== 'string') return 'IGNORED';
  const checkout = await db
    .selectFrom('premium_checkouts')
    .select(['id', 'status'])
    .where('external_id', '=', session.id)
    .where('provider', '=', 'STRIPE')
    .executeTakeFirst();
  if (!checkout) return 'UNKNOWN_CHECKOUT';
  if (checkout.status === 'OPEN') await markPaid(db, checkout.id);
  return 'PAID';
}

/**
 * The return step (upgradeToPremium/{siteId}/{ref}): the checkout of this site named by our id
 * or Stripe's session id. PAID when confirmed; OPEN while the payment is not confirmed yet.
 */
export async function checkoutStatus(
  db: Kysely<Database>,
  siteId: string,
  reference: string,
): Promise<'OPEN' | 'PAID' | undefined> {
  const row = await db
    .selectFrom('premium_checkouts')
    .select('status')
    .where('site_id', '=', siteId)
    .where((eb) => eb.or([eb('id', '=', reference), eb('external_id', '=', reference)]))
    .executeTakeFirst();
  return row?.status;
}
