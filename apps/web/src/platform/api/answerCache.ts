import { unstable_serialize } from 'swr';
import type { Cache, Middleware } from 'swr';
import type { FirstAnswers } from './firstAnswers';

/**
 * The SWR cache of a page's first answers, and how long they count as fresh (docs/adr/0019). Not
 * on the entry's path (main.tsx): it imports SWR.
 */

/** SWR's cache (what `SWRConfig`'s `provider` returns); one per page, or per server render. */
export type AnswerCache = Cache;

/** The keys a cache was seeded with, and when: what `keepFirstAnswers` treats as just fetched. */
const seeded = new WeakMap<AnswerCache, { keys: ReadonlySet<string>; at: number }>();

/**
 * A cache that holds `answers` as settled: SWR reads them as loaded data (not as `fallback`, which
 * it shows while `isLoading` stays true). `keepFirstAnswers` keeps them for their route's stale
 * time, as if the browser had fetched them at `now`.
 */
export function answerCache(answers: FirstAnswers = [], now = Date.now()): AnswerCache {
  const cache = new Map<string, Parameters<Cache['set']>[1]>(
    answers.map(([key, data]) => [
      key,
      { data, error: undefined, isValidating: false, isLoading: false },
    ]),
  );
  seeded.set(cache, { keys: new Set(answers.map(([key]) => key)), at: now });
  return cache;
}

/**
 * SWR middleware: a hook whose key holds one of the page's first answers does not fetch it again
 * when it mounts while that answer is younger than the route's stale time (its `dedupingInterval`,
 * from the route's cache policy), as if the browser had fetched it when the page loaded. Without
 * it, the first screen asked the server again for everything the server had just put into the
 * page, and parsed and rendered it again, on the main thread, while the page became interactive.
 * Focus, reconnection and an explicit `mutate` still revalidate as the policy says.
 */
export function keepFirstAnswers(cache: AnswerCache, now = () => Date.now()): Middleware {
  const first = seeded.get(cache);
  return (useSWRNext) => (key, fetcher, config) => {
    const fresh =
      first !== undefined &&
      first.keys.has(unstable_serialize(key)) &&
      now() - first.at < (config.dedupingInterval ?? 0);
    return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
  };
}
