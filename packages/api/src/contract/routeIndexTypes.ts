import type { BodyType, CachePolicy, HttpMethod, ResponseType } from './routeDef';
import type { RouteGroupName } from './routeGroups';
import type { RouteName } from './routeTypes';

/** A route as the client knows it before its schemas load (routeIndex.ts). */
export interface RouteIndexEntry {
  method: HttpMethod;
  path: string;
  responseType: ResponseType;
  bodyType?: BodyType;
  /** The route takes a body. */
  hasBody?: true;
  cache?: CachePolicy;
  group: RouteGroupName;
}

export type RouteIndex = { readonly [N in RouteName]: RouteIndexEntry };
