import type { SWRConfiguration } from 'swr';
import type { CachePolicy } from '../contract/routeDef';

/**
 * The longest delay setTimeout honours (2^31 - 1 ms, about 24.8 days); SWR times its de-duplication
 * with setTimeout, and a longer delay (or Infinity) fires after 1 ms, which would end it at once.
 */
const LONGEST_TIMER_MS = 2_147_483_647;

/** SWR options from a route's cache policy: answers younger than the stale time are reused, 'infinite' never revalidates. */
export function swrOptionsForPolicy(policy: CachePolicy): SWRConfiguration {
  if (policy.staleTimeMs === 'infinite') {
    return {
      dedupingInterval: LONGEST_TIMER_MS,
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
