import { shellErrorMessages } from '@wattwise/domain';
import { MeteringProviderUnavailableError } from '../adapters/smartMeters/provider';
import { energySuppliers } from '../areas/registration/energySuppliers';
import { spaceTypesFor } from '../areas/registration/spaceTypes';
import type { ServedHandlers } from '../platform/contract/contractRoutes';
import { HttpError, notFound } from '../platform/errors/httpError';

/** A metering provider that did not answer is a 502 (shell §8: 'External Server Error'). */
async function fromMeteringProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MeteringProviderUnavailableError) {
      throw new HttpError(502, 'Bad Gateway', shellErrorMessages.meteringProviderNoResponse);
    }
    throw error;
  }
}

/** The meter-check step's look-ups and the registration lists (shell §7). */
export const meterLookupHandlers: ServedHandlers = {
  'user.electralink.addressSearch': async ({ request, query }) =>
    fromMeteringProvider(() =>
      request.server.adapters.smartMeters.addressSearch(query.address, query.postcode),
    ),

  'user.electralink.meterCheck': async ({ request, query }) =>
    fromMeteringProvider(() => request.server.adapters.smartMeters.meterCheck(query.mpan)),

  'buildingdata.suppliers': async () => energySuppliers(),

  'buildingdata.spaces': async ({ params }) => {
    const spaces = spaceTypesFor(params.buildingType);
    if (!spaces) throw notFound(`Unknown building type '${params.buildingType}'.`);
    return spaces;
  },
};
