import { useOptimiseImprovementOverview, useSpatialTree } from '@wattwise/api';
import {
  DEFAULT_GRANULARITY,
  granularityOptions,
  matchRoute,
  type Granularity,
} from '@wattwise/domain';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The Optimise improvement view of the building in the address (spec analysis §2.3, §7.1, §9):
 * the granularities the node's data frequency allows (YEARLY by default), and the improvement
 * overview for the chosen one (KPIs, areas for improvement, scenarios, savings per period). Any
 * change of granularity re-fetches (spec analysis §4.1); no figure of the previous granularity
 * stays on screen beside the new period's name while it loads.
 */
export function useOptimiseImprovement() {
  const { pathname } = useLocation();
  const { siteId, buildingId } = useMemo(() => {
    const { params } = matchRoute(pathname);
    const building =
      params.buildingId && params.buildingId !== 'DEFAULT' ? params.buildingId : null;
    return { siteId: params.siteId ?? '', buildingId: building };
  }, [pathname]);

  const tree = useSpatialTree(siteId ? { params: { siteId } } : null);
  const node = buildingId ? tree.data?.find((n) => n.path === buildingId) : undefined;
  const granularities = granularityOptions(node?.dataFrequency ?? null);
  const [chosen, setGranularity] = useState<Granularity>(DEFAULT_GRANULARITY);
  // A granularity finer than the node's data is not offered: fall back to the coarsest offered.
  const granularity = granularities.includes(chosen)
    ? chosen
    : (granularities[granularities.length - 1] ?? DEFAULT_GRANULARITY);

  const overview = useOptimiseImprovementOverview(
    buildingId ? { params: { siteId, path: buildingId }, query: { timespan: granularity } } : null,
  );

  const { mutate } = overview;
  const refresh = useCallback(() => mutate(), [mutate]);

  return {
    siteId,
    buildingId,
    granularity,
    granularities,
    setGranularity,
    overview: overview.data,
    failed: overview.error !== undefined && !overview.data,
    refresh,
  };
}
