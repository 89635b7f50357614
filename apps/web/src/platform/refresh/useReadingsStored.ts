import { routeKeyMatcher } from '@wattwise/api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useModelRunStarted } from './useModelRunStarted';

/**
 * The cached answers a site's new readings change at once, before any model run: the measured
 * savings of its interventions and the graphs' markers, its series, the Validate figures and its
 * events (each kept ten minutes otherwise).
 */
const CHANGED_BY_READINGS = [
  'data.interventions.list',
  'data.series.site',
  'data.series.node',
  'predict.validate.overview',
  'predict.validate.kpis',
  'events.list',
] as const;

/**
 * After readings of a site are stored (a meter file, data.meterData.store): every answer they
 * change is fetched again now, and the calibration run they started is shown as running.
 */
export function useReadingsStored(): (siteId: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  const modelRunStarted = useModelRunStarted();
  return useCallback(
    async (siteId: string) => {
      await Promise.all([
        modelRunStarted(siteId),
        ...CHANGED_BY_READINGS.map((name) => mutate(routeKeyMatcher(name, { siteId }))),
      ]);
    },
    [mutate, modelRunStarted],
  );
}
