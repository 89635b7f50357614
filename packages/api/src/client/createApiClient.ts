import { loadRouteDef, preloadRouteGroups } from '../contract/routeGroups';
import { routeIndex } from '../contract/routeIndex';
import type {
  RouteBody,
  RouteName,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '../contract/routeTypes';
import { buildPath } from '../contract/paths';
import type { RouteDef } from '../contract/routeDef';
import { errorForStatus } from './apiError';
import type { ApiError, ApiResult } from './apiError';
import { toQueryString } from './queryString';

type Optionality<K extends string, T> = [T] extends [never]
  ? { [P in K]?: never }
  : Record<string, never> extends T
    ? { [P in K]?: T }
    : Partial<T> extends T
      ? { [P in K]?: T }
      : { [P in K]: T };

/** T with every nested field and array read-only, so callers may pass `as const` data (blobs stay as they are). */
type ReadonlyDeep<T> = T extends Blob
  ? T
  : T extends object
    ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> }
    : T;

/** What a call takes: path params, query and body, typed from the route table. */
export type CallInput<N extends RouteName> = Optionality<'params', ReadonlyDeep<RouteParams<N>>> &
  Optionality<'query', ReadonlyDeep<RouteQuery<N>>> &
  Optionality<'body', ReadonlyDeep<RouteBody<N>>> & { signal?: AbortSignal };

/** Arguments of `call` after the name: the input may be left out when nothing in it is required. */
type CallArgs<N extends RouteName> =
  object extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

export interface ApiClientOptions {
  /** Prefix of every path, e.g. 'http://localhost:3000'; '' for same origin. */
  baseUrl?: string;
  /**
   * Supplies a bearer token; undefined when signed out. Left out by the web app, whose calls go
   * with the server-kept session's cookie (docs/adr/0019); API clients and tests pass one.
   */
  getAccessToken?: () => Promise<string | undefined>;
  /** Headers sent with every call (the web app's SESSION_REQUEST_HEADER). */
  headers?: Readonly<Record<string, string>>;
  fetch?: typeof globalThis.fetch;
}

export interface ApiClient {
  call<N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<ApiResult<RouteResponse<N>>>;
}

/**
 * Starts downloading the schemas of `names` (their groups of the route table) before their first
 * call: a screen whose first calls are known names them, and the calls then go out as soon as the
 * token is there instead of waiting for the schemas' download after it.
 */
export function preloadRouteSchemas(names: readonly RouteName[]): void {
  preloadRouteGroups([...new Set(names.map((name) => routeIndex[name].group))]);
}

/** A typed client of the contract: bearer token or session cookie, JSON by default, blobs, 204s and errors as values. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call(name: RouteName, input: unknown = {}): Promise<ApiResult<unknown>> {
    const entry = routeIndex[name];
    const {
      params = {},
      query,
      body,
      signal,
    } = input as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
      signal?: AbortSignal;
    };

    // The route's schemas (its group of the table, loaded once) and the token, side by side.
    const [loaded, token] = await Promise.all([
      loadRouteDef(entry.group, name).then(
        (route) => ({ route }),
        (cause: unknown) => ({ cause }),
      ),
      (options.getAccessToken?.() ?? Promise.resolve(undefined)).catch(
        // Token failure: the call goes out without one; a 'user' route then answers 401 (shell §8).
        () => undefined,
      ),
    ]);
    if ('cause' in loaded) {
      return {
        ok: false,
        error: { kind: 'network', route: name, message: describe(loaded.cause) },
      };
    }
    const route: RouteDef = loaded.route;
    const invalid = checkRequest(route, params, query, body);
    if (invalid) return { ok: false, error: invalid };

    const headers: Record<string, string> = { ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (entry.responseType === 'json') headers.Accept = 'application/json';

    let requestBody: BodyInit | undefined;
    if (route.body !== undefined) {
      if (route.bodyType === 'octet-stream') {
        headers['Content-Type'] = 'application/octet-stream';
        requestBody = body as Blob;
      } else {
        headers['Content-Type'] = 'application/json';
        requestBody = JSON.stringify(body);
      }
    }

    const url = `${baseUrl}${buildPath(route.path, params)}${toQueryString(query)}`;
    let response: Response;
    try {
      response = await doFetch(url, { method: route.method, headers, body: requestBody, signal });
    } catch (cause) {
      return { ok: false, error: { kind: 'network', route: name, message: describe(cause) } };
    }

    if (!response.ok) {
      const text = await response.text().catch(() => '');
      return { ok: false, error: errorForStatus(name, response.status, text) };
    }
    return readAnswer(route, response);
  }

  return { call: call as ApiClient['call'] };
}

function checkRequest(
  route: RouteDef,
  params: unknown,
  query: unknown,
  body: unknown,
): ApiError | undefined {
  const checks = [
    ['params', route.params.safeParse(params)],
    ...(route.query ? [['query', route.query.safeParse(query ?? {})] as const] : []),
    ...(route.body ? [['body', route.body.safeParse(body)] as const] : []),
  ] as const;
  for (const [part, result] of checks) {
    if (!result.success) {
      return {
        kind: 'invalidRequest',
        route: route.name,
        message: `Invalid ${part} for ${route.name}`,
        issues: result.error.issues,
      };
    }
  }
  return undefined;
}

async function readAnswer(route: RouteDef, response: Response): Promise<ApiResult<unknown>> {
  if (route.responseType === 'empty') {
    return { ok: true, data: null };
  }
  let raw: unknown;
  if (route.responseType === 'blob') {
    const blob = response.status === 204 ? null : await response.blob();
    raw = blob && blob.size > 0 ? blob : null;
  } else {
    const text = response.status === 204 ? '' : await response.text();
    if (text.trim() === '') {
      raw = null;
    } else {
      try {
        raw = JSON.parse(text);
      } catch (cause) {
        return {
          ok: false,
          error: {
            kind: 'invalidResponse',
            route: route.name,
            status: response.status,
            message: describe(cause),
            issues: [],
          },
        };
      }
    }
  }
  const parsed = route.response.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      error: {
        kind: 'invalidResponse',
        route: route.name,
        status: response.status,
        message: `The answer of ${route.name} does not match the contract`,
        issues: parsed.error.issues,
      },
    };
  }
  return { ok: true, data: parsed.data };
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
