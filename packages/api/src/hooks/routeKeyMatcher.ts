import type { CachedRouteName } from '../contract/routeTypes';

/**
 * A filter for SWR's global `mutate` that matches the cached answers of a route, optionally only
 * those whose params include the given ones. E.g. after a site is deleted the site lists refresh
 * (shell §4): `mutate(routeKeyMatcher('user.site.list'))`; after a building is added the spatial
 * tree is invalidated (shell §4): `mutate(routeKeyMatcher('spatial.tree', { siteId }))`.
 */
export function routeKeyMatcher(
  name: CachedRouteName,
  params?: Readonly<Record<string, unknown>>,
): (key: unknown) => boolean {
  return (key) => {
    if (!Array.isArray(key) || key[0] !== name) return false;
    if (!params) return true;
    const keyParams = (key[1] ?? {}) as Record<string, unknown>;
    return Object.entries(params).every(([param, value]) => keyParams[param] === value);
  };
}
