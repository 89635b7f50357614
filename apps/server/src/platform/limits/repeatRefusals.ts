import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './rateLimits';

/** Refusals kept in memory at most (designed); beyond it the memory starts over. */
const MEMO_SIZE = 10_000;

const routeOf = (request: FastifyRequest) =>
  (request.routeOptions.config as { contractRoute?: string } | undefined)?.contractRoute;

/** A request without an account: no bearer token, no session cookie. Its limits are its address's. */
const isAnonymous = (request: FastifyRequest) =>
  !request.headers.authorization && !request.headers.cookie;

/**
 * A client without an account that was refused (429) on a route is refused again on that route
 * until its Retry-After, before its body is read: its limits are counted by address, so the answer
 * could not change, and a flood of 2 MB registrations then costs no parsing. (Signed-in callers
 * are only known once their body is read and their token checked.)
 */
export function registerRepeatRefusals(app: FastifyInstance) {
  const refusedUntil = new Map<string, number>();
  const keyOf = (request: FastifyRequest) => `${request.ip}|${routeOf(request) ?? ''}`;

  app.addHook('onRequest', async (request) => {
    if (!routeOf(request) || !isAnonymous(request)) return;
    const key = keyOf(request);
    const until = refusedUntil.get(key);
    if (until === undefined) return;
    const left = until - Date.now();
    if (left <= 0) {
      refusedUntil.delete(key);
      return;
    }
    throw tooManyRequests(Math.ceil(left / 1000));
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 429 || !routeOf(request) || !isAnonymous(request)) return;
    const seconds = Number(reply.getHeader('retry-after'));
    if (!Number.isFinite(seconds) || seconds <= 0) return;
    if (refusedUntil.size >= MEMO_SIZE) refusedUntil.clear();
    refusedUntil.set(keyOf(request), Date.now() + seconds * 1000);
  });
}
