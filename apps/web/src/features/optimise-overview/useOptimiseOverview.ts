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
  type StimulusType,
} from '@wattwise/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import {
  stimulusQuery,
  interventionBody,
  isoDay,
  lastTwelveMonthsRange,
  type OverviewRange,
} from './overviewQuery';
import { resolveOverviewNode } from './overviewNode';
import { useStimulusTabs } from './useStimulusTabs';
import { useWindowTotals } from './useWindowTotals';

/** A failed series fetch is swallowed and remembered, never retried (spec analysis §4.7). */
const noRetry = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/**
 * The Optimise overview of the site, building, block, floor, zone or space in the address (spec
 * analysis §2.1, §2.3, §2.7, §4.7): the last 12 months of metered energy usage up to the last
 * reading, rolled down by the chosen granularity, the interventions in the window, and creating
 * one (which refreshes the markers). A node without meters of its own reads its building's.
 */
export function useOptimiseOverview() {
  const { pathname } = useLocation();
  const params = useMemo(() => matchRoute(pathname).params, [pathname]);
  const siteId = params.siteId ?? '';
  const client = useApiClient();
  const { mutate } = useSWRConfig();

  const tree = useSpatialTree(siteId ? { params: { siteId } } : null);
  const nodes = tree.data ?? [];
  const hasBuilding = nodes.some((node) => node.type === 'BUILDING');
  const resolved = useMemo(() => resolveOverviewNode(tree.data ?? [], params), [tree.data, params]);
  const resolvedNode = resolved.kind === 'node' ? resolved : null;
  // The data path of the series and KPIs (the metered node): undefined for the whole site.
  const dataPath = resolvedNode?.dataPath;
  const nodePath = resolvedNode?.node.path;
  const lastReading = resolved.kind === 'missing' ? null : resolved.lastReading;
  const granularities = granularityOptions(resolvedNode?.metered.dataFrequency ?? null);

  const [granularity, setGranularity] = useState<Granularity>('YEARLY');
  const [chosenRange, setRange] = useState<OverviewRange | null>(null);
  const twelveMonths = useMemo(
    () => (lastReading ? lastTwelveMonthsRange(lastReading) : null),
    [lastReading],
  );
  useEffect(() => setRange(null), [siteId, nodePath]);
  const range = chosenRange ?? twelveMonths;

  // One graph tab per stimulus of the node (spec analysis §2.7); energy usage first.
  const stimuli = useStimulusTabs(siteId, dataPath, nodes);
  const [chosenStimulus, setStimulus] = useState<string>('ENERGY_USAGE');
  const stimulusTab = stimuli.find((tab) => tab.stimulus === chosenStimulus) ?? stimuli[0]!;
  const stimulus = stimulusTab.stimulus as StimulusType;

  const query = range ? stimulusQuery(stimulus, range, granularity) : null;
  const fetchKey = `${pathname} ${stimulus} ${query}`;
  const [failedQueries, setFailedQueries] = useState<ReadonlySet<string>>(new Set());
  const ask = query && !failedQueries.has(fetchKey) ? { query } : null;
  const siteSeries = useDataSeriesSite(
    ask && !dataPath ? { params: { siteId, stimulus }, query: ask } : null,
    noRetry,
  );
  const nodeSeries = useDataSeriesNode(
    ask && dataPath ? { params: { siteId, path: dataPath, stimulus }, query: ask } : null,
    noRetry,
  );
  const series = dataPath ? nodeSeries : siteSeries;
  useEffect(() => {
    if (series.error && query) setFailedQueries((old) => new Set(old).add(fetchKey));
  }, [series.error, query, fetchKey]);
  const seriesFailed = Boolean(query && failedQueries.has(fetchKey));

  const totals = useWindowTotals(siteId, dataPath, range);

  const pathParam = nodePath ? { path: nodePath } : {};
  const interventions = useDataInterventionsList(
    range
      ? {
          params: { siteId, ...pathParam },
          query: {
            startDate: isoDay(range.from),
            endDate: isoDay(range.to),
            stimulusType: stimulus,
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
          params: { siteId, ...(nodePath ? { path: nodePath } : {}) },
          body: interventionBody(input, stimulus),
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
    [client, mutate, siteId, nodePath, stimulus],
  );

  return {
    siteId,
    dataPath,
    /** The node of the address (undefined for the whole site) and, when its building's meters
     * stand in for its own, the node's name for the notice. */
    node: resolvedNode?.node,
    readsBuildingMeters: Boolean(resolvedNode && resolvedNode.metered !== resolvedNode.node),
    nodeMissing: resolved.kind === 'missing' && Boolean(tree.data),
    isTreeLoading: tree.isLoading,
    treeFailed: tree.error !== undefined,
    hasBuilding,
    lastReading,
    range,
    setRange,
    stimuli,
    stimulusTab,
    setStimulus,
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
