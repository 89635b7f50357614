import { requireOwnedSite } from '../../platform/authz/ownedSite';
import type { AreaHandlers } from '../../platform/contract/contractRoutes';
import { HttpError, notFound, unauthorized } from '../../platform/errors/httpError';
import { listBuildingTypes } from './buildingTypes';
import { deleteSite } from './deleteSite';
import { defaultSite, listSiteStubs, listSiteSummaries, siteMapPins } from './siteList';

function accountOf(caller: { sub: string } | undefined): string {
  if (!caller) throw unauthorized('A bearer access token is required.');
  return caller.sub;
}

/** Home, site switcher and site deletion (shell §2, §7), served from the database. */
export const handlers: AreaHandlers<'siteRoutes'> = {
  'user.site.list': async ({ db, caller }) => listSiteSummaries(db, accountOf(caller)),

  'user.site.stubs': async ({ db, caller }) => listSiteStubs(db, accountOf(caller)),

  // Designed: 404 when the caller has no site (the lead's brief), rather than a null body.
  'user.site.default': async ({ db, caller }) => {
    const site = await defaultSite(db, accountOf(caller));
    if (!site) throw notFound('You have no sites yet.');
    return site;
  },

  'user.mapsummary': async ({ db, caller, query }) => ({
    data: await siteMapPins(db, accountOf(caller), query ?? {}),
  }),

  'buildingdata.buildingTypes': async ({ db, query }) =>
    listBuildingTypes(db, query?.hidden === true),

  'user.site.delete': async (context) => {
    const site = await requireOwnedSite(context, context.params.siteId);
    // Optimise sites are not deleted from the product (spec shell §2: the card menu has
    // 'Delete Site' on non-OPTIMISE sites only).
    if (site.product === 'OPTIMISE') {
      throw new HttpError(403, 'Forbidden', 'Optimise sites cannot be deleted here.');
    }
    const deleted = await deleteSite(
      context.db,
      context.request.server.registration.blobs,
      site.id,
    );
    if (!deleted) throw notFound('No site with this id is visible to you.');
    return context.reply.status(200).send();
  },
};
