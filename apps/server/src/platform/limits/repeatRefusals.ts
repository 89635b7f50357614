import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ClientRefusal, tooManyRequests } from './rateLimits';

/** Refusals kept in memory at most (designed); beyond it the memory starts over. */
const MEMO_SIZE = 10_000;
/**
 * The longest a refusal is repeated unread (designed): a budget of an hour (certificate bytes)
 * would otherwise refuse every registration of an office's shared address, certificate or not,
 * for that hour; after a minute one request is read and judged again.
 */
const LONGEST_REPEAT_MS = 60_000;

const routeOf = (request: FastifyRequest) =>
  (request.routeOptions.config as { contractRoute?: string } | undefined)?.contractRoute;

/** A request without an account: no bearer token, no session cookie. Its limits are its address's. */
const isAnonymous = (request: FastifyRequest) =>
  !request.headers.authorization && !request.headers.cookie;

const byClient = Symbol('refusedByClient');

/**
 * A client without an account refused (429) on a route by a limit counted by its address alone
 * (a ClientRefusal: not, say, the limit of e-mails to one recipient) is refused again on that route
 * until its Retry-After (a minute at most), before its body is read: the answer would not change,
 * and a flood of 2 MB registrations then costs no parsing. (Signed-in callers are only known once
 * their body is read and their token checked.)
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
    throw tooManyRequests(Math.ceil(left / 1000), 'requests', { byClient: true });
  });
  app.addHook(
    'onError',
    async (request: FastifyRequest & { [byClient]?: boolean }, _reply, error) => {
      if (error instanceof ClientRefusal) request[byClient] = true;
    },
  );
  app.addHook('onResponse', async (request: FastifyRequest & { [byClient]?: boolean }, reply) => {
    if (reply.statusCode !== 429 || !request[byClient]) return;
    if (!routeOf(request) || !isAnonymous(request)) return;
    const seconds = Number(reply.getHeader('retry-after'));
    if (!Number.isFinite(seconds) || seconds <= 0) return;
    if (refusedUntil.size >= MEMO_SIZE) refusedUntil.clear();
    refusedUntil.set(keyOf(request), Date.now() + Math.min(seconds * 1000, LONGEST_REPEAT_MS));
  });
}
