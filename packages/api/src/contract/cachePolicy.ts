import { STALE_TIME_MS } from '@wattwise/domain';
import type { CachePolicy } from './routeDef';

/** Query stale time for most data: 10 minutes (shell §9, analysis §9; constant kept in @wattwise/domain). */
const DEFAULT_STALE_TIME_MS: number = STALE_TIME_MS.default;

/** Most data: fresh for 10 minutes (shell §9, analysis §9). */
export const tenMinutes: CachePolicy = { staleTimeMs: DEFAULT_STALE_TIME_MS };

/** Address and meter look-ups, the spatial tree and the stimulus list never go stale (shell §7, §9; analysis §7.5, §7.6, §9). */
export const neverStale: CachePolicy = { staleTimeMs: 'infinite' };

/**
 * Asked afresh each time it is needed (designed): an answer that a moment ago's write can change,
 * such as whether the user may start a new free site.
 */
export const alwaysAsk: CachePolicy = { staleTimeMs: 0 };
