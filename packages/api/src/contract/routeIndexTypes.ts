import type { CachePolicy, HttpMethod, ResponseType } from './routeDef';
import type { RouteGroupName } from './routeGroups';
import type { RouteName } from './routeTypes';

/** A route as the client knows it before its schemas load (routeIndex.ts). */
export interface RouteIndexEntry {
  method: HttpMethod;
  path: string;
  responseType: ResponseType;
  cache?: CachePolicy;
  group: RouteGroupName;
}

export type RouteIndex = { readonly [N in RouteName]: RouteIndexEntry };
