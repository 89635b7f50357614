import type { z } from 'zod';

/** HTTP methods the spec's calls use (shell §7, analysis §7). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How a response body is read: JSON (default), a binary blob (reports, logos, models) or nothing. */
export type ResponseType = 'json' | 'blob' | 'empty';

/** How a request body is sent: JSON (default) or raw bytes (logo uploads are octet-stream, shell §7). */
type BodyType = 'json' | 'octet-stream';

/** 'public' routes are open to anonymous visitors (shell §6, analysis §6); 'user' needs a bearer token. */
type RouteAuth = 'public' | 'user';

/** Client cache policy: how long a fetched answer counts as fresh. */
export interface CachePolicy {
  staleTimeMs: number | 'infinite';
}

/** A worked example of one call, checked against the route's own schemas by the tests. */
interface RouteExample {
  params: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Required for 'json' responses; blobs and empty answers have none. */
  response?: unknown;
}

/** One call of the contract. The server serves it, the client calls it, the OpenAPI document lists it. */
export interface RouteDef {
  /** Unique, dotted, in the product's words, e.g. 'user.site.list'. */
  name: string;
  method: HttpMethod;
  /** The spec's template, e.g. '/api/user/site/delete/{siteId}'; '[/{x}]' is an optional trailing segment. */
  path: string;
  params: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Defaults to 'json'. */
  bodyType?: BodyType;
  response: z.ZodType;
  responseType: ResponseType;
  auth: RouteAuth;
  /** GET calls (and the few PUT/POST look-ups the spec caches) only. */
  cache?: CachePolicy;
  /** Why and what was designed, when the spec does not show the path or shape. */
  designed?: string;
  /** Where the call comes from, e.g. 'shell §7'. */
  source: string;
  summary: string;
  example: RouteExample;
}

/** Keeps the literal types of one route definition while checking it against RouteDef. */
export function defineRoute<const R extends RouteDef>(route: R): R {
  return route;
}
