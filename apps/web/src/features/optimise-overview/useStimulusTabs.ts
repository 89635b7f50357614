import { useApiClient, type SpatialNode } from '@wattwise/api';
import { STIMULUS_LABELS, type StimulusLabel } from '@wattwise/domain';
import { useMemo } from 'react';
import useSWR from 'swr';

export interface StimulusTab extends StimulusLabel {
  stimulus: string;
}

const fallback: StimulusTab[] = [
  { stimulus: 'ENERGY_USAGE', ...(STIMULUS_LABELS.ENERGY_USAGE ?? { label: '', unit: '' }) },
];
const noRetry = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

const ORDER = Object.keys(STIMULUS_LABELS);
const rank = (stimulus: string) => {
  const index = ORDER.indexOf(stimulus);
  return index < 0 ? ORDER.length : index;
};

/** Stimulus maps in the domain's order of stimuli: energy usage first, temperature last. */
function inSpecOrder(map: Record<string, StimulusLabel>): StimulusTab[] {
  return Object.entries(map)
    .map(([stimulus, label]) => ({ stimulus, ...label }))
    .sort((a, b) => rank(a.stimulus) - rank(b.stimulus));
}

/**
 * The graph tabs of the overview, one per stimulus (spec analysis §2.7, §7.3 "The stimulus map
 * per node"): the building's stimulus map, or at site level every stimulus any of its buildings
 * measures. Energy usage alone while the maps load or when they fail.
 */
export function useStimulusTabs(
  siteId: string,
  buildingId: string | undefined,
  tree: readonly SpatialNode[],
): StimulusTab[] {
  const client = useApiClient();
  const paths = buildingId
    ? [buildingId]
    : tree.filter((node) => node.type === 'BUILDING').map((node) => node.path);
  const key = siteId && paths.length ? ['optimise-overview-stimuli', siteId, ...paths] : null;
  const maps = useSWR(
    key,
    async () => {
      const merged: Record<string, StimulusLabel> = {};
      for (const path of paths) {
        const result = await client.call('data.stimulus', { params: { siteId, path } });
        if (result.ok) Object.assign(merged, result.data);
      }
      return merged;
    },
    noRetry,
  );
  return useMemo(
    () => (maps.data && Object.keys(maps.data).length ? inSpecOrder(maps.data) : fallback),
    [maps.data],
  );
}
