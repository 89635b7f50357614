import type { SpatialNode } from '@wattwise/api';
import { glbHeight, nodeShowingAsset, type ViewerAssetKind } from '@wattwise/domain';
import type { GlobeBuilding } from '@wattwise/viewer3d';

/** The site's buildings for the globe: each BUILDING node's outline and energy usage light. */
export function globeBuildings(tree: readonly SpatialNode[]): GlobeBuilding[] {
  return tree
    .filter((node) => node.type === 'BUILDING' && (node.coordinates?.length ?? 0) >= 3)
    .map((node) => ({
      id: node.path,
      outline: node.coordinates ?? [],
      ...(node.energyUsage ? { energyUsage: node.energyUsage } : {}),
    }));
}

function chainTo(nodes: readonly SpatialNode[], path: string): SpatialNode[] | undefined {
  for (const node of nodes) {
    if (node.path === path) return [node];
    const below = chainTo(node.children, path);
    if (below) return [node, ...below];
  }
  return undefined;
}

/** Where the globe looks: the selected node's building, else the site's first building. */
export function globeCentre(
  tree: readonly SpatialNode[],
  selectedPath: string | null,
): { longitude: number; latitude: number } | undefined {
  const building = (selectedPath ? chainTo(tree, selectedPath)?.[0] : undefined) ?? tree[0];
  const centre =
    building?.centreCoordinate ??
    (building?.coordinates?.length
      ? ([
          building.coordinates.reduce((sum, [lon]) => sum + lon, 0) / building.coordinates.length,
          building.coordinates.reduce((sum, [, lat]) => sum + lat, 0) / building.coordinates.length,
        ] as [number, number])
      : undefined);
  return centre ? { longitude: centre[0], latitude: centre[1] } : undefined;
}

/**
 * The URL of the asset the viewer shows for the selection (the node's own or its nearest
 * ancestor's, packages/domain nodeShowingAsset); null when none. The 3D and photo loaders set no
 * headers (spec analysis §7.6), and need none: the blob routes accept the session cookie, which
 * the browser sends with these same-origin requests (docs/adr/0019).
 */
export function assetUrl(
  siteId: string,
  tree: readonly SpatialNode[],
  selectedPath: string | null,
  kind: ViewerAssetKind,
): string | null {
  const path = nodeShowingAsset(tree, selectedPath, kind);
  if (!path) return null;
  return `/api/blob/${encodeURIComponent(siteId)}/${kind}/${encodeURIComponent(path)}`;
}

/** What the outlines route answers: OpenStreetMap footprints with their tags. */
export interface OutlineFeature {
  id: string;
  properties: Readonly<Record<string, string>>;
  geometry:
    | { type: 'Polygon'; coordinates: number[][][] }
    | { type: 'MultiPolygon'; coordinates: number[][][][] };
}

/** Half the box of neighbours fetched around the site, in degrees (about 180 m by 180 m). */
const NEIGHBOUR_BOX_HALF = { lon: 0.0013, lat: 0.0008 } as const;

/** The box of outlines around the site's centre, as the outlines route's bbox query. */
export function neighbourBox(site: { longitude: number; latitude: number }): string {
  const { lon, lat } = NEIGHBOUR_BOX_HALF;
  return [site.longitude - lon, site.latitude - lat, site.longitude + lon, site.latitude + lat]
    .map((degrees) => degrees.toFixed(5))
    .join(',');
}

type Ring = ReadonlyArray<readonly [number, number]>;

function ringsOf(feature: OutlineFeature): Ring[] {
  const polygons =
    feature.geometry.type === 'Polygon'
      ? [feature.geometry.coordinates]
      : feature.geometry.coordinates;
  return polygons.flatMap((polygon) =>
    polygon[0] ? [polygon[0].map(([lon = 0, lat = 0]) => [lon, lat] as const)] : [],
  );
}

/** Whether a point lies inside a ring (even-odd rule). */
function inside([x, y]: readonly [number, number], ring: Ring): boolean {
  let within = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

const centroid = (ring: Ring): readonly [number, number] => [
  ring.reduce((sum, [lon]) => sum + lon, 0) / ring.length,
  ring.reduce((sum, [, lat]) => sum + lat, 0) / ring.length,
];

/**
 * A footprint's height: its OpenStreetMap floors at 4 m each (the spec's glb height per level),
 * else its mapped height in metres, else none (the globe's 16 m).
 */
function outlineHeight(tags: Readonly<Record<string, string>>): number | undefined {
  const levels = Number(tags['building:levels']);
  if (Number.isFinite(levels) && levels > 0) return glbHeight(levels);
  const height = Number.parseFloat(tags['height'] ?? '');
  return Number.isFinite(height) && height > 0 ? height : undefined;
}

/**
 * The site's neighbours for the globe: the footprints around it, less those of its own buildings
 * (a footprint whose centre lies inside one of them), which the globe draws in their colours.
 */
export function neighbourBuildings(
  outlines: readonly OutlineFeature[],
  site: readonly GlobeBuilding[],
): GlobeBuilding[] {
  return outlines.flatMap((feature) =>
    ringsOf(feature)
      .filter((ring) => ring.length >= 3)
      .filter((ring) => !site.some((building) => inside(centroid(ring), building.outline)))
      .map((ring, index) => {
        const heightM = outlineHeight(feature.properties);
        return {
          id: `${feature.id}#${index}`,
          outline: ring,
          ...(heightM === undefined ? {} : { heightM }),
        };
      }),
  );
}
