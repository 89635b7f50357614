import type { Intervention } from '../types';

/** Markers closer than this on the time axis merge into one cluster (spec analysis §2.7, §9: 20 px). */
export const MARKER_CLUSTER_PX = 20;

export interface MarkerCluster {
  /** Pixel position of the cluster: the mean of its members' positions. */
  readonly x: number;
  readonly interventions: readonly Intervention[];
}

/**
 * Groups interventions whose markers would sit closer than 20 px, walking left to right and
 * comparing each marker with the previous one.
 */
export function clusterMarkers(
  placed: readonly { readonly x: number; readonly intervention: Intervention }[],
): MarkerCluster[] {
  const sorted = [...placed].sort((a, b) => a.x - b.x);
  const clusters: { xs: number[]; interventions: Intervention[] }[] = [];
  let previous = -Infinity;
  for (const { x, intervention } of sorted) {
    const last = clusters[clusters.length - 1];
    if (last && x - previous < MARKER_CLUSTER_PX) {
      last.xs.push(x);
      last.interventions.push(intervention);
    } else {
      clusters.push({ xs: [x], interventions: [intervention] });
    }
    previous = x;
  }
  return clusters.map((c) => ({
    x: c.xs.reduce((a, b) => a + b, 0) / c.xs.length,
    interventions: c.interventions,
  }));
}
