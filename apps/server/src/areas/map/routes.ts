import { REVERSE_LIMIT } from '../../adapters/geocoding/geocoder';
import type { AreaHandlers } from '../../platform/contract/contractRoutes';
import { certificatesOfAddress } from './certificateLookup';
import { FLAT_ELEVATION_SOURCE, flatElevationTile } from './elevationTile';
import { calculatePerformance } from './energyPerformance';
import { answerOf } from './lookupAnswers';
import { outlinesAnswer } from './outlineAnswers';

/**
 * Address search, outlines, certificate look-ups, the map's performance levels and terrain
 * (shell §7, analysis §7.5). The embedded elevation default serves a flat terrain-RGB tile for
 * every z/x/y of the contract, labelled in `x-elevation-source`; a map that fails to read it logs
 * and ignores the failure.
 */
export const handlers: AreaHandlers<'mapRoutes'> = {
  'geocoding.search': async ({ request, query }) =>
    answerOf(() => request.server.adapters.geocoder.search(query.q)),

  'geocoding.reverse': async ({ request, query }) =>
    answerOf(() =>
      request.server.adapters.geocoder.reverse(
        [query.lon, query.lat],
        Math.min(query.limit ?? REVERSE_LIMIT, REVERSE_LIMIT),
      ),
    ),

  'geocoding.reverseBatch': async ({ request, body }) =>
    answerOf(() => request.server.adapters.geocoder.reverseBatch(body)),

  // Counted in features served against the client's budget, not only as one request.
  'outlines.inBox': async ({ db, query, request }) => {
    const client = `client:${request.ip}`;
    const budget = request.server.budgets.outlineFeatures;
    await budget.check(client);
    const { answer, features } = await answerOf(() => outlinesAnswer(db, query.bbox));
    await budget.spend(client, features);
    return answer;
  },

  'opendata.certificates': async ({ request, query }) =>
    answerOf(() => certificatesOfAddress(request.server.adapters.epcRegister, query ?? {})),

  'energyperformance.calculate': async ({ request, db, query, body }) =>
    answerOf(() =>
      calculatePerformance(db, request.server.adapters.epcRegister, body, query?.confidence),
    ),

  'elevation.tile': async ({ reply }) =>
    reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('x-elevation-source', FLAT_ELEVATION_SOURCE)
      .send(flatElevationTile()),
};
