import { useDeferredValue } from 'react';
import useSWR from 'swr';
import type { SWRConfiguration, SWRResponse } from 'swr';
import type { ApiError } from '../client/apiError';
import type { CallInput } from '../client/createApiClient';
import type { CachePolicy } from '../contract/routeDef';
import { routeIndex } from '../contract/routeIndex';
import type { RouteIndexEntry } from '../contract/routeIndexTypes';
import type { CachedRouteName, RouteResponse } from '../contract/routeTypes';
import { useApiClient } from './ApiClientProvider';
import { swrOptionsForPolicy } from './swrPolicy';

/** SWR key of a call: [route name, params, query], plus the body for the few cached PUT/POST look-ups. */
export type RouteKey = readonly [name: string, params: unknown, query: unknown, body?: unknown];

/** The SWR key of a call, derived from the route table. */
export function routeKey(name: CachedRouteName, input: object = {}): RouteKey {
  const route: RouteIndexEntry = routeIndex[name];
  const {
    params = {},
    query = {},
    body,
  } = input as { params?: unknown; query?: unknown; body?: unknown };
  return route.method === 'GET' ? [name, params, query] : [name, params, query, body];
}

/** Arguments of a route hook: the call's input (null disables fetching) and SWR overrides. */
type RouteHookArgs<N extends CachedRouteName> =
  object extends CallInput<N>
    ? [input?: CallInput<N> | null, config?: SWRConfiguration<RouteResponse<N>, ApiError>]
    : [input: CallInput<N> | null, config?: SWRConfiguration<RouteResponse<N>, ApiError>];

export type RouteHook<N extends CachedRouteName> = (
  ...args: RouteHookArgs<N>
) => SWRResponse<RouteResponse<N>, ApiError>;

/** Makes the SWR hook of a route: key from the table, freshness from its cache policy; errors are ApiError values. */
export function createRouteHook<N extends CachedRouteName>(name: N): RouteHook<N> {
  const route: RouteIndexEntry = routeIndex[name];
  const policy: CachePolicy = route.cache ?? { staleTimeMs: 0 };
  const policyOptions = swrOptionsForPolicy(policy);

  function useRoute(...args: RouteHookArgs<N>): SWRResponse<RouteResponse<N>, ApiError> {
    const [input = {}, config] = args as [object | null | undefined, SWRConfiguration | undefined];
    const client = useApiClient();
    const key = input === null ? null : routeKey(name, input);
    const response = useSWR<RouteResponse<N>, ApiError, RouteKey | null>(
      key,
      async () => {
        const call = client.call as (
          routeName: N,
          callInput: object,
        ) => ReturnType<typeof client.call<N>>;
        const result = await call(name, input ?? {});
        if (!result.ok) throw result.error;
        return result.data;
      },
      { ...policyOptions, ...config },
    );
    // SWR hands an answer to React as an urgent update, which React renders in one piece: a
    // screen's render with a large answer (the site shell, the diagnose charts) blocked a phone's
    // main thread for a few hundred ms. Deferred, the answer renders as a transition, in short
    // slices between which the browser handles input (docs/adr/0018). Read together, the three
    // change in the same render.
    const data = useDeferredValue(response.data);
    const error = useDeferredValue(response.error);
    const isLoading = useDeferredValue(response.isLoading);
    return {
      data,
      error,
      isLoading,
      get isValidating() {
        return response.isValidating;
      },
      mutate: response.mutate,
    };
  }
  return useRoute;
}
