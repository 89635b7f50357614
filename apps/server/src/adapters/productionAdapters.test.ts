import { describe, expect, it } from 'vitest';
import { EpcRegisterUnavailableError } from './epcRegister/register';
import { createRegisterApi } from './epcRegister/registerApi';
import { GeocoderUnavailableError } from './geocoding/geocoder';
import { createHttpGeocoder } from './geocoding/httpGeocoder';
import { createDccMeterProvider } from './smartMeters/dccProvider';
import { MeteringProviderUnavailableError } from './smartMeters/provider';

/** A test double for fetch: records each request and answers from the table. */
function fakeFetch(answer: (url: URL, init?: RequestInit) => Response) {
  const calls: { url: URL; init?: RequestInit }[] = [];
  const fetch = (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, init });
    return answer(url, init);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const down = (() => {
  throw new TypeError('fetch failed');
}) as unknown as () => Response;

describe('production geocoder (Nominatim-compatible)', () => {
  it('asks for GB only with the key and maps the places', async () => {
    const { fetch, calls } = fakeFetch(() =>
      json([
        {
          lat: '51.5199',
          lon: '-0.1190',
          display_name: 'Conway Hall, 25, Red Lion Square, London, WC1R 4RL, United Kingdom',
          name: 'Conway Hall',
        },
      ]),
    );
    const geocoder = createHttpGeocoder({ url: 'https://geo.example/v1/', key: 'k', fetch });
    expect(await geocoder.search('Conway Hall')).toEqual([
      {
        name: 'Conway Hall',
        full_address: 'Conway Hall, 25, Red Lion Square, London, WC1R 4RL, United Kingdom',
        centre: [-0.119, 51.5199],
      },
    ]);
    expect(calls[0]!.url.pathname).toBe('/v1/search');
    expect(calls[0]!.url.searchParams.get('countrycodes')).toBe('gb');
    expect(calls[0]!.url.searchParams.get('key')).toBe('k');
  });

  it('answers no result for a 404 and throws for a failure or no answer', async () => {
    const notFound = createHttpGeocoder({
      url: 'https://geo.example',
      key: undefined,
      fetch: fakeFetch(() => json({ error: 'Unable to geocode' }, 404)).fetch,
    });
    expect(await notFound.reverseBatch([[0, 0]])).toEqual([null]);
    const failing = createHttpGeocoder({
      url: 'https://geo.example',
      key: undefined,
      fetch: fakeFetch(() => json({}, 503)).fetch,
    });
    await expect(failing.search('x')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    const unreachable = createHttpGeocoder({
      url: 'https://geo.example',
      key: undefined,
      fetch: fakeFetch(down).fetch,
    });
    await expect(unreachable.reverse([0, 0], 30)).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });
});

describe('production EPC register (open-data API)', () => {
  it('asks the three registers by post code with Basic auth and merges them newest first', async () => {
    const rows: Record<string, Record<string, string>[]> = {
      '/api/v1/domestic/search': [
        {
          'lmk-key': 'd1',
          address1: 'Flat 1',
          postcode: 'WC1R 4RL',
          'current-energy-rating': 'C',
          'current-energy-efficiency': '72',
          'lodgement-date': '2019-05-01',
          'total-floor-area': '55',
          'property-type': 'Flat',
        },
      ],
      '/api/v1/non-domestic/search': [],
      '/api/v1/display/search': [
        {
          'lmk-key': 'x1',
          address1: 'Conway Hall',
          postcode: 'WC1R 4RL',
          'operational-rating-band': 'D',
          'lodgement-date': '2024-10-01',
        },
      ],
    };
    const { fetch, calls } = fakeFetch((url) =>
      rows[url.pathname]!.length ? json({ rows: rows[url.pathname] }) : new Response(''),
    );
    const register = createRegisterApi({
      url: 'https://epc.example/api/v1',
      email: 'me@example.com',
      key: 'secret',
      fetch,
    });
    const found = await register.byPostcode('WC1R 4RL');
    expect(found.map((certificate) => [certificate.lmkKey, certificate.certificateType])).toEqual([
      ['x1', 'DEC'],
      ['d1', 'EPC'],
    ]);
    expect(found[1]).toMatchObject({ rating: 'C', ratingValue: 72, floorArea: 55, sample: false });
    const authorization = new Headers(calls[0]!.init?.headers).get('authorization');
    expect(authorization).toBe(`Basic ${Buffer.from('me@example.com:secret').toString('base64')}`);
  });

  it('throws when the API fails', async () => {
    const register = createRegisterApi({
      url: 'https://epc.example',
      email: 'e',
      key: 'k',
      fetch: fakeFetch(() => json({}, 401)).fetch,
    });
    await expect(register.byPostcode('WC1R 4RL')).rejects.toBeInstanceOf(
      EpcRegisterUnavailableError,
    );
  });
});

describe('production smart meters (DCC provider)', () => {
  it('sends the bearer key and passes the answers on', async () => {
    const { fetch, calls } = fakeFetch((url) =>
      url.pathname.endsWith('meter-check')
        ? json({ validMeter: true, mpan: '2200012833349' })
        : json({ accessible: false }),
    );
    const provider = createDccMeterProvider({ url: 'https://dcc.example', key: 'k', fetch });
    expect(provider.sandbox).toBe(false);
    expect(await provider.meterCheck('2200012833349')).toEqual({
      validMeter: true,
      mpan: '2200012833349',
    });
    expect(await provider.giveConsent('2200012833349', new Date('2026-01-01T00:00:00Z'))).toBe(
      false,
    );
    expect(new Headers(calls[0]!.init?.headers).get('authorization')).toBe('Bearer k');
    expect(JSON.parse(String(calls[1]!.init?.body))).toEqual({
      mpan: '2200012833349',
      givenAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('throws MeteringProviderUnavailableError on a 502 or no answer', async () => {
    for (const answer of [() => json({}, 502), down]) {
      const provider = createDccMeterProvider({
        url: 'https://dcc.example',
        key: 'k',
        fetch: fakeFetch(answer).fetch,
      });
      await expect(provider.addressSearch('a', 'WC1R 4RL')).rejects.toBeInstanceOf(
        MeteringProviderUnavailableError,
      );
    }
  });
});
