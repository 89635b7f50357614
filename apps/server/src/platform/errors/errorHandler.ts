import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messagePage } from '../identity/pages';
import { HttpError } from './httpError';

/** Node socket errors of a lost database connection. */
const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * True for an error that means the database cannot be reached right now (PostgreSQL restarting,
 * a dropped connection, a full pool timing out), which a retry later can fix: SQLSTATE class 08
 * (connection exception), 57P01–57P03 (shutdown, cannot connect now), socket errors, and
 * node-postgres' own messages for them.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (connectionErrorCodes.has(code) || code.startsWith('08')) return true;
      if (code === '57P01' || code === '57P02' || code === '57P03') return true;
    }
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed|terminating connection/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * SQLSTATEs of text the database cannot store (22021 character_not_in_repertoire, e.g. NUL; 22P05
 * untranslatable_character): a request the input checks let through by mistake is the client's
 * problem, answered 400, not a server fault.
 */
const unstorableTextCodes = new Set(['22021', '22P05']);

/** Seconds a client should wait before retrying while the database is away (designed). */
const DATABASE_RETRY_SECONDS = 5;

/** Pages a browser navigates to: their errors are pages too (the sign-in's own included). */
const isIdentityPage = (url: string) =>
  /^\/(interaction|account)(\/|$)/.test(url) || /^\/auth\/(login|callback)(\?|$)/.test(url);

function send(reply: FastifyReply, request: FastifyRequest, status: number, body: object) {
  const { error, message } = body as { error: string; message: string };
  if (isIdentityPage(request.url) && status !== 400) {
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(messagePage(error, message, { href: '/', text: 'Back to WattWise' }));
  }
  return reply.status(status).send(body);
}

/**
 * The one error handler: HttpError as `{ error, message, ...extra }`; other 4xx with their
 * message; a database that cannot be reached as 503 with Retry-After (logged at warn, no stack);
 * anything else 500, logged at error with its stack (never with the request's secrets, see
 * logging.ts).
 */
export function registerErrorHandler(
  app: FastifyInstance,
  options: { refusalDelayMs?: number } = {},
) {
  const refusalDelayMs = options.refusalDelayMs ?? 0;
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      // A client past a budget waits for its refusal (config refusalDelayMs): flooding refusals
      // then costs it time and the server nothing, instead of the server's every cycle.
      if (error.statusCode === 429 && refusalDelayMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, refusalDelayMs));
      }
      if (error.statusCode === 401) {
        reply.header('www-authenticate', 'Bearer realm="wattwise"');
      }
      // A body too large is not read to its end only to be thrown away: the connection closes.
      if (error.statusCode === 413) reply.header('connection', 'close');
      const retryAfter = error.extra.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return send(reply, request, error.statusCode, {
        error: error.error,
        message: error.message,
        ...error.extra,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, request, status, {
        error: STATUS_CODES[status] ?? 'Bad Request',
        message: error.message,
      });
    }
    if (unstorableTextCodes.has(String((error as { code?: unknown }).code))) {
      request.log.warn({ code: (error as { code?: unknown }).code }, 'text the database refuses');
      return send(reply, request, 400, {
        error: 'Bad Request',
        message: 'The request contains text that cannot be stored (control characters).',
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: (error as { code?: unknown }).code }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_SECONDS));
      return send(reply, request, 503, {
        error: 'Service Unavailable',
        message: 'The database is not reachable right now. Try again in a few seconds.',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, request, 500, {
      error: 'Internal Server Error',
      message: 'Something went wrong on our side.',
    });
  });
}
