import { describe, expect, it } from 'vitest';
import { shellErrorMessages, toastTitles } from '@wattwise/domain';
import {
  SESSION_REQUEST_HEADER,
  SESSION_REQUEST_VALUE,
  notServedBody,
  routeByName,
} from '../contract';
import { routeGroups } from '../contract/routeGroups';
import { createApiClient, preloadRouteSchemas } from './createApiClient';

interface Recorded {
  url: string;
  init: RequestInit;
}

/** A fetch test double that records requests and answers with the given response. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const requests: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: String(input), init });
    return answer();
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/**
 * Counts the downloads of a route group's file while `run` runs; `failFirst` makes the first one
 * fail as a dropped connection would.
 */
async function countingDownloads(
  group: 'mapRoutes' | 'meterRoutes',
  run: (downloads: () => number) => Promise<void>,
  { failFirst = false } = {},
) {
  const download = routeGroups[group];
  let downloads = 0;
  routeGroups[group] = () => {
    downloads += 1;
    return failFirst && downloads === 1
      ? Promise.reject(new Error('Failed to fetch a chunk'))
      : download();
  };
  try {
    await run(() => downloads);
  } finally {
    routeGroups[group] = download;
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sites = routeByName['user.site.list'].example.response;
const siteId = sites[0].siteId;
const emptyLane = () => Array.from({ length: 24 }, () => ({ presetIndex: 0 }));

describe('createApiClient', () => {
  it('sends the session header with every call and no Authorization header when it has no token source', async () => {
    const { fetch, requests } = fakeFetch(() => json(sites));
    const client = createApiClient({
      headers: { [SESSION_REQUEST_HEADER]: SESSION_REQUEST_VALUE },
      fetch,
    });
    const answered = await client.call('user.site.list');
    expect(answered.ok).toBe(true);
    const headers = requests[0]?.init.headers as Record<string, string>;
    expect(headers[SESSION_REQUEST_HEADER]).toBe('1');
    expect(headers.Authorization).toBeUndefined();
  });

  it('answers a network error when a route’s schemas cannot be downloaded, and the next call tries again', async () => {
    const { fetch, requests } = fakeFetch(() => json([]));
    const client = createApiClient({ getAccessToken: async () => 'tok-1', fetch });
    const download = routeGroups.spatialRoutes;
    routeGroups.spatialRoutes = () => Promise.reject(new Error('Failed to fetch a chunk'));
    try {
      const failed = await client.call('spatial.tree', { params: { siteId } });
      expect(failed).toEqual({
        ok: false,
        error: { kind: 'network', route: 'spatial.tree', message: 'Failed to fetch a chunk' },
      });
      // Nothing went out without its checks.
      expect(requests).toHaveLength(0);
    } finally {
      routeGroups.spatialRoutes = download;
    }
    const answered = await client.call('spatial.tree', { params: { siteId } });
    expect(answered.ok).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('downloads the schemas a screen preloads once: its first call does not wait for them again', async () => {
    const search = routeByName['geocoding.search'].example;
    const { fetch, requests } = fakeFetch(() => json(search.response));
    const client = createApiClient({ getAccessToken: async () => 'tok-1', fetch });
    await countingDownloads('mapRoutes', async (downloads) => {
      preloadRouteSchemas(['geocoding.search', 'geocoding.reverse']);
      // One download for the two routes of the same group, before any call.
      expect(downloads()).toBe(1);
      expect(requests).toHaveLength(0);
      const answered = await client.call('geocoding.search', { query: search.query });
      expect(answered).toEqual({ ok: true, data: search.response });
      expect(downloads()).toBe(1);
    });
  });

  it('leaves a failed preload to the first call, which downloads the schemas again', async () => {
    const addressSearch = routeByName['user.electralink.addressSearch'].example;
    const { fetch, requests } = fakeFetch(() => json(addressSearch.response));
    const client = createApiClient({ getAccessToken: async () => 'tok-1', fetch });
    await countingDownloads(
      'meterRoutes',
      async (downloads) => {
        preloadRouteSchemas(['user.electralink.addressSearch']);
        await new Promise((settle) => setTimeout(settle, 0));
        const answered = await client.call('user.electralink.addressSearch', {
          query: addressSearch.query,
        });
        expect(downloads()).toBe(2);
        expect(requests).toHaveLength(1);
        expect(answered).toEqual({ ok: true, data: addressSearch.response });
      },
      { failFirst: true },
    );
  });

  it('sends the bearer token and parses the JSON answer', async () => {
    const { fetch, requests } = fakeFetch(() => json(sites));
    const client = createApiClient({
      baseUrl: 'http://api.test',
      getAccessToken: async () => 'tok-1',
      fetch,
    });
    const result = await client.call('user.site.list');
    expect(result).toEqual({ ok: true, data: sites });
    expect(requests[0]?.url).toBe('http://api.test/api/user/site/list');
    expect(requests[0]?.init.method).toBe('GET');
    expect((requests[0]?.init.headers as Record<string, string>).Authorization).toBe(
      'Bearer tok-1',
    );
  });

  it('sends no Authorization header without a token', async () => {
    const { fetch, requests } = fakeFetch(() => json({ OFFICE: 'Office' }));
    const client = createApiClient({ getAccessToken: async () => undefined, fetch });
    const result = await client.call('buildingdata.buildingTypes', { query: { hidden: true } });
    expect(result).toEqual({ ok: true, data: { OFFICE: 'Office' } });
    expect(requests[0]?.url).toBe('/api/buildingdata/get-building-types?hidden=true');
    expect(requests[0]?.init.headers).not.toHaveProperty('Authorization');
  });

  it('still sends a token it has on a public route', async () => {
    const { fetch, requests } = fakeFetch(() => json({}));
    const client = createApiClient({ getAccessToken: async () => 'tok-2', fetch });
    await client.call('buildingdata.buildingTypes');
    expect((requests[0]?.init.headers as Record<string, string>).Authorization).toBe(
      'Bearer tok-2',
    );
  });

  it('sends JSON bodies and encodes a spatial path as one segment', async () => {
    const { fetch, requests } = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ getAccessToken: async () => 't', fetch });
    const result = await client.call('predict.schedules.save', {
      params: { siteId, path: 'ground-floor/reception' },
      body: [
        {
          title: 'Occupancy',
          unit: 'PERCENT',
          presets: [{ value: 0, variant: 'LOW' }],
          weekdays: emptyLane(),
          weekends: emptyLane(),
          holidays: emptyLane(),
        },
      ],
    });
    expect(result).toEqual({ ok: true, data: null });
    expect(requests[0]?.url).toBe(`/api/predict/schedules/${siteId}/ground-floor%2Freception`);
    expect((requests[0]?.init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/json',
    );
    expect(JSON.parse(String(requests[0]?.init.body))).toHaveLength(1);
  });

  it('answers null for a 204 on an empty-answer route', async () => {
    const { fetch, requests } = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ getAccessToken: async () => 't', fetch });
    expect(await client.call('user.site.delete', { params: { siteId } })).toEqual({
      ok: true,
      data: null,
    });
    expect(requests[0]?.init.method).toBe('DELETE');
  });

  it('reads reports as blobs, and a 204 logo as none', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const report = await createApiClient({
      getAccessToken: async () => 't',
      fetch: fakeFetch(() => new Response(pdf, { status: 200 })).fetch,
    }).call('predict.pdf', { params: { siteId } });
    expect(report.ok && (await report.data.text())).toBe('%PDF-1.7');

    const logo = await createApiClient({
      getAccessToken: async () => 't',
      fetch: fakeFetch(() => new Response(null, { status: 204 })).fetch,
    }).call('user.site.logo.get', { params: { siteId } });
    expect(logo).toEqual({ ok: true, data: null });
  });

  it('uploads logos as octet-stream', async () => {
    const { fetch, requests } = fakeFetch(() => new Response(null, { status: 204 }));
    const image = new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' });
    await createApiClient({ getAccessToken: async () => 't', fetch }).call(
      'user.site.logo.upload',
      {
        params: { siteId },
        body: image,
      },
    );
    expect((requests[0]?.init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/octet-stream',
    );
    expect(requests[0]?.init.body).toBe(image);
  });

  it('maps 401 to unauthorized', async () => {
    const client = createApiClient({
      getAccessToken: async () => undefined,
      fetch: fakeFetch(() => new Response('', { status: 401 })).fetch,
    });
    const result = await client.call('user.site.list');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('unauthorized');
  });

  it('maps 501 to notServed with the route name', async () => {
    const client = createApiClient({
      getAccessToken: async () => 't',
      fetch: fakeFetch(() => json(notServedBody(routeByName['user.site.stubs']), 501)).fetch,
    });
    const result = await client.call('user.site.stubs');
    expect(!result.ok && result.error).toEqual({
      kind: 'notServed',
      route: 'user.site.stubs',
      status: 501,
      message: 'user.site.stubs is not served yet',
    });
  });

  it("maps a 502 from meter check and address search to the spec's External Server Error", async () => {
    const client = createApiClient({
      getAccessToken: async () => 't',
      fetch: fakeFetch(() => new Response('Bad gateway', { status: 502 })).fetch,
    });
    for (const result of [
      await client.call('user.electralink.meterCheck', { query: { mpan: '1200012345678' } }),
      await client.call('user.electralink.addressSearch', {
        query: { address: '1 Pancras Way', postcode: 'NW1 0PE' },
      }),
    ]) {
      expect(!result.ok && result.error).toEqual(
        expect.objectContaining({
          kind: 'external',
          status: 502,
          title: toastTitles.externalServerError,
          message: shellErrorMessages.meteringProviderNoResponse,
        }),
      );
    }
    const other = await client.call('user.site.list');
    expect(!other.ok && other.error).toMatchObject({
      kind: 'server',
      status: 502,
      message: 'Bad gateway',
    });
  });

  it("reads a server error's errorMessage, or its text", async () => {
    const fromJson = await createApiClient({
      getAccessToken: async () => 't',
      fetch: fakeFetch(() => json({ errorMessage: 'Building type missing' }, 500)).fetch,
    }).call('user.site.list');
    expect(!fromJson.ok && fromJson.error).toMatchObject({
      kind: 'server',
      status: 500,
      message: 'Building type missing',
    });

    const fromText = await createApiClient({
      getAccessToken: async () => 't',
      fetch: fakeFetch(() => new Response('MPAN already connected', { status: 400 })).fetch,
    }).call('predict.register.connectMeter', {
      body: { mpan: '1200012345678', siteId, path: 'b' },
    });
    expect(!fromText.ok && fromText.error).toMatchObject({
      kind: 'server',
      status: 400,
      message: 'MPAN already connected',
    });
  });

  it('reports an answer that breaks the contract with its zod issues', async () => {
    const client = createApiClient({
      getAccessToken: async () => 't',
      fetch: fakeFetch(() => json([{ siteId: 42 }])).fetch,
    });
    const result = await client.call('user.site.list');
    expect(!result.ok && result.error.kind).toBe('invalidResponse');
    expect(
      !result.ok && result.error.kind === 'invalidResponse' && result.error.issues.length,
    ).toBeGreaterThan(0);
  });

  it('refuses an invalid request without sending it', async () => {
    const { fetch, requests } = fakeFetch(() => json({}));
    const client = createApiClient({ getAccessToken: async () => 't', fetch });
    const result = await client.call('payments.upgrade', {
      params: { siteId },
      body: { billingEmail: 'not-an-email', type: 'ANNUAL' },
    });
    expect(!result.ok && result.error.kind).toBe('invalidRequest');
    expect(requests).toHaveLength(0);
  });

  it('maps a failed fetch to a network error', async () => {
    const client = createApiClient({
      getAccessToken: async () => 't',
      fetch: fakeFetch(() => Promise.reject(new TypeError('fetch failed'))).fetch,
    });
    const result = await client.call('user.site.list');
    expect(!result.ok && result.error).toEqual({
      kind: 'network',
      route: 'user.site.list',
      message: 'fetch failed',
    });
  });

  it('goes out without a token when the token provider fails', async () => {
    const { fetch, requests } = fakeFetch(() => new Response('', { status: 401 }));
    const client = createApiClient({
      getAccessToken: () => Promise.reject(new Error('login required')),
      fetch,
    });
    const result = await client.call('user.site.list');
    expect(!result.ok && result.error.kind).toBe('unauthorized');
    expect(requests[0]?.init.headers).not.toHaveProperty('Authorization');
  });
});
