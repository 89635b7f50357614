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

/** Every node of a type, depth first. */
export function nodesOfType<N extends SpatialNodeLike>(nodes: readonly N[], type: NodeType): N[] {
  return nodes.flatMap((node) => [
    ...(node.type === type ? [node] : []),
    ...nodesOfType((node.children ?? []) as readonly N[], type),
  ]);
}

/**
 * Building ids of a site from its spatial tree: the name of each BUILDING node, as the redirects
 * need (spec shell §2 "When a site has exactly one building ...").
 */
export function buildingIdsOfTree(nodes: readonly SpatialNodeLike[]): string[] {
  return nodesOfType(nodes, 'BUILDING').map((n) => n.name);
}

/** Splits a space path 'floor/space' into its floor and space (spec shell §3). */
export function splitSpacePath(path: string): { floorId: string; spaceId: string } | null {
  const parts = path.split('/').filter((p) => p !== '');
  if (parts.length !== 2) return null;
  return { floorId: parts[0] as string, spaceId: parts[1] as string };
}
