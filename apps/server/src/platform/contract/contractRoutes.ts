import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  changesSite,
  isOpenForDemoSites,
  requestPartSchema,
  SESSION_REQUEST_HEADER,
  SESSION_REQUEST_VALUE,
  notServedBody,
  toFastifyPath,
  type routeIndex,
  type RouteByName,
  type RouteDef,
  type RouteGroupName,
  type RouteName,
  type RouteResponse,
} from '@wattwise/api/contract';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { sessionIdOf, type BrowserSessionStore } from '../identity/browserSessions';
import {
  AccessTokenError,
  bearerToken,
  type AccessTokenVerifier,
  type Caller,
} from '../identity/verify';
import { parameterMessages } from '@wattwise/domain';
import { siteAccessOf } from '../authz/siteAccess';
import { checkedAnswer } from './checkedAnswers';
import { HttpError } from '../errors/httpError';
import { withRequester } from '../queue/requester';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller of a 'user' route. */
    caller?: Caller;
  }
}

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a served handler receives: parsed params, query and body, and the caller. */
export interface RouteContext<N extends RouteName> {
  params: OutputOf<RouteByName<N>['params']>;
  query: RouteByName<N> extends { query: infer Q } ? OutputOf<Q> : undefined;
  body: RouteByName<N> extends { body: infer B } ? OutputOf<B> : undefined;
  /** Present on 'user' routes (verified) and on public routes called with a valid token. */
  caller: Caller | undefined;
  db: Kysely<Database>;
  config: ServerConfig;
  request: FastifyRequest;
  reply: FastifyReply;
}

type RouteHandler<N extends RouteName> = (context: RouteContext<N>) => Promise<RouteResponse<N>>;

/** The handlers of the routes the server serves, by route name. */
export type ServedHandlers = { [N in RouteName]?: RouteHandler<N> };

/** The names of the routes of one contract group (one file of the contract's routes/ folder). */
type RouteNameOf<G extends RouteGroupName> = {
  [N in RouteName]: (typeof routeIndex)[N]['group'] extends G ? N : never;
}[RouteName];

/**
 * The handlers of one area (src/areas/<group>/routes.ts): only routes of its own contract group,
 * so a handler cannot be served from another area's folder.
 */
export type AreaHandlers<G extends RouteGroupName> = { [N in RouteNameOf<G>]?: RouteHandler<N> };

function issuesOf(error: z.ZodError) {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
    code: issue.code,
  }));
}

/**
 * The JSON body limit of a registration that carries an EPC certificate as a data URL: the
 * certificate's 2 MB as base64 (4/3) and the rest of the registration. Every other JSON body keeps
 * Fastify's 1 MiB.
 */
const CERTIFICATE_BODY_LIMIT = 3 * 1024 * 1024;

function carriesCertificate(route: RouteDef): boolean {
  const shape = (route.body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return route.bodyType !== 'octet-stream' && shape !== undefined && 'epcCertificate' in shape;
}

/** Each request part's schema, built once per route rather than per request (issue 14). */
const partSchemas = new WeakMap<z.ZodType, z.ZodType>();

function parsePart(part: 'params' | 'query' | 'body', schema: z.ZodType, value: unknown) {
  // One rule for every string first (no control characters), then the route's own schema.
  let partSchema = partSchemas.get(schema);
  if (!partSchema) {
    partSchema = requestPartSchema(schema);
    partSchemas.set(schema, partSchema);
  }
  const result = partSchema.safeParse(value);
  if (!result.success) {
    throw new HttpError(400, 'Bad Request', `The request ${part} do not match the contract.`, {
      issues: issuesOf(result.error),
    });
  }
  return result.data;
}

/**
 * Registers EVERY route of the contract's table: served ones with their handler, the rest with a
 * 501 that names the route. 'user' routes verify the bearer token first (401 otherwise) and,
 * when the path names a site, check that the caller may see it (404 otherwise, so existence
 * does not leak). Requests and responses are validated against the contract; a response that
 * does not match is logged and answered 500, never sent.
 */
export function registerContractRoutes(
  app: FastifyInstance,
  options: {
    routes: readonly RouteDef[];
    handlers: ServedHandlers;
    verifyAccessToken: AccessTokenVerifier;
    /** Runs after a token is verified (Auth0 mode records the user's account row). */
    onCaller?: (caller: Caller) => Promise<void>;
    /** The web app's server-kept sessions (docs/adr/0019): its calls carry a cookie, not a token. */
    sessions?: BrowserSessionStore;
    db: Kysely<Database>;
    config: ServerConfig;
  },
) {
  const { verifyAccessToken, db, config } = options;

  /** Blob assets accept the token as `?token=` (shell §7, analysis §7.6: loaders set no headers). */
  function queryToken(request: FastifyRequest, route: RouteDef): string | undefined {
    if (!route.name.startsWith('blob.')) return undefined;
    const token = (request.query as { token?: unknown } | undefined)?.token;
    return typeof token === 'string' && token !== '' ? token : undefined;
  }

  const sessionId = (request: FastifyRequest) => sessionIdOf(request, config);

  /**
   * The caller of the web app's session cookie, or undefined when it has ended. A call that changes
   * data must also carry SESSION_REQUEST_HEADER, which a page on another site cannot send
   * (cross-site request forgery; SameSite=Lax already keeps the cookie off cross-site posts).
   */
  async function sessionCaller(request: FastifyRequest): Promise<Caller | undefined> {
    const caller = await options.sessions?.find(sessionId(request));
    if (!caller) return undefined;
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      request.headers[SESSION_REQUEST_HEADER] !== SESSION_REQUEST_VALUE
    ) {
      throw new HttpError(
        403,
        'Forbidden',
        `A call with the session cookie must carry the ${SESSION_REQUEST_HEADER} header.`,
      );
    }
    await options.onCaller?.(caller);
    return caller;
  }

  async function callerFrom(request: FastifyRequest, route: RouteDef): Promise<Caller> {
    const token = bearerToken(request.headers.authorization) ?? queryToken(request, route);
    if (!token) {
      const caller = await sessionCaller(request);
      if (caller) return caller;
      throw new HttpError(
        401,
        'Unauthorized',
        sessionId(request)
          ? 'Your session has ended. Sign in again.'
          : 'A bearer access token or a session is required.',
      );
    }
    try {
      const caller = await verifyAccessToken(token);
      await options.onCaller?.(caller);
      return caller;
    } catch (error) {
      if (error instanceof AccessTokenError) {
        throw new HttpError(401, 'Unauthorized', error.message);
      }
      throw error;
    }
  }

  /**
   * Reads need the site to be visible (OWNER, or a demo site: anonymous visitors too on the
   * routes the contract opens to them); a call that changes the site (the contract's changesSite:
   * every method but GET, the chat follow-up excepted) needs callerMayChangeSite (OWNER, not a
   * demo site). Hidden sites answer 404 so existence does not leak; demo writes answer 403.
   */
  async function checkSiteAccess(route: RouteDef, caller: Caller | undefined, siteId: unknown) {
    const access =
      typeof siteId === 'string' ? await siteAccessOf(db, caller?.sub, siteId) : 'hidden';
    if (!caller && !(access === 'read' && isOpenForDemoSites(route))) {
      throw new HttpError(401, 'Unauthorized', 'A bearer access token is required.');
    }
    if (access === 'hidden') {
      throw new HttpError(404, 'Not Found', 'No site with this id is visible to you.');
    }
    if (changesSite(route) && access !== 'change') {
      throw new HttpError(403, 'Forbidden', parameterMessages.demoReadOnly);
    }
  }

  for (const route of options.routes) {
    const handler = options.handlers[route.name as RouteName] as
      ((context: RouteContext<RouteName>) => Promise<unknown>) | undefined;
    const siteScoped = 'siteId' in route.params.shape;
    const openForDemoSites = isOpenForDemoSites(route);

    app.route({
      method: route.method,
      url: toFastifyPath(route.path),
      config: { contractRoute: route.name },
      ...(carriesCertificate(route) ? { bodyLimit: CERTIFICATE_BODY_LIMIT } : {}),
      preHandler: async (request, reply) => {
        const tokenSent =
          Boolean(request.headers.authorization) || queryToken(request, route) !== undefined;
        if (route.auth === 'user' && !(openForDemoSites && !tokenSent)) {
          request.caller = await callerFrom(request, route);
        } else if (request.headers.authorization) {
          request.caller = await callerFrom(request, route).catch(() => undefined);
        } else if (sessionId(request)) {
          // A demo site's reader with a session is that user (an ended session reads as a visitor).
          request.caller = await sessionCaller(request);
        }
        void reply;
      },
      handler: async (request, reply) => {
        const params = parsePart('params', route.params, request.params ?? {});
        const query = route.query
          ? parsePart('query', route.query, request.query ?? {})
          : undefined;
        const body =
          route.body && route.bodyType !== 'octet-stream'
            ? parsePart('body', route.body, request.body)
            : route.body
              ? request.body
              : undefined;
        if (route.auth === 'user' && siteScoped) {
          await checkSiteAccess(route, request.caller, (params as { siteId?: unknown }).siteId);
        } else if (route.auth === 'user' && !request.caller) {
          throw new HttpError(401, 'Unauthorized', 'A bearer access token is required.');
        }
        if (!handler) {
          return reply.status(501).send(notServedBody(route));
        }
        const requester = request.caller ? `account:${request.caller.sub}` : `client:${request.ip}`;
        const result = await withRequester(requester, () =>
          handler({
            params,
            query,
            body,
            caller: request.caller,
            db,
            config,
            request,
            reply,
          } as RouteContext<RouteName>),
        );
        if (reply.sent) return reply;
        if (route.responseType !== 'json') return reply.send(result);
        const checked = checkedAnswer(route, result);
        if ('error' in checked) {
          request.log.error(
            { route: route.name, issues: issuesOf(checked.error) },
            'response does not match the contract; not sent',
          );
          throw new HttpError(
            500,
            'Internal Server Error',
            'The server produced an answer that does not match the contract.',
          );
        }
        const { json } = checked;
        return reply.type('application/json').send(json);
      },
    });
  }
}
