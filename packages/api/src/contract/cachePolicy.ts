import type { CachePolicy } from './routeDef';

/** Query stale time 10 minutes for most data (shell §9, analysis §9; 2026 spec). */
export const DEFAULT_STALE_TIME_MS = 10 * 60 * 1000;

/** Most data: fresh for 10 minutes (shell §9, analysis §9). */
export const tenMinutes: CachePolicy = { staleTimeMs: DEFAULT_STALE_TIME_MS };

/** Address and meter look-ups, the spatial tree and the stimulus list never go stale (shell §7, §9; analysis §7.5, §7.6, §9). */
export const neverStale: CachePolicy = { staleTimeMs: 'infinite' };
