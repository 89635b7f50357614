import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { routes, type RouteDef } from '@wattwise/api/contract';
import type { RateLimitConfig, RateLimitRule } from '../../config';
import type { Database } from '../../db/schema';
import { HttpError } from '../errors/httpError';
import { databaseRateLimitStore } from './rateLimitStore';

/** Seconds as words for the 429 message: "3 minutes", "40 seconds". */
export function retryAfterText(seconds: number): string {
  if (seconds >= 90) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minutes`;
  }
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

/**
 * A refusal of a limit counted by the client's address alone: any request of that client to the
 * same route would be refused too until it ends (platform/limits/repeatRefusals.ts).
 */
export class ClientRefusal extends HttpError {}

/**
 * The 429 every limit answers (Retry-After is set by the plugin, or by the caller); `byClient` when
 * the limit is counted by the client's address alone.
 */
export function tooManyRequests(
  retryAfterSeconds: number,
  what = 'requests',
  options: { byClient?: boolean } = {},
): HttpError {
  const Refusal = options.byClient ? ClientRefusal : HttpError;
  return new Refusal(
    429,
    'Too Many Requests',
    `Too many ${what}. Try again in ${retryAfterText(retryAfterSeconds)}.`,
    { retryAfterSeconds },
  );
}

/** Identity form posts and their rule: the per-client budget of each. */
const formLimits: Record<string, keyof RateLimitConfig> = {
  'POST /interaction/:uid/login': 'signIn',
  'POST /interaction/:uid/signup': 'signUp',
  'POST /account/signup': 'signUp',
  'POST /account/password': 'passwordChange',
  // An e-mail change sends mail to the address given: a budget, so it is neither a fast probe of
  // which addresses have accounts nor a way to mail strangers.
  'POST /account/profile': 'profileChange',
  // The web app's sign-in (docs/adr/0019): each callback costs a token request and an ID token
  // check, so a client that floods it shares the anonymous budget.
  'GET /auth/login': 'anonymous',
  'GET /auth/callback': 'anonymous',
};

const contractRouteByName = new Map<string, RouteDef>(routes.map((route) => [route.name, route]));

/** The rule of a route, or undefined for routes without a limit. */
function ruleFor(routeOptions: RouteOptions): keyof RateLimitConfig | undefined {
  const methods = Array.isArray(routeOptions.method) ? routeOptions.method : [routeOptions.method];
  for (const method of methods) {
    const form = formLimits[`${method} ${routeOptions.url}`];
    if (form) return form;
  }
  const name = (routeOptions.config as { contractRoute?: string } | undefined)?.contractRoute;
  const route = name ? contractRouteByName.get(name) : undefined;
  if (!route) return undefined;
  if (route.name.startsWith('predict.register')) return 'registration';
  if (route.name === 'predict.pdf' || route.name === 'optimise.pdf') return 'reports';
  if (route.name.startsWith('predict.simplediagnose.email')) return 'diagnosisEmail';
  if (route.auth === 'public') return 'anonymous';
  return undefined;
}

/** Rules counted per account when the caller is known; per client address otherwise. */
const perAccountRules = new Set(['registration', 'reports']);

/** Per account when the caller is known (registration, reports), per client address otherwise. */
function keyOf(rule: string, request: FastifyRequest): string {
  const account = perAccountRules.has(rule) ? request.caller?.sub : undefined;
  return account ? `${rule}:account:${account}` : `${rule}:client:${request.ip}`;
}

/**
 * Rate limits on sign-in, sign-up, password change, every 'public' route
 * of the contract and registration, counted in the database so replicas agree. Register before
 * any route: the limits attach to routes as they are added. Sign-in's per-account lock-out is in
 * src/platform/identity/signInLockout.ts.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  db: Kysely<Database>,
  limits: RateLimitConfig,
) {
  if (!limits.enabled) {
    app.log.warn('rate limits are OFF (RATE_LIMITS=off)');
    return;
  }
  app.addHook('onRoute', (routeOptions) => {
    const rule = ruleFor(routeOptions);
    if (!rule || rule === 'enabled') return;
    const { max, windowSeconds } = limits[rule] as RateLimitRule;
    routeOptions.config = {
      ...(routeOptions.config ?? {}),
      rateLimit: {
        max,
        timeWindow: windowSeconds * 1000,
        // After the route's own preHandler, so registration is counted per verified account.
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) => keyOf(rule, request),
      },
    } as typeof routeOptions.config;
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    // Without a verified caller, every rule is counted by the client's address (keyOf).
    errorResponseBuilder: (request, context) =>
      tooManyRequests(Math.ceil(context.ttl / 1000), 'requests', { byClient: !request.caller }),
  });
}
