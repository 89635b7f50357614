import type { SpatialNode } from '@wattwise/api';
import { DEFAULT_LEVEL, type RouteParams } from '@wattwise/domain';
import { lastReadingOf } from './overviewQuery';

/** The levels below a building in an Optimise address, outermost first (spec analysis §2.1). */
const LEVELS = [
  { param: 'blockId', type: 'BLOCK' },
  { param: 'floorId', type: 'FLOOR' },
  { param: 'zoneId', type: 'ZONE' },
  { param: 'spaceId', type: 'SPACE' },
] as const;

/** What an overview address shows: the whole site, or a node and the meters that feed it. */
export type OverviewNode =
  | { kind: 'site'; lastReading: Date | null }
  | { kind: 'missing' }
  | {
      kind: 'node';
      /** The building, block, floor, zone or space of the address. */
      node: SpatialNode;
      /** The node whose meters the series reads: the node, or the nearest metered one above it. */
      metered: SpatialNode;
      /** Its data path (GET /api/data/{siteId}/{path}/...). */
      dataPath: string;
      lastReading: Date | null;
    };

const lastSegment = (path: string) => path.split('/').pop() ?? path;

function findBelow(node: SpatialNode, type: string, id: string): SpatialNode | undefined {
  for (const child of node.children) {
    if (child.type === type && (child.path === id || lastSegment(child.path) === id)) return child;
    const deeper = findBelow(child, type, id);
    if (deeper) return deeper;
  }
  return undefined;
}

/**
 * Resolves an Optimise overview address against the site's spatial tree: no building is the whole
 * site; else the building, then each set level below it (block, floor, zone, space; a level may
 * be skipped with DEFAULT), matched by its path or the last segment of its path, as the tree's
 * links build them. Meters hang on buildings: a node without a reading of its own reads the
 * nearest metered node above it.
 */
export function resolveOverviewNode(
  tree: readonly SpatialNode[],
  params: RouteParams,
): OverviewNode {
  const buildingId = params.buildingId;
  if (!buildingId || buildingId === DEFAULT_LEVEL)
    return { kind: 'site', lastReading: lastReadingOf(tree) };
  const building = tree.find((node) => node.path === buildingId && node.type === 'BUILDING');
  if (!building) return { kind: 'missing' };
  const chain: SpatialNode[] = [building];
  for (const level of LEVELS) {
    const id = params[level.param];
    if (!id || id === DEFAULT_LEVEL) continue;
    const found = findBelow(chain[chain.length - 1] as SpatialNode, level.type, id);
    if (!found) return { kind: 'missing' };
    chain.push(found);
  }
  const node = chain[chain.length - 1] as SpatialNode;
  const metered = [...chain].reverse().find((n) => n.lastMeteringDateTime) ?? building;
  return {
    kind: 'node',
    node,
    metered,
    dataPath: metered.path,
    lastReading: metered.lastMeteringDateTime ? new Date(metered.lastMeteringDateTime) : null,
  };
}
