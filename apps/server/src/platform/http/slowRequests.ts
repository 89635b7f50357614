import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';

/**
 * How long a client has to send a whole request, headers and body: Node answers 408 and closes
 * the connection after `requestTimeoutSeconds` (REQUEST_TIMEOUT_SECONDS, default 120 s: a 16 MB
 * meter CSV, the largest body accepted, needs about 1.1 Mbit/s to arrive in time, a tenth of the
 * UK's median upload speed, Ofcom Connected Nations 2023). Fastify's own default is no limit, so a
 * body sent a line every two seconds held its connection open for ever.
 */
export function requestTimeoutMs(config: Pick<ServerConfig, 'requestTimeoutSeconds'>): number {
  return Math.round(config.requestTimeoutSeconds * 1000);
}

/**
 * Node checks its connections for the timeout every `connectionsCheckingInterval` (30 s by
 * default): a quarter of the timeout, so a slow request is answered within 25 % of its limit.
 * Set before the server listens (Node reads it when listening starts).
 */
export function checkSlowRequests(app: FastifyInstance, config: ServerConfig): void {
  const interval = Math.min(30_000, Math.max(100, Math.round(requestTimeoutMs(config) / 4)));
  (app.server as { connectionsCheckingInterval?: number }).connectionsCheckingInterval = interval;
}
