import { listBuildingTypes } from '../areas/site/buildingTypes';
import { defaultSite, listSiteStubs, listSiteSummaries, siteMapPins } from '../areas/site/siteList';
import type { ServedHandlers } from '../platform/contract/contractRoutes';
import { notFound, unauthorized } from '../platform/errors/httpError';

function accountOf(caller: { sub: string } | undefined): string {
  if (!caller) throw unauthorized('A bearer access token is required.');
  return caller.sub;
}

/** Home and site-switcher calls of shell §7, served from the database. */
export const siteHandlers: ServedHandlers = {
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
};
