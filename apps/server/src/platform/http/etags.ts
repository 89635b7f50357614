import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A weak validator of a JSON answer: SHA-1 of its bytes (a cache key, not a secret). */
function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * ETag on every successful GET JSON answer, and 304 without a body when the client already has
 * it (If-None-Match), so repeated reads (SWR revalidation) cost no transfer (issue 14,
 * throughput). Answers stay `private, no-cache`: a browser revalidates, no shared cache keeps them.
 */
export function registerEtags(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload;
    }
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      return payload;
    }
    const etag = etagOf(payload);
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    const known = request.headers['if-none-match'];
    if (known && known.split(',').some((tag) => tag.trim() === etag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}
