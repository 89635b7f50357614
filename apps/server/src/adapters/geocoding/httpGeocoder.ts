import type { AddressFeature } from '@wattwise/api/contract';
import { GeocoderUnavailableError, SEARCH_LIMIT, type Geocoder, type LonLat } from './geocoder';

/** One result of a Nominatim-compatible API (Nominatim, LocationIQ and others share it). */
interface NominatimPlace {
  lat: string;
  lon: string;
  display_name: string;
  name?: string;
  address?: Record<string, string>;
}

function featureOf(place: NominatimPlace): AddressFeature {
  const road = [place.address?.house_number, place.address?.road].filter(Boolean).join(' ');
  return {
    name: place.name || road || place.display_name.split(',')[0] || place.display_name,
    full_address: place.display_name,
    centre: [Number(place.lon), Number(place.lat)],
  };
}

/**
 * Production geocoding: a Nominatim-compatible HTTP API at GEOCODING_URL (e.g.
 * https://eu1.locationiq.com/v1), the key GEOCODING_KEY sent as `key`. Search is restricted to GB
 * (countrycodes=gb). A failed or unreachable provider throws GeocoderUnavailableError (502).
 */
export function createHttpGeocoder(options: {
  url: string;
  key: string | undefined;
  fetch?: typeof fetch;
}): Geocoder {
  const doFetch = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');

  async function call(pathName: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${base}/${pathName}`);
    for (const [name, value] of Object.entries({ ...params, format: 'json' })) {
      url.searchParams.set(name, value);
    }
    if (options.key) url.searchParams.set('key', options.key);
    let response: Response;
    try {
      response = await doFetch(url, { signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new GeocoderUnavailableError(`Geocoding provider unreachable: ${String(error)}`);
    }
    // Nominatim answers 404 "Unable to geocode" for no result.
    if (response.status === 404) return [];
    if (!response.ok) {
      throw new GeocoderUnavailableError(`Geocoding provider answered ${response.status}`);
    }
    return response.json();
  }

  async function reverseOne(point: LonLat): Promise<AddressFeature | null> {
    const answer = (await call('reverse', {
      lon: String(point[0]),
      lat: String(point[1]),
      addressdetails: '1',
    })) as NominatimPlace | NominatimPlace[] | { error: string };
    if (Array.isArray(answer)) return answer[0] ? featureOf(answer[0]) : null;
    return 'display_name' in answer ? featureOf(answer) : null;
  }

  return {
    async search(query) {
      const answer = (await call('search', {
        q: query,
        countrycodes: 'gb',
        addressdetails: '1',
        limit: String(SEARCH_LIMIT),
      })) as NominatimPlace[];
      return Array.isArray(answer) ? answer.map(featureOf) : [];
    },
    async reverse(point, limit) {
      // Nominatim's reverse gives one place; that is the nearest address.
      const one = await reverseOne(point);
      return one && limit > 0 ? [one] : [];
    },
    async reverseBatch(points) {
      const answers: (AddressFeature | null)[] = [];
      for (const point of points) answers.push(await reverseOne(point));
      return answers;
    },
  };
}
