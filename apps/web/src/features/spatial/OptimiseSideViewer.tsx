import { useOutlinesInBox, type SpatialNode } from '@wattwise/api';
import { offlineBaseStyle } from '@wattwise/maps';
import { SideViewer, type GlobeLand } from '@wattwise/viewer3d';
import '@wattwise/viewer3d/style.css';
import { useMemo } from 'react';
import {
  assetUrl,
  globeBuildings,
  globeCentre,
  neighbourBox,
  neighbourBuildings,
  type OutlineFeature,
} from './viewerSite';

/** Where the server serves Cesium's static files (apps/web/scripts/copyCesium.mjs). */
const CESIUM_BASE_URL = '/cesium/';

/** The land source of the offline base map: Natural Earth's UK and Ireland as GeoJSON. */
interface LandSource {
  data: {
    features: readonly {
      geometry:
        | { type: 'Polygon'; coordinates: number[][][] }
        | { type: 'MultiPolygon'; coordinates: number[][][][] };
    }[];
  };
}

/** The offline base map's land, the same the app's maps draw, as the globe's outer rings. */
const LAND: GlobeLand = (offlineBaseStyle.sources.land as unknown as LandSource).data.features
  .flatMap(({ geometry }) =>
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates,
  )
  .flatMap((polygon) =>
    polygon[0] ? [polygon[0].map(([lon = 0, lat = 0]) => [lon, lat] as const)] : [],
  );

export interface OptimiseSideViewerProps {
  siteId: string;
  tree: readonly SpatialNode[];
  selectedPath: string | null;
}

/**
 * The side viewer beside the Optimise pages (spec analysis §2.10): the site's buildings on the
 * offline globe with their neighbours from the outlines the server holds (GET /api/outlines), and
 * the selected node's frag model and 360 photo from the blob routes when it has them.
 */
export default function OptimiseSideViewer({
  siteId,
  tree,
  selectedPath,
}: OptimiseSideViewerProps) {
  const buildings = useMemo(() => globeBuildings(tree), [tree]);
  // the globe redraws when the place or the buildings change, not on a new object
  const site = globeCentre(tree, selectedPath);
  const outlines = useOutlinesInBox(site ? { query: { bbox: neighbourBox(site) } } : null);
  const neighbours = useMemo(
    () =>
      neighbourBuildings((outlines.data?.features ?? []) as readonly OutlineFeature[], buildings),
    [outlines.data, buildings],
  );
  if (!site) return null;
  return (
    <SideViewer
      key={siteId}
      cesiumBaseUrl={CESIUM_BASE_URL}
      site={site}
      buildings={buildings}
      neighbours={neighbours}
      land={LAND}
      fragUrl={assetUrl(siteId, tree, selectedPath, 'frag')}
      photoUrl={assetUrl(siteId, tree, selectedPath, 'jpg')}
    />
  );
}
