import type { RouteDef } from './routeDef';

/** Reports are for paid sites only (shell §6), so demo visitors do not get them. */
const notForDemoVisitors: ReadonlySet<string> = new Set(['predict.pdf', 'optimise.pdf']);

/**
 * Whether a 'user' route also answers anonymous visitors when its siteId is a demo site.
 * Shell §6: authentication is required everywhere except demo sites (and the public routes);
 * demo sites cannot be changed (shell §6, analysis §6), so this holds for site-scoped reads (GET) only.
 * Which site ids are demo sites is the domain's rule (shell §1: id ending in -demo, or an allow-list).
 */
export function isOpenForDemoSites(
  route: Pick<RouteDef, 'name' | 'method' | 'auth' | 'params'>,
): boolean {
  return (
    route.auth === 'user' &&
    route.method === 'GET' &&
    'siteId' in route.params.shape &&
    !notForDemoVisitors.has(route.name)
  );
}
