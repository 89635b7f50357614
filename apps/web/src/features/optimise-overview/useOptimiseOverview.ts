import {
  routeKeyMatcher,
  useApiClient,
  useDataInterventionsList,
  useDataSeriesNode,
  useDataSeriesSite,
  useSpatialTree,
} from '@wattwise/api';
import {
  granularityOptions,
  matchRoute,
  type Granularity,
  type InterventionInput,
} from '@wattwise/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import {
  energyUsageQuery,
  interventionBody,
  isoDay,
  lastReadingOf,
  lastTwelveMonthsRange,
  type OverviewRange,
} from './overviewQuery';
import { useWindowTotals } from './useWindowTotals';

/** A failed series fetch is swallowed and remembered, never retried (spec analysis §4.7). */
const noRetry = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/**
 * The Optimise overview of the site or building in the address (spec analysis §2.3, §2.7, §4.7):
 * the last 12 months of metered energy usage up to the last reading, rolled down by the chosen
 * granularity, the interventions in the window, and creating one (which refreshes the markers).
 */
export function useOptimiseOverview() {
  const { pathname } = useLocation();
  const { siteId, buildingId } = useMemo(() => {
    const { params } = matchRoute(pathname);
    return { siteId: params.siteId ?? '', buildingId: params.buildingId };
  }, [pathname]);
  const client = useApiClient();
  const { mutate } = useSWRConfig();

  const tree = useSpatialTree(siteId ? { params: { siteId } } : null);
  const nodes = tree.data ?? [];
  const hasBuilding = nodes.some((node) => node.type === 'BUILDING');
  const lastReading = useMemo(
    () => lastReadingOf(tree.data ?? [], buildingId),
    [tree.data, buildingId],
  );
  const node = buildingId ? nodes.find((n) => n.path === buildingId) : undefined;
  const granularities = granularityOptions(node?.dataFrequency ?? null);

  const [granularity, setGranularity] = useState<Granularity>('YEARLY');
  const [chosenRange, setRange] = useState<OverviewRange | null>(null);
  const twelveMonths = useMemo(
    () => (lastReading ? lastTwelveMonthsRange(lastReading) : null),
    [lastReading],
  );
  useEffect(() => setRange(null), [siteId, buildingId]);
  const range = chosenRange ?? twelveMonths;

  const query = range ? energyUsageQuery(range, granularity) : null;
  const [failedQueries, setFailedQueries] = useState<ReadonlySet<string>>(new Set());
  const ask = query && !failedQueries.has(`${pathname} ${query}`) ? { query } : null;
  const siteSeries = useDataSeriesSite(
    ask && !buildingId ? { params: { siteId, stimulus: 'ENERGY_USAGE' }, query: ask } : null,
    noRetry,
  );
  const nodeSeries = useDataSeriesNode(
    ask && buildingId
      ? { params: { siteId, path: buildingId, stimulus: 'ENERGY_USAGE' }, query: ask }
      : null,
    noRetry,
  );
  const series = buildingId ? nodeSeries : siteSeries;
  useEffect(() => {
    if (series.error && query) setFailedQueries((old) => new Set(old).add(`${pathname} ${query}`));
  }, [series.error, query, pathname]);
  const seriesFailed = Boolean(query && failedQueries.has(`${pathname} ${query}`));

  const totals = useWindowTotals(siteId, buildingId, range);

  const pathParam = buildingId ? { path: buildingId } : {};
  const interventions = useDataInterventionsList(
    range
      ? {
          params: { siteId, ...pathParam },
          query: {
            startDate: isoDay(range.from),
            endDate: isoDay(range.to),
            stimulusType: 'ENERGY_USAGE',
          },
        }
      : null,
  );

  const [isCreating, setCreating] = useState(false);
  const [createFailed, setCreateFailed] = useState(false);
  const createIntervention = useCallback(
    async (input: InterventionInput): Promise<boolean> => {
      setCreating(true);
      setCreateFailed(false);
      try {
        const result = await client.call('data.interventions.create', {
          params: { siteId, ...(buildingId ? { path: buildingId } : {}) },
          body: interventionBody(input),
        });
        if (!result.ok) {
          setCreateFailed(true);
          return false;
        }
        await mutate(routeKeyMatcher('data.interventions.list'));
        return true;
      } finally {
        setCreating(false);
      }
    },
    [client, mutate, siteId, buildingId],
  );

  return {
    siteId,
    buildingId,
    isTreeLoading: tree.isLoading,
    treeFailed: tree.error !== undefined,
    hasBuilding,
    lastReading,
    range,
    setRange,
    granularity,
    granularities,
    setGranularity,
    points: series.data?.dataPoints ?? [],
    notices: series.data?.notices ?? [],
    sandbox: series.data?.sandbox ?? false,
    isSeriesLoading: Boolean(ask) && series.isLoading,
    seriesFailed,
    totals,
    interventions: interventions.data ?? [],
    createIntervention,
    isCreating,
    createFailed,
  };
}
