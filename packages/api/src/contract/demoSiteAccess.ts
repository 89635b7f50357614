import type { RouteDef } from './routeDef';

/** Reports are for paid sites only (shell §6), so demo visitors do not get them. */
const notForDemoVisitors: ReadonlySet<string> = new Set(['predict.pdf', 'optimise.pdf']);

/**
 * Calls that are not GETs yet change nothing of the site: the chat follow-up is a POST only so
 * that no reply is ever served from a cache (issue 12); asking a question stores nothing.
 */
const readsDespiteMethod: ReadonlySet<string> = new Set([
  'improvement.followUp',
  'optimise.scenario.followUp',
]);

/**
 * Whether a call changes its site, so needs a caller who may change it (OWNER, not a demo site:
 * shell §6, analysis §6). Every method but GET does, except the reads listed above.
 */
export function changesSite(route: Pick<RouteDef, 'name' | 'method'>): boolean {
  return route.method !== 'GET' && !readsDespiteMethod.has(route.name);
}

/**
 * Whether a 'user' route also answers anonymous visitors when its siteId is a demo site.
 * Shell §6: authentication is required everywhere except demo sites (and the public routes);
 * demo sites cannot be changed (shell §6, analysis §6), so this holds for site-scoped reads only
 * (GETs, and the chat follow-up: see changesSite).
 * Which site ids are demo sites is the domain's rule (shell §1: id ending in -demo, or an allow-list).
 */
export function isOpenForDemoSites(
  route: Pick<RouteDef, 'name' | 'method' | 'auth' | 'params'>,
): boolean {
  return (
    route.auth === 'user' &&
    !changesSite(route) &&
    'siteId' in route.params.shape &&
    !notForDemoVisitors.has(route.name)
  );
}
