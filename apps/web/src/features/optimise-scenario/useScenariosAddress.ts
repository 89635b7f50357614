import { useSpatialTree } from '@wattwise/api';
import { matchRoute } from '@wattwise/domain';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

const LEVELS = ['spaceId', 'zoneId', 'floorId', 'blockId', 'buildingId'] as const;

/**
 * The node of the scenarios address (/optimise/{siteId}[/building/{buildingId}[/.../{id}]]/scenarios,
 * spec analysis §2.1): its site, its building and its spatial path, the deepest level named in
 * the address (DEFAULT stands for an unset level). Null path at site level: no building chosen.
 */
export function useScenariosAddress(): { siteId: string; path: string | null } {
  const { pathname } = useLocation();
  const params = useMemo(() => matchRoute(pathname).params, [pathname]);
  const siteId = params.siteId ?? '';
  const tree = useSpatialTree(siteId ? { params: { siteId } } : null);
  const path = useMemo(() => {
    const set = (id: string | undefined) => (id && id !== 'DEFAULT' ? id : null);
    const deepest = LEVELS.map((level) => set(params[level])).find((id) => id !== null) ?? null;
    const buildingId = set(params.buildingId);
    if (!deepest || !buildingId) return null;
    if (deepest === buildingId) return buildingId;
    // A level below the building: its node's path in the spatial tree.
    const node = (tree.data ?? []).find(
      (n) => n.path === deepest || n.path.endsWith(`/${deepest}`),
    );
    return node?.path ?? buildingId;
  }, [params, tree.data]);
  return { siteId, path };
}
