import type { RouteName } from '../routes/routeTable';

/** The per-node viewer assets the side viewer reads (spec analysis §2.10, §7.6). */
export type ViewerAssetKind = 'frag' | 'jpg';

/** The spatial-tree fields this rule reads (spec shell §3 "Spatial tree node"). */
export interface AssetNodeLike {
  path: string;
  assets?: { frag?: string | null; jpg?: string | null } | null;
  children?: readonly AssetNodeLike[];
}

function chainTo(
  nodes: readonly AssetNodeLike[],
  path: string,
): readonly AssetNodeLike[] | undefined {
  for (const node of nodes) {
    if (node.path === path) return [node];
    const below = chainTo(node.children ?? [], path);
    if (below) return [node, ...below];
  }
  return undefined;
}

function firstWith(nodes: readonly AssetNodeLike[], kind: ViewerAssetKind): string | undefined {
  for (const node of nodes) {
    if (node.assets?.[kind]) return node.path;
    const below = firstWith(node.children ?? [], kind);
    if (below) return below;
  }
  return undefined;
}

/**
 * The node whose model (frag) or 360 photo (jpg) the side viewer shows: the selected node when it
 * has one, else its nearest ancestor that has one; with nothing selected (the site's pages), the
 * first node of the tree that has one. Undefined when there is none: the viewer then stays on
 * the globe and offers no such mode (the asset routes answer 404 and the viewer falls back quietly).
 */
export function nodeShowingAsset(
  tree: readonly AssetNodeLike[],
  selectedPath: string | null | undefined,
  kind: ViewerAssetKind,
): string | undefined {
  if (!selectedPath) return firstWith(tree, kind);
  const chain = chainTo(tree, selectedPath);
  if (!chain) return firstWith(tree, kind);
  return [...chain].reverse().find((node) => node.assets?.[kind])?.path;
}

/** Whether a page shows the side viewer: every Optimise page except scenarios and events (analysis §2.10). */
export function routeShowsSideViewer(routeName: RouteName | undefined): boolean {
  if (!routeName?.startsWith('optimise-')) return false;
  return !routeName.endsWith('-scenarios') && !routeName.endsWith('-events');
}

/** Accessible name of the side viewer's panel (ours; the spec names none). */
export const SIDE_VIEWER_LABEL = 'Site viewer';

/**
 * What the side viewer's globe says of itself offline (ours; the spec names none): it draws no
 * aerial imagery or terrain, only the base map's land and the outlines of the buildings.
 */
export const globeMessages = {
  offline:
    'No aerial imagery or terrain offline: the buildings are drawn from their outlines, this site coloured by energy use, its neighbours in grey, at a height from their floors (4 m each) or 16 m.',
  noNeighbours: 'No outlines of neighbouring buildings are known here.',
} as const;
