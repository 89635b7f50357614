import {
  MeteringProviderUnavailableError,
  type MeterAddressOption,
  type MeterCheck,
  type SmartMeterProvider,
} from './provider';

/**
 * Production smart meters: a DCC data provider (an "Other User" of the Smart DCC, e.g. a
 * consent-based data API) at DCC_API_URL, bearer key DCC_API_KEY. Designed REST shape:
 *   GET  {url}/address-search?address=&postcode=  → [{ address, partialMpan, encryptedMpan, confidenceScore }]
 *   GET  {url}/meter-check?mpan=                   → { validMeter, mpan }
 *   POST {url}/consents { mpan, givenAt }          → { accessible }
 * Any failure or no answer throws MeteringProviderUnavailableError, which the routes answer 502.
 */
export function createDccMeterProvider(options: {
  url: string;
  key: string;
  fetch?: typeof fetch;
}): SmartMeterProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');

  async function call<T>(pathName: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}/${pathName}`, {
        ...init,
        headers: {
          authorization: `Bearer ${options.key}`,
          accept: 'application/json',
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new MeteringProviderUnavailableError(`Metering provider unreachable: ${String(error)}`);
    }
    if (!response.ok) {
      throw new MeteringProviderUnavailableError(`Metering provider answered ${response.status}`);
    }
    return (await response.json()) as T;
  }

  return {
    sandbox: false,
    async addressSearch(address, postcode) {
      const query = new URLSearchParams({ address, postcode });
      return call<MeterAddressOption[]>(`address-search?${query.toString()}`);
    },
    async meterCheck(mpan) {
      return call<MeterCheck>(`meter-check?${new URLSearchParams({ mpan }).toString()}`);
    },
    async giveConsent(mpan, givenAt) {
      const answer = await call<{ accessible: boolean }>('consents', {
        method: 'POST',
        body: JSON.stringify({ mpan, givenAt: givenAt.toISOString() }),
      });
      return answer.accessible === true;
    },
  };
}
