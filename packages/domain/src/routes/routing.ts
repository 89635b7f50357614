import { shellMessages } from '../messages/shellMessages';
import { isDemoSite } from '../site/siteRules';
import type { Product } from '../enums/registrationEnums';
import {
  DEFAULT_LEVEL,
  NOT_FOUND_ROUTE,
  ROUTES,
  ROUTES_BY_NAME,
  type RouteDefinition,
  type RouteName,
  type RouteParams,
} from './routeTable';

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

/** A matched route with its parameters (decoded). */
export interface RouteMatch {
  route: RouteDefinition;
  params: RouteParams;
}

function decodeSegment(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function matchOne(route: RouteDefinition, parts: string[]): RouteParams | null {
  const pattern = segments(route.path);
  if (route.path === '*' || pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i] as string;
    const part = parts[i] as string;
    if (p.startsWith(':')) params[p.slice(1)] = decodeSegment(part);
    else if (p !== part) return null;
  }
  return params;
}

function specificity(route: RouteDefinition): number[] {
  return segments(route.path).map((s) => (s.startsWith(':') ? 0 : 1));
}

function moreSpecific(a: RouteDefinition, b: RouteDefinition): number {
  const sa = specificity(a);
  const sb = specificity(b);
  for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return (sb[i] ?? 0) - (sa[i] ?? 0);
  return 0;
}

const RANKED = [...ROUTES].sort(moreSpecific);

/**
 * Finds the route of a pathname; static segments win over parameters ('/predict/register' is
 * registration, not a site id). Unknown paths match the not-found route.
 */
export function matchRoute(pathname: string): RouteMatch {
  const parts = segments(pathname.split(/[?#]/)[0] ?? '');
  for (const route of RANKED) {
    const params = matchOne(route, parts);
    if (params) return { route, params };
  }
  return { route: NOT_FOUND_ROUTE, params: {} };
}

/** Whether a pathname needs sign-in: its route's flag, and never for demo sites (spec shell §6). */
export function requiresAuth(pathname: string): boolean {
  const { route, params } = matchRoute(pathname);
  if (params.siteId && isDemoSite(params.siteId)) return false;
  return route.auth;
}

/**
 * Builds a path from a route name and params. A level parameter left unset becomes DEFAULT
 * (spec analysis §2.1). Throws for an unknown name or the catch-all.
 */
export function buildPath(name: RouteName, params: RouteParams = {}): string {
  const route = ROUTES_BY_NAME.get(name);
  if (!route || route.path === '*') throw new Error(`No route named ${name}`);
  const built = segments(route.path).map((s) => {
    if (!s.startsWith(':')) return s;
    const value = params[s.slice(1) as keyof RouteParams];
    return encodeURIComponent(value === undefined || value === '' ? DEFAULT_LEVEL : value);
  });
  return `/${built.join('/')}`;
}

/** Where a redirect leads: a path inside the app, or the external sign-up flow. */
export type RedirectTarget = { kind: 'path'; path: string } | { kind: 'external-signup' };

/** What redirects need to know about the site. */
export interface RedirectContext {
  /** Building ids of the site, from its spatial tree. */
  buildingIds?: readonly string[];
}

/**
 * Site root (spec shell §2, analysis §2.1): the building diagnose for exactly one building,
 * else the site diagnose.
 */
function siteRootTarget(siteId: string, buildingIds: readonly string[]): string {
  return buildingIds.length === 1
    ? buildPath('predict-building-diagnose', { siteId, buildingId: buildingIds[0] })
    : buildPath('predict-site-diagnose', { siteId });
}

/**
 * With exactly one building, site plan and site diagnose redirect to the building plan and
 * building diagnose (spec shell §2); null when no redirect applies.
 */
function singleBuildingRedirect(
  routeName: string,
  siteId: string,
  buildingIds: readonly string[],
): string | null {
  if (buildingIds.length !== 1) return null;
  const buildingId = buildingIds[0];
  if (routeName === 'predict-site-plan')
    return buildPath('predict-building-plan', { siteId, buildingId });
  if (routeName === 'predict-site-diagnose') {
    return buildPath('predict-building-diagnose', { siteId, buildingId });
  }
  return null;
}

/**
 * Whether the redirect of a pathname depends on how many buildings its site has: the site root,
 * and the site plan and site diagnose (one building → that building's). Until the buildings are
 * known such a page must not render, or it would fetch and draw the site's figures and then the
 * building's.
 */
export function redirectDependsOnBuildings(pathname: string): boolean {
  const { route } = matchRoute(pathname);
  return (
    route.redirect === 'site-root' ||
    route.name === 'predict-site-plan' ||
    route.name === 'predict-site-diagnose'
  );
}

/**
 * The redirect for a pathname, or null (spec shell §2, analysis §2.1): site root → building or
 * site diagnose; /predict/{siteId}/{buildingId} → building diagnose; afterregistration → site
 * root; firsttime → home; signup → external sign-up; site plan/diagnose with one building →
 * building plan/diagnose; Optimise building index → its overview.
 */
export function resolveRedirect(
  pathname: string,
  context: RedirectContext = {},
): RedirectTarget | null {
  const { route, params } = matchRoute(pathname);
  const siteId = params.siteId ?? DEFAULT_LEVEL;
  const buildings = context.buildingIds ?? [];
  const to = (path: string): RedirectTarget => ({ kind: 'path', path });
  switch (route.redirect) {
    case 'site-root':
      return to(siteRootTarget(siteId, buildings));
    case 'building-root':
      return to(buildPath('predict-building-diagnose', params));
    case 'after-registration':
      return to(buildPath('predict-site', { siteId }));
    case 'first-time':
      return to(buildPath('home'));
    case 'signup':
      return { kind: 'external-signup' };
    case 'optimise-building-root':
      return to(buildPath('optimise-building-overview', params));
    default: {
      const single = singleBuildingRedirect(route.name, siteId, buildings);
      return single ? to(single) : null;
    }
  }
}

/** Not-found page content: code (default 404) and message (default 'Location not found'). */
export function notFoundContent(query: { code?: string | null; message?: string | null }): {
  code: string;
  message: string;
} {
  return {
    code: query.code || '404',
    message: query.message || shellMessages.notFoundMessage,
  };
}

/**
 * Where a home site card opens (spec shell §2 "Site card"): a demo (SIMPLE_PREDICT) goes to simple
 * diagnose with its summary data; Predict to the site root; Optimise to the site overview.
 */
export function siteCardTarget(site: {
  siteId: string;
  product: Product;
  summaryData?: string | null;
}): string {
  if (site.product === 'SIMPLE_PREDICT') {
    const query = site.summaryData ? `?siteData=${encodeURIComponent(site.summaryData)}` : '';
    return `${buildPath('predict-simple-diagnose')}${query}`;
  }
  if (site.product === 'OPTIMISE')
    return buildPath('optimise-site-overview', { siteId: site.siteId });
  return buildPath('predict-site', { siteId: site.siteId });
}

/** Paths beginning /predict belong to Predict, others to Optimise (spec shell §2). */
export function productOfPath(pathname: string): 'PREDICT' | 'OPTIMISE' {
  return pathname.startsWith('/predict') ? 'PREDICT' : 'OPTIMISE';
}
