import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { ServerConfig } from '../../config';

/** Fastify's own keep-alive default (72 s, above the usual 60 s of a load balancer's idle timeout). */
const KEEP_ALIVE_MS = 72_000;

/**
 * The HTTP server, with a limit on how long a client has to send a whole request, headers and
 * body: Node answers 408 and closes the connection after `requestTimeoutSeconds`
 * (REQUEST_TIMEOUT_SECONDS, default 120 s: a 16 MB meter CSV needs about 1.1 Mbit/s to arrive in
 * time, a tenth of the UK's median upload speed, Ofcom Connected Nations 2023; a meter file of the
 * largest size read, 200 MB, needs 14 Mbit/s). Fastify's own default is no limit, so a body sent a line every two seconds held
 * its connection open for ever. Node looks for late requests every `connectionsCheckingInterval`
 * (30 s by default, and read only when the server is made): a quarter of the limit here, so a
 * slow request is answered within 25 % of it.
 */
export function slowRequestServer(
  config: Pick<ServerConfig, 'requestTimeoutSeconds'>,
): FastifyServerFactory {
  const requestTimeout = Math.round(config.requestTimeoutSeconds * 1000);
  const connectionsCheckingInterval = Math.min(
    30_000,
    Math.max(100, Math.round(requestTimeout / 4)),
  );
  return (handler) =>
    http.createServer(
      { requestTimeout, connectionsCheckingInterval, keepAliveTimeout: KEEP_ALIVE_MS },
      handler,
    );
}
