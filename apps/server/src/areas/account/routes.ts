import type { FastifyReply } from 'fastify';
import { createPaymentProvider, type PaymentProvider } from '../../adapters/payments/index';
import type { ServerConfig } from '../../config';
import { requireOwnedSite } from '../../platform/authz/ownedSite';
import { callerMaySeeSite } from '../../platform/authz/siteAccess';
import type { AreaHandlers, RouteContext } from '../../platform/contract/contractRoutes';
import { HttpError, notFound, unauthorized } from '../../platform/errors/httpError';
import { readLogo, storeLogo, type LogoOwner } from './logos';
import { checkoutStatus, startUpgrade } from './payments';
import { renderReport, reportData } from './reports';

const forbidden = (message: string) => new HttpError(403, 'Forbidden', message);

const accountOf = (caller: { sub: string } | undefined) => {
  if (!caller) throw unauthorized('A bearer access token is required.');
  return caller.sub;
};

async function sendLogo(
  context: {
    db: RouteContext<'user.site.logo.get'>['db'];
    request: RouteContext<'user.site.logo.get'>['request'];
  },
  reply: FastifyReply,
  owner: LogoOwner,
) {
  const logo = await readLogo(context.db, context.request.server.registration.blobs, owner);
  // Spec shell §7: 204 (or empty) means there is no logo.
  if (!logo) return reply.status(204).send();
  return reply
    .type(logo.contentType)
    .header('cache-control', 'private, max-age=600')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(logo.bytes);
}

async function receiveLogo(
  context: Pick<RouteContext<'user.site.logo.upload'>, 'db' | 'request' | 'body' | 'reply'>,
  owner: LogoOwner,
) {
  const check = await storeLogo(
    context.db,
    context.request.server.registration.blobs,
    owner,
    context.body,
  );
  if (!check.ok) {
    throw new HttpError(
      check.status,
      check.status === 413 ? 'Payload Too Large' : 'Bad Request',
      check.message,
    );
  }
  return context.reply.status(200).send();
}

async function sendReport(context: RouteContext<'predict.pdf'>) {
  const data = await reportData(context.db, context.params.siteId);
  if (!data) throw notFound('No site with this id is visible to you.');
  const pdf = await renderReport(data);
  const fileName = `${data.siteName.replace(/[^A-Za-z0-9 _-]+/g, '').trim() || 'site'} report.pdf`;
  return context.reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

const conflict = (message: string) => new HttpError(409, 'Conflict', message);

let providerCache: { config: ServerConfig; provider: PaymentProvider } | undefined;
/** One provider per configuration (tests build several servers with different settings). */
function providerFor(config: ServerConfig): PaymentProvider {
  if (providerCache?.config !== config) {
    providerCache = { config, provider: createPaymentProvider(config) };
  }
  return providerCache.provider;
}

/**
 * The account's own things (spec shell §4, §5, §6, §7; analysis §7.2): logos, the PDF reports
 * (Predict for paid sites only, Optimise for Optimise sites) and the Premium upgrade.
 */
export const handlers: AreaHandlers<'accountRoutes'> = {
  'user.site.logo.get': async (context) =>
    sendLogo(context, context.reply, { site: context.params.siteId }),

  'user.site.logo.upload': async (context) => {
    const site = await requireOwnedSite(context, context.params.siteId);
    return receiveLogo(context, { site: site.id });
  },

  'user.profileLogo.get': async (context) =>
    sendLogo(context, context.reply, { account: accountOf(context.caller) }),

  'user.profileLogo.upload': async (context) =>
    receiveLogo(context, { account: accountOf(context.caller) }),

  'predict.pdf': async (context) => {
    const site = await context.db
      .selectFrom('sites')
      .select(['product', 'paid'])
      .where('id', '=', context.params.siteId)
      .executeTakeFirst();
    if (!site) throw notFound('No site with this id is visible to you.');
    if (site.product !== 'PREDICT' || !site.paid) {
      throw forbidden('The PDF report is available for Predict Premium sites only.');
    }
    return sendReport(context);
  },
  'optimise.pdf': async (context) => {
    const site = await context.db
      .selectFrom('sites')
      .select('product')
      .where('id', '=', context.params.siteId)
      .executeTakeFirst();
    if (!site) throw notFound('No site with this id is visible to you.');
    if (site.product !== 'OPTIMISE') throw forbidden('This is not an Optimise site.');
    return sendReport(context as unknown as RouteContext<'predict.pdf'>);
  },

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
