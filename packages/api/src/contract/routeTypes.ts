import type { z } from 'zod';
import { routes } from './routes';

/** Any route of the table. */
type AnyRoute = (typeof routes)[number];
/** The name of a route of the table. */
export type RouteName = AnyRoute['name'];
/** The route with that name. */
export type RouteByName<N extends RouteName> = Extract<AnyRoute, { name: N }>;

/** Path params a caller passes (before parsing). */
export type RouteParams<N extends RouteName> = z.input<RouteByName<N>['params']>;
/** Query a caller passes, or never when the route takes none. */
export type RouteQuery<N extends RouteName> =
  RouteByName<N> extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
/** Body a caller sends, or never when the route takes none. */
export type RouteBody<N extends RouteName> =
  RouteByName<N> extends { body: infer B extends z.ZodType } ? z.input<B> : never;
/** Parsed answer of the route (null for empty answers and absent blobs). */
export type RouteResponse<N extends RouteName> = z.output<RouteByName<N>['response']>;
/** Names of routes the client may cache (GET routes and the few look-ups the spec caches). */
export type CachedRouteName = Extract<AnyRoute, { cache: object }>['name'];

/**
 * Each route by its name, every schema loaded at once.
 * @internal For tests and scripts only: the product looks a route up through routeIndex and loads
 * its group's schemas on first call (routeGroups.ts, docs/adr/0016), so no page carries them all.
 */
export const routeByName = Object.fromEntries(routes.map((route) => [route.name, route])) as {
  readonly [N in RouteName]: RouteByName<N>;
};
