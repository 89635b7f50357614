import { useSpatialTree, useUserSiteStubs, type SiteStub, type SpatialNode } from '@wattwise/api';
import {
  DEFAULT_LEVEL,
  matchRoute,
  productOfPath,
  type RouteName,
  type RouteParams,
} from '@wattwise/domain';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';

const noNodes: SpatialNode[] = [];

/** The route at the current address: its name and parameters (siteId, buildingId, ...). */
export function useSiteRoute(): { name: RouteName; params: RouteParams; siteId: string } {
  const { pathname } = useLocation();
  return useMemo(() => {
    const { route, params } = matchRoute(pathname);
    return { name: route.name as RouteName, params, siteId: params.siteId ?? '' };
  }, [pathname]);
}

/** The site's spatial tree (GET /api/spatialstructure/{siteId}, cached indefinitely, spec shell §9). */
export function useSiteTree() {
  const { siteId } = useSiteRoute();
  const tree = useSpatialTree(siteId ? { params: { siteId } } : null);
  return { tree: tree.data ?? noNodes, isLoading: tree.isLoading, error: tree.error };
}

/** The building ids of a site's spatial tree (what the redirects that depend on them read). */
export function siteBuildingIds(tree: readonly SpatialNode[]): string[] {
  return tree.filter((node) => node.type === 'BUILDING').map((node) => node.path);
}

/** Building ids of the site, for the redirects that depend on them. */
export function useSiteBuildings() {
  const { tree, isLoading } = useSiteTree();
  const buildingIds = useMemo(() => siteBuildingIds(tree), [tree]);
  return { buildingIds, isLoading };
}

/** Session key of the sites opened lately, newest first (ours). */
const recentKey = 'wattwise.recentSites';
/** How many recent sites the switcher offers (ours). */
const RECENT_SITE_LIMIT = 5;

function readRecent(): string[] {
  return parseRecent(readStoredRecent());
}

function parseRecent(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function readStoredRecent(): string | null {
  try {
    return window.localStorage.getItem(recentKey);
  } catch {
    return null;
  }
}

/**
 * The stored order of recent sites. The server has none, so a screen it rendered lists the sites
 * in the server's order, and the browser takes that markup over as it is (a list read from
 * storage at once would differ from the server's markup, and React would then draw the whole
 * screen again: docs/adr/0019). The stored order is read once the screen is the app's, as a
 * transition: React redraws the shell in short tasks, and the parts of the screen it has not taken
 * over yet are not forced to be taken over at once.
 */
function useStoredRecent(siteId: string): string | null {
  const [stored, setStored] = useState<string | null>(null);
  useEffect(() => {
    const read = () => startTransition(() => setStored(readStoredRecent()));
    read();
    window.addEventListener('storage', read);
    return () => window.removeEventListener('storage', read);
  }, [siteId]);
  return stored;
}

/** Remembers the site being viewed, newest first. */
function rememberRecentSite(siteId: string): string[] {
  const recent = [siteId, ...readRecent().filter((id) => id !== siteId)].slice(0, 20);
  try {
    window.localStorage.setItem(recentKey, JSON.stringify(recent));
  } catch {
    // Storage full or blocked: the switcher then lists the sites in the server's order.
  }
  return recent;
}

/**
 * The user's sites for the switcher (GET /api/user/site/stubs): the current site's stub and the
 * recent sites of the same product, most recent first, at most RECENT_SITE_LIMIT.
 */
export function useSiteStubs() {
  const { siteId } = useSiteRoute();
  const { pathname } = useLocation();
  const product = productOfPath(pathname);
  const stubs = useUserSiteStubs();
  const stored = useStoredRecent(siteId);
  useEffect(() => {
    if (siteId && siteId !== DEFAULT_LEVEL) rememberRecentSite(siteId);
  }, [siteId]);
  const current: SiteStub | undefined = stubs.data?.find((stub) => stub.id === siteId);
  const recent = useMemo(() => {
    const sameProduct = (stubs.data ?? []).filter((stub) =>
      product === 'OPTIMISE' ? stub.product === 'OPTIMISE' : stub.product !== 'OPTIMISE',
    );
    const order = parseRecent(stored);
    const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
    return [...sameProduct]
      .sort((a, b) => rank(a.id) - rank(b.id))
      .slice(0, RECENT_SITE_LIMIT)
      .map((stub) => ({ id: stub.id, name: stub.name }));
  }, [stubs.data, product, stored]);
  return { product, current, recent, error: stubs.error };
}
