import type { NodeType } from '../enums/registrationEnums';
import { compareNames } from '../format/text';

/** The spatial-tree fields these rules read (spec shell §3 "Spatial tree node"). */
export interface SpatialNodeLike {
  name: string;
  path?: string;
  type: NodeType;
  children?: readonly SpatialNodeLike[];
}

/**
 * The tree with every level's children sorted by name (spec shell §2 "tree of spatial nodes
 * sorted by name"), case-insensitive, numbers in natural order ('Floor 2' before 'Floor 10').
 */
export function sortTreeByName<N extends SpatialNodeLike>(nodes: readonly N[]): N[] {
  return [...nodes]
    .sort((a, b) => compareNames(a.name, b.name))
    .map((node) =>
      node.children ? { ...node, children: sortTreeByName(node.children as readonly N[]) } : node,
    );
}

/** Splits a space path 'floor/space' into its floor and space (spec shell §3). */
export function splitSpacePath(path: string): { floorId: string; spaceId: string } | null {
  const parts = path.split('/').filter((p) => p !== '');
  if (parts.length !== 2) return null;
  return { floorId: parts[0] as string, spaceId: parts[1] as string };
}
