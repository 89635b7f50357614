import type { SpatialNode } from '@wattwise/api';
import { nodeShowingAsset, type ViewerAssetKind } from '@wattwise/domain';
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
