/** Markers closer than this many pixels cluster (spec analysis §2.7, §9). */
const MARKER_CLUSTER_PX = 20;

/** A marker with its x position in pixels. */
export interface PositionedMarker<T> {
  x: number;
  item: T;
}

/** A cluster of one or more markers drawn at the mean x. */
export interface MarkerCluster<T> {
  x: number;
  items: T[];
}

/**
 * Clusters intervention markers on the time axis (spec analysis §2.7 "cluster when under 20 px
 * apart"): sorted by x, a marker joins the current cluster when it is under 20 px from the
 * cluster's first marker, so no cluster is wider than 20 px.
 */
export function clusterMarkers<T>(
  markers: readonly PositionedMarker<T>[],
  distancePx: number = MARKER_CLUSTER_PX,
): MarkerCluster<T>[] {
  const sorted = [...markers].sort((a, b) => a.x - b.x);
  const clusters: { first: number; xs: number[]; items: T[] }[] = [];
  for (const marker of sorted) {
    const current = clusters[clusters.length - 1];
    if (current && marker.x - current.first < distancePx) {
      current.xs.push(marker.x);
      current.items.push(marker.item);
    } else {
      clusters.push({ first: marker.x, xs: [marker.x], items: [marker.item] });
    }
  }
  return clusters.map((c) => ({
    x: c.xs.reduce((sum, x) => sum + x, 0) / c.xs.length,
    items: c.items,
  }));
}
