/**
 * The route tree as data: every path of both spec route tables with its route name and whether
 * it needs sign-in (spec shell §2, §6; analysis §2.1, §6). Anonymous: demo sites, the no-login
 * registration, simplediagnose, simpleplan, demo, energysavingmap, signup and the error page; ours: methodology and terms.
 *
 * Left out: the Predict example page '/predict/{id}' (analysis §2.1, meaning of the id not shown)
 * has the same shape as the site root '/predict/{siteId}' and cannot be told apart by path.
 */

/** Route parameters; DEFAULT stands for an unset level (spec shell §2, analysis §2.1). */
type RouteParam =
  'siteId' | 'buildingId' | 'blockId' | 'floorId' | 'zoneId' | 'spaceId' | 'objectId';
/** Parameter values of a path. */
export type RouteParams = Partial<Record<RouteParam, string>>;
/** Value of an unset level. */
export const DEFAULT_LEVEL = 'DEFAULT';

/** One route: its name, path pattern (':param' segments), sign-in need and redirect kind. */
export interface RouteDefinition {
  name: string;
  path: string;
  auth: boolean;
  /** Set when the route only redirects (see resolveRedirect). */
  redirect?: RedirectKind;
  /** Query parameters the spec names for it. */
  query?: readonly string[];
  /** The spec does not show this path; ours. */
  pathOurs?: boolean;
}

/** Redirect behaviours (spec shell §2, analysis §2.1). */
type RedirectKind =
  | 'site-root'
  | 'building-root'
  | 'after-registration'
  | 'first-time'
  | 'signup'
  | 'optimise-building-root';

const predictLevels = [
  { name: 'predict-site', path: '/predict/:siteId', auth: true, redirect: 'site-root' },
  { name: 'predict-site-diagnose', path: '/predict/:siteId/diagnose', auth: true },
  { name: 'predict-site-plan', path: '/predict/:siteId/improvement-plan', auth: true },
  { name: 'predict-site-validate', path: '/predict/:siteId/validate', auth: true },
  { name: 'predict-site-events', path: '/predict/:siteId/events', auth: true },
  {
    name: 'predict-building',
    path: '/predict/:siteId/:buildingId',
    auth: true,
    redirect: 'building-root',
  },
  {
    name: 'predict-building-diagnose',
    path: '/predict/:siteId/:buildingId/diagnose',
    auth: true,
    query: ['editing'],
  },
  {
    name: 'predict-building-plan',
    path: '/predict/:siteId/:buildingId/improvement-plan',
    auth: true,
  },
  { name: 'predict-building-validate', path: '/predict/:siteId/:buildingId/validate', auth: true },
  {
    name: 'predict-floor-validate',
    path: '/predict/:siteId/:buildingId/:floorId/validate',
    auth: true,
  },
  {
    name: 'predict-scheduler',
    path: '/predict/:siteId/:buildingId/:floorId/:spaceId/schedules',
    auth: true,
  },
  {
    name: 'predict-space-validate',
    path: '/predict/:siteId/:buildingId/:floorId/:spaceId/validate',
    auth: true,
  },
] as const satisfies readonly RouteDefinition[];

const predictPublic = [
  { name: 'home', path: '/', auth: true, query: ['hiddenBuildingTypes'] },
  {
    name: 'predict-site-registration',
    path: '/predict/register',
    auth: true,
    query: ['siteData', 'hidden', 'lat', 'lon'],
  },
  {
    name: 'predict-no-login-site-registration',
    path: '/predict/register/nologin',
    auth: false,
    query: ['siteData', 'lat', 'lon'],
    pathOurs: true,
  },
  { name: 'predict-registration-demo', path: '/predict/demo', auth: false, query: ['lon', 'lat'] },
  {
    name: 'predict-simple-diagnose',
    path: '/predict/simplediagnose',
    auth: false,
    query: ['siteData'],
  },
  { name: 'predict-simple-plan', path: '/predict/simpleplan', auth: false, query: ['siteData'] },
  { name: 'predict-energy-map', path: '/predict/energysavingmap', auth: false },
  {
    name: 'predict-add-building',
    path: '/predict/:siteId/add-building',
    auth: true,
    query: ['hidden'],
  },
  {
    name: 'predict-after-registration',
    path: '/predict/:siteId/afterregistration',
    auth: true,
    redirect: 'after-registration',
  },
  { name: 'signup', path: '/signup', auth: false, redirect: 'signup' },
  { name: 'firsttime', path: '/firsttime', auth: true, redirect: 'first-time' },
  /**
   * The licence (spec shell §2); path ours. Open without signing in: the no-login registration
   * asks its visitors to agree to these terms, so they must be able to read them first.
   */
  { name: 'terms', path: '/terms', auth: false, pathOurs: true },
  /** How the engine models a building, linked from the AI badge (spec shell §1); path ours. */
  { name: 'methodology', path: '/methodology', auth: false, pathOurs: true },
  /**
   * The estate at a glance for users with many sites (path ours): the home's filters as its
   * query, so a filtered view can be shared.
   */
  {
    name: 'estate',
    path: '/estate',
    auth: true,
    query: ['buildingType', 'product', 'energyCost', 'energyUsage', 'energyCarbon'],
    pathOurs: true,
  },
] as const satisfies readonly RouteDefinition[];

const optimiseSite = '/optimise/:siteId';
const optimiseBuilding = `${optimiseSite}/building/:buildingId`;
const optimiseBlock = `${optimiseBuilding}/block/:blockId`;
const optimiseFloor = `${optimiseBlock}/floor/:floorId`;
const optimiseZone = `${optimiseFloor}/zone/:zoneId`;
const optimiseSpace = `${optimiseZone}/space/:spaceId`;

/** Optimise routes (analysis §2.1): site, building, then block, floor, zone and space levels. */
const optimiseRoutes = [
  { name: 'optimise-site-overview', path: optimiseSite, auth: true },
  { name: 'optimise-site-diagnose', path: `${optimiseSite}/diagnose`, auth: true },
  { name: 'optimise-site-improvement-plan', path: `${optimiseSite}/improvement`, auth: true },
  { name: 'optimise-site-scenarios', path: `${optimiseSite}/scenarios`, auth: true },
  { name: 'optimise-site-events', path: `${optimiseSite}/events`, auth: true },
  {
    name: 'optimise-building',
    path: optimiseBuilding,
    auth: true,
    redirect: 'optimise-building-root',
  },
  { name: 'optimise-building-overview', path: `${optimiseBuilding}/overview`, auth: true },
  { name: 'optimise-building-diagnose', path: `${optimiseBuilding}/diagnose`, auth: true },
  {
    name: 'optimise-building-improvement-plan',
    path: `${optimiseBuilding}/improvement`,
    auth: true,
  },
  { name: 'optimise-building-scenarios', path: `${optimiseBuilding}/scenarios`, auth: true },
  { name: 'optimise-block-overview', path: `${optimiseBlock}/overview`, auth: true },
  { name: 'optimise-block-scenarios', path: `${optimiseBlock}/scenarios`, auth: true },
  { name: 'optimise-floor-overview', path: `${optimiseFloor}/overview`, auth: true },
  { name: 'optimise-floor-scenarios', path: `${optimiseFloor}/scenarios`, auth: true },
  { name: 'optimise-zone-overview', path: `${optimiseZone}/overview`, auth: true },
  { name: 'optimise-zone-scenarios', path: `${optimiseZone}/scenarios`, auth: true },
  { name: 'optimise-space-overview', path: `${optimiseSpace}/overview`, auth: true },
  { name: 'optimise-space-scenarios', path: `${optimiseSpace}/scenarios`, auth: true },
] as const satisfies readonly RouteDefinition[];

/** The error page: any unknown path; no sign-in (spec shell §2, §6). */
export const NOT_FOUND_ROUTE = {
  name: 'not-found',
  path: '*',
  auth: false,
  query: ['code', 'message'],
} as const satisfies RouteDefinition;

/** Every route of both spec route tables, plus the catch-all error page last. */
export const ROUTES = [
  ...predictPublic,
  ...predictLevels,
  ...optimiseRoutes,
  NOT_FOUND_ROUTE,
] as const satisfies readonly RouteDefinition[];

/** The name of every route, as the app keys its screens (derived from ROUTES). */
export type RouteName = (typeof ROUTES)[number]['name'];

/** Whether a string names a route. */
export function isRouteName(name: string): name is RouteName {
  return ROUTES.some((route) => route.name === name);
}

/** Routes by name. */
export const ROUTES_BY_NAME: ReadonlyMap<string, RouteDefinition> = new Map(
  ROUTES.map((r): [string, RouteDefinition] => [r.name, r]),
);
