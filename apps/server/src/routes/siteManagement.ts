import type { FastifyReply } from 'fastify';
import { readLogo, storeLogo, type LogoOwner } from '../areas/account/logos';
import { renderReport, reportData } from '../areas/account/reports';
import { deleteSite } from '../areas/site/deleteSite';
import { requireOwnedSite } from '../platform/authz/ownedSite';
import type { RouteContext, ServedHandlers } from '../platform/contract/contractRoutes';
import { HttpError, notFound, unauthorized } from '../platform/errors/httpError';

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

const forbidden = (message: string) => new HttpError(403, 'Forbidden', message);

const accountOf = (caller: { sub: string } | undefined) => {
  if (!caller) throw unauthorized('A bearer access token is required.');
  return caller.sub;
};

/** Site management of issue 11 §4 (spec shell §4, §5, §7): delete site and logos. */
export const siteManagementHandlers: ServedHandlers = {
  'user.site.delete': async (context) => {
    const site = await requireOwnedSite(context, context.params.siteId);
    // Optimise sites are not deleted from the product (spec shell §2: the card menu has
    // 'Delete Site' on non-OPTIMISE sites only).
    if (site.product === 'OPTIMISE') throw forbidden('Optimise sites cannot be deleted here.');
    const deleted = await deleteSite(
      context.db,
      context.request.server.registration.blobs,
      site.id,
    );
    if (!deleted) throw notFound('No site with this id is visible to you.');
    return context.reply.status(200).send();
  },

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
};

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

/** PDF reports (spec shell §4, §6): Predict for paid sites only; Optimise for Optimise sites. */
export const reportHandlers: ServedHandlers = {
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
};
