import type { RouteDef } from './routeDef';

/**
 * The route table's files, each loaded on its first call. A client needs a route's schemas only to
 * check a request and read its answer, so the schemas (and zod) load with the first call of their
 * group instead of with the first page (docs/adr/0016). `routeIndex` says which group a route is in.
 * @internal Exported for tests only, which stand in for a group whose chunk fails to load; the
 * product loads groups through loadRouteDef and preloadRouteGroups.
 */
export const routeGroups = {
  siteRoutes: () => import('./routes/siteRoutes').then((m) => m.siteRoutes),
  accountRoutes: () => import('./routes/accountRoutes').then((m) => m.accountRoutes),
  registrationRoutes: () => import('./routes/registrationRoutes').then((m) => m.registrationRoutes),
  meterRoutes: () => import('./routes/meterRoutes').then((m) => m.meterRoutes),
  spatialRoutes: () => import('./routes/spatialRoutes').then((m) => m.spatialRoutes),
  mapRoutes: () => import('./routes/mapRoutes').then((m) => m.mapRoutes),
  optimiseScenarioRoutes: () =>
    import('./routes/optimiseScenarioRoutes').then((m) => m.optimiseScenarioRoutes),
  predictImprovementRoutes: () =>
    import('./routes/predictImprovementRoutes').then((m) => m.predictImprovementRoutes),
  diagnoseRoutes: () => import('./routes/diagnoseRoutes').then((m) => m.diagnoseRoutes),
  dataRoutes: () => import('./routes/dataRoutes').then((m) => m.dataRoutes),
  parameterRoutes: () => import('./routes/parameterRoutes').then((m) => m.parameterRoutes),
  estateRoutes: () => import('./routes/estateRoutes').then((m) => m.estateRoutes),
} satisfies Record<string, () => Promise<readonly RouteDef[]>>;

export type RouteGroupName = keyof typeof routeGroups;

const loaded = new Map<RouteGroupName, Promise<ReadonlyMap<string, RouteDef>>>();

/** The routes of `group`, by name, downloading the group's file once. */
function loadGroup(group: RouteGroupName): Promise<ReadonlyMap<string, RouteDef>> {
  let routes = loaded.get(group);
  if (!routes) {
    routes = routeGroups[group]().then(
      (list) => new Map(list.map((route: RouteDef) => [route.name, route])),
    );
    // A failed download is tried again on the next call.
    routes.catch(() => loaded.delete(group));
    loaded.set(group, routes);
  }
  return routes;
}

/**
 * Starts loading `groups` before their first call, so that the first screen's calls do not wait
 * for the schemas' download after the token has arrived. A failure is left to the first call,
 * which tries again.
 */
export function preloadRouteGroups(groups: readonly RouteGroupName[]): void {
  for (const group of groups) loadGroup(group).catch(() => undefined);
}

/** The full definition (with its schemas) of a route of `group`, loading the group once. */
export async function loadRouteDef(group: RouteGroupName, name: string): Promise<RouteDef> {
  const route = (await loadGroup(group)).get(name);
  if (!route) throw new Error(`No route ${name} in ${group}`);
  return route;
}
