import type { SpatialNode } from '@wattwise/api';
import { buildPath, type RouteName, type RouteParams } from '@wattwise/domain';
import type { NavKey, ShellProduct } from '@wattwise/ui';

/** The sidebar entry a route belongs to (spec shell §2 "Shell and sidebars"). */
export function navKeyOf(routeName: RouteName): NavKey {
  if (routeName.endsWith('-overview')) return 'overview';
  if (routeName.endsWith('-scenarios')) return 'scenarios';
  if (routeName.endsWith('-plan') || routeName.endsWith('-improvement-plan')) {
    return 'improvementPlan';
  }
  if (routeName.endsWith('-validate')) return 'validate';
  return 'diagnose';
}

const predictRoutes: Record<'site' | 'building', Partial<Record<NavKey, RouteName>>> = {
  site: {
    diagnose: 'predict-site-diagnose',
    improvementPlan: 'predict-site-plan',
    validate: 'predict-site-validate',
  },
  building: {
    diagnose: 'predict-building-diagnose',
    improvementPlan: 'predict-building-plan',
    validate: 'predict-building-validate',
  },
};

const optimiseRoutes: Record<'site' | 'building', Partial<Record<NavKey, RouteName>>> = {
  site: {
    overview: 'optimise-site-overview',
    diagnose: 'optimise-site-diagnose',
    scenarios: 'optimise-site-scenarios',
    improvementPlan: 'optimise-site-improvement-plan',
  },
  building: {
    overview: 'optimise-building-overview',
    diagnose: 'optimise-building-diagnose',
    scenarios: 'optimise-building-scenarios',
    improvementPlan: 'optimise-building-improvement-plan',
  },
};

/** Where a sidebar entry leads: the same building when one is open, else the site. */
export function navTarget(product: ShellProduct, key: NavKey, params: RouteParams): string {
  const table = product === 'PREDICT' ? predictRoutes : optimiseRoutes;
  const level = params.buildingId && table.building[key] ? 'building' : 'site';
  const name = table[level][key] ?? table.site[key];
  if (!name)
    return buildPath(product === 'PREDICT' ? 'predict-site' : 'optimise-site-overview', params);
  return buildPath(name, level === 'building' ? params : { siteId: params.siteId });
}

/** The node at a path and its ancestors, top first; empty when the path is not in the tree. */
export function nodeChain(nodes: readonly SpatialNode[], path: string): SpatialNode[] {
  for (const node of nodes) {
    if (node.path === path) return [node];
    const below = nodeChain(node.children, path);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

const lastSegment = (path: string) => path.split('/').pop() ?? path;

const levelParams = {
  BLOCK: 'blockId',
  FLOOR: 'floorId',
  ZONE: 'zoneId',
  SPACE: 'spaceId',
} as const;

/**
 * Where choosing a node of the spatial tree leads. A building opens the current entry for that
 * building. Predict opens a floor's or a space's validate view (analysis §2.1); Optimise the
 * node's overview, or its scenarios while Scenarios is open.
 */
export function nodeTarget(
  product: ShellProduct,
  key: NavKey,
  siteId: string,
  chain: readonly SpatialNode[],
): string | null {
  const node = chain[chain.length - 1];
  const building = chain.find((n) => n.type === 'BUILDING');
  if (!node || !building) return null;
  const params: RouteParams = { siteId, buildingId: building.path };
  for (const n of chain) {
    if (n.type !== 'BUILDING') params[levelParams[n.type]] = lastSegment(n.path);
  }
  if (node.type === 'BUILDING') return navTarget(product, key, params);
  if (product === 'PREDICT') {
    if (node.type === 'SPACE' && params.floorId) return buildPath('predict-space-validate', params);
    if (node.type === 'FLOOR') return buildPath('predict-floor-validate', params);
    return navTarget(product, key, { siteId, buildingId: building.path });
  }
  const level = node.type.toLowerCase() as 'block' | 'floor' | 'zone' | 'space';
  const view = key === 'scenarios' ? 'scenarios' : 'overview';
  return buildPath(`optimise-${level}-${view}`, params);
}
