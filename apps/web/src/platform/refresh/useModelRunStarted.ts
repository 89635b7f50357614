import { routeKeyMatcher, type RouteResponse } from '@wattwise/api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** The cached answers a new model run of a site changes: figures, inputs and the plan. */
const CHANGED_BY_A_RUN = [
  'predict.parameters.get',
  'predict.schedules.get',
  'tariffs',
  'predict.improvement.list',
  'predict.improvement.potential',
  'user.site.list',
] as const;

type Diagnosis = RouteResponse<'diagnose'>;

/**
 * After a save that started a model run on the server (parameters, schedules): the site's cached
 * diagnoses say the model is running (the server has queued the run, so this is true at once, and
 * the refetch that follows reports the run's real state), and every answer the run changes is
 * fetched again.
 */
export function useModelRunStarted(): (siteId: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (siteId: string) => {
      await Promise.all([
        mutate(
          routeKeyMatcher('diagnose', { siteId }),
          (current: Diagnosis | undefined) =>
            current ? { ...current, energyModelRunning: 'TRUE' } : current,
          { revalidate: true },
        ),
        ...CHANGED_BY_A_RUN.map((name) => mutate(routeKeyMatcher(name, { siteId }))),
      ]);
    },
    [mutate],
  );
}
