import { EpcRegisterUnavailableError } from '../adapters/epcRegister/register';
import { GeocoderUnavailableError, REVERSE_LIMIT } from '../adapters/geocoding/geocoder';
import { BoxTooLargeError, outlinesInBox } from '../adapters/outlines/outlineStore';
import {
  certificatesOfAddress,
  checkAddress,
  LookupInputError,
} from '../areas/map/certificateLookup';
import { calculatePerformance } from '../areas/map/energyPerformance';
import type { ServedHandlers } from '../platform/contract/contractRoutes';
import { badRequest, HttpError } from '../platform/errors/httpError';

/** Maps an adapter's failure to the answer a user can act on. */
export async function answerOf<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LookupInputError || error instanceof BoxTooLargeError) {
      throw badRequest(error.message);
    }
    if (error instanceof GeocoderUnavailableError || error instanceof EpcRegisterUnavailableError) {
      throw new HttpError(
        502,
        'Bad Gateway',
        'The look-up service did not answer; try again later.',
      );
    }
    throw error;
  }
}

/** Address search, outlines, certificate look-ups and the map's performance levels (shell §7, analysis §7.5). */
export const lookupHandlers: ServedHandlers = {
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

  'outlines.inBox': async ({ db, query }) => answerOf(() => outlinesInBox(db, query.bbox)),

  'predict.simplediagnose.checkAddress': async ({ request, body }) =>
    answerOf(() => checkAddress(request.server.adapters.epcRegister, body)),

  'opendata.certificates': async ({ request, query }) =>
    answerOf(() => certificatesOfAddress(request.server.adapters.epcRegister, query ?? {})),

  'energyperformance.calculate': async ({ request, db, query, body }) =>
    answerOf(() =>
      calculatePerformance(db, request.server.adapters.epcRegister, body, query?.confidence),
    ),
};
