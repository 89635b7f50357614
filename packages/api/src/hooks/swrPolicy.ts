import type { SWRConfiguration } from 'swr';
import type { CachePolicy } from '../contract/routeDef';

/** SWR options from a route's cache policy: answers younger than the stale time are reused, 'infinite' never revalidates. */
export function swrOptionsForPolicy(policy: CachePolicy): SWRConfiguration {
  if (policy.staleTimeMs === 'infinite') {
    return {
      dedupingInterval: Number.POSITIVE_INFINITY,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    };
  }
  return {
    dedupingInterval: policy.staleTimeMs,
    focusThrottleInterval: policy.staleTimeMs,
  };
}
