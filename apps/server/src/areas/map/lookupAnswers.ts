import { EpcRegisterUnavailableError } from '../../adapters/epcRegister/register';
import { GeocoderUnavailableError } from '../../adapters/geocoding/geocoder';
import { BoxTooLargeError } from '../../adapters/outlines/outlineStore';
import { badRequest, HttpError } from '../../platform/errors/httpError';
import { LookupInputError } from './certificateLookup';

/** Maps a look-up adapter's failure to the answer a user can act on. */
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
