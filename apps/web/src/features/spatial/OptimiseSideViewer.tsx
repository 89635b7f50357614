import type { SpatialNode } from '@wattwise/api';
import { SideViewer } from '@wattwise/viewer3d';
import '@wattwise/viewer3d/style.css';
import { useMemo } from 'react';
import { assetUrl, globeBuildings, globeCentre } from './viewerSite';

/** Where the server serves Cesium's static files (apps/web/scripts/copyCesium.mjs). */
export const CESIUM_BASE_URL = '/cesium/';

export interface OptimiseSideViewerProps {
  siteId: string;
  tree: readonly SpatialNode[];
  selectedPath: string | null;
}

/**
 * The side viewer beside the Optimise pages (spec analysis §2.10): the site's buildings on the
 * globe, and the selected node's frag model and 360 photo from the blob routes when it has them.
 */
export default function OptimiseSideViewer({
  siteId,
  tree,
  selectedPath,
}: OptimiseSideViewerProps) {
  const buildings = useMemo(() => globeBuildings(tree), [tree]);
  // the globe redraws when the place or the buildings change, not on a new object
  const site = globeCentre(tree, selectedPath);
  if (!site) return null;
  return (
    <SideViewer
      key={siteId}
      cesiumBaseUrl={CESIUM_BASE_URL}
      site={site}
      buildings={buildings}
      fragUrl={assetUrl(siteId, tree, selectedPath, 'frag')}
      photoUrl={assetUrl(siteId, tree, selectedPath, 'jpg')}
    />
  );
}
