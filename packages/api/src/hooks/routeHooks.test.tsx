// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import * as api from '../index';
import type { ApiClient } from '../client/createApiClient';
import { ApiClientProvider } from './ApiClientProvider';
import { routeKey } from './createRouteHook';
import { routeKeyMatcher } from './routeKeyMatcher';
import { useSpatialTree, useUserSiteList } from './routeHooks';
import { swrOptionsForPolicy } from './swrPolicy';

/** The hook name of a route, as routeHooks.ts names them: 'user.site.list' → 'useUserSiteList'. */
function routeHookName(routeName: string): string {
  return `use${routeName
    .split('.')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;
}

const sites = api.routeByName['user.site.list'].example.response;

/** A client test double that counts calls and answers from a function. */
function countingClient(answer: (name: string, input: unknown) => unknown) {
  const calls: { name: string; input: unknown }[] = [];
  const client = {
    call: async (name: string, input: unknown) => {
      calls.push({ name, input });
      return answer(name, input);
    },
  } as unknown as ApiClient;
  return { client, calls };
}

function Wrapper({
  client,
  cache,
  children,
}: {
  client: ApiClient;
  cache: Map<string, unknown>;
  children: ReactNode;
}) {
  return (
    <SWRConfig value={{ provider: () => cache as never }}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </SWRConfig>
  );
}

function SiteNames({ label, dedupingInterval }: { label: string; dedupingInterval?: number }) {
  const { data, error } = useUserSiteList(
    undefined,
    dedupingInterval === undefined ? undefined : { dedupingInterval },
  );
  if (error) return <p>{`${label}: ${error.kind}`}</p>;
  return (
    <p>{`${label}: ${data ? data.map((site) => site.buildingName).join(', ') : 'loading'}`}</p>
  );
}

describe('route hooks', () => {
  it('fetches through the provided client and reuses a fresh answer for 10 minutes', async () => {
    const { client, calls } = countingClient(() => ({ ok: true, data: sites }));
    const cache = new Map<string, unknown>();
    const view = render(
      <Wrapper client={client} cache={cache}>
        <SiteNames label="first" />
      </Wrapper>,
    );
    expect(await screen.findByText('first: Camden Works: Main Building')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    view.rerender(
      <Wrapper client={client} cache={cache}>
        <SiteNames label="first" />
        <SiteNames label="second" />
      </Wrapper>,
    );
    expect(await screen.findByText('second: Camden Works: Main Building')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.name).toBe('user.site.list');
  });

  it('fetches again on mount when the freshness window is overridden to zero', async () => {
    const { client, calls } = countingClient(() => ({ ok: true, data: sites }));
    const cache = new Map<string, unknown>();
    const view = render(
      <Wrapper client={client} cache={cache}>
        <SiteNames label="first" dedupingInterval={0} />
      </Wrapper>,
    );
    await screen.findByText('first: Camden Works: Main Building');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    view.rerender(
      <Wrapper client={client} cache={cache}>
        <SiteNames label="first" dedupingInterval={0} />
        <SiteNames label="second" dedupingInterval={0} />
      </Wrapper>,
    );
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
  });

  it('keys the cache by route name, params and query', async () => {
    const { client } = countingClient(() => ({ ok: true, data: [] }));
    const cache = new Map<string, unknown>();
    function Tree() {
      const { data } = useSpatialTree({ params: { siteId: 'site-1' } });
      return <p>{data ? 'tree loaded' : 'loading'}</p>;
    }
    render(
      <Wrapper client={client} cache={cache}>
        <Tree />
      </Wrapper>,
    );
    await screen.findByText('tree loaded');
    expect(routeKey('spatial.tree', { params: { siteId: 'site-1' } })).toEqual([
      'spatial.tree',
      { siteId: 'site-1' },
      {},
    ]);
    expect(
      [...cache.keys()].some((key) => key.includes('spatial.tree') && key.includes('site-1')),
    ).toBe(true);
  });

  it('re-fetches the answers a routeKeyMatcher picks when they are mutated', async () => {
    const { client, calls } = countingClient(() => ({ ok: true, data: [] }));
    let refresh: (() => Promise<unknown>) | undefined;
    function Tree({ siteId }: { siteId: string }) {
      const { data } = useSpatialTree({ params: { siteId } });
      const { mutate } = useSWRConfig();
      refresh = () => mutate(routeKeyMatcher('spatial.tree', { siteId: 'site-1' }));
      return <p>{data ? `${siteId} loaded` : 'loading'}</p>;
    }
    render(
      <Wrapper client={client} cache={new Map()}>
        <Tree siteId="site-1" />
        <Tree siteId="site-2" />
      </Wrapper>,
    );
    await screen.findByText('site-1 loaded');
    await screen.findByText('site-2 loaded');
    expect(calls).toHaveLength(2);
    await act(async () => {
      await refresh?.();
    });
    expect(
      calls.map((call) => (call.input as { params: { siteId: string } }).params.siteId),
    ).toEqual(['site-1', 'site-2', 'site-1']);
  });

  it('does not fetch while its input is null', async () => {
    const { client, calls } = countingClient(() => ({ ok: true, data: [] }));
    function Tree() {
      const { data, isLoading } = useSpatialTree(null);
      return <p>{`data ${String(data)} loading ${String(isLoading)}`}</p>;
    }
    render(
      <Wrapper client={client} cache={new Map()}>
        <Tree />
      </Wrapper>,
    );
    expect(await screen.findByText('data undefined loading false')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('hands back the ApiError as the SWR error', async () => {
    const { client } = countingClient(() => ({
      ok: false,
      error: { kind: 'unauthorized', route: 'user.site.list', status: 401, message: '' },
    }));
    render(
      <Wrapper client={client} cache={new Map()}>
        <SiteNames label="sites" />
      </Wrapper>,
    );
    expect(await screen.findByText('sites: unauthorized')).toBeTruthy();
  });

  it('exists for every cached route and for no other', () => {
    const exported = api as unknown as Record<string, unknown>;
    for (const route of api.routes as readonly api.RouteDef[]) {
      expect(typeof exported[routeHookName(route.name)], route.name).toBe(
        route.cache ? 'function' : 'undefined',
      );
    }
  });
});

describe('swrOptionsForPolicy', () => {
  it('dedupes for the stale time and never revalidates infinite data', () => {
    expect(swrOptionsForPolicy(api.tenMinutes)).toMatchObject({ dedupingInterval: 600_000 });
    expect(swrOptionsForPolicy(api.neverStale)).toMatchObject({
      dedupingInterval: 2_147_483_647,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    });
  });

  it("follows each route's policy: spatial tree and look-ups never stale, site list 10 minutes", () => {
    const policy = (name: keyof typeof api.routeByName) =>
      (api.routeByName[name] as api.RouteDef).cache?.staleTimeMs;
    expect(policy('spatial.tree')).toBe('infinite');
    expect(policy('user.electralink.meterCheck')).toBe('infinite');
    expect(policy('user.electralink.addressSearch')).toBe('infinite');
    expect(policy('geocoding.search')).toBe('infinite');
    expect(policy('data.stimulus')).toBe('infinite');
    expect(policy('user.site.list')).toBe(600_000);
    expect(policy('diagnose')).toBe(600_000);
  });
});
