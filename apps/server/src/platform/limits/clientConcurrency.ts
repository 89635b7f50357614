import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * How many API requests of one client address the server works on at once (designed): a browser
 * opens at most six connections to a site over HTTP/1.1, so a person's page never waits here.
 * A client with more in flight waits its turn before its request is read, instead of sharing the
 * one thread (and PGlite's one connection) with everyone else in proportion to how hard it pushes:
 * twenty connections flooding refused requests pushed another user's median answer from 1 ms to
 * 13 ms.
 */
const MAX_IN_FLIGHT_PER_CLIENT = 6;

interface Client {
  running: number;
  waiting: (() => void)[];
}

const released = Symbol('releasedSlot');

/**
 * Gives every client address at most MAX_IN_FLIGHT_PER_CLIENT requests under /api/ at a time,
 * in arrival order; the rest wait, unread. Pages, the identity provider and the web app's assets
 * are not counted (the provider's token endpoint is called from inside the server).
 */
export function registerClientConcurrency(app: FastifyInstance) {
  const clients = new Map<string, Client>();

  function release(request: FastifyRequest & { [released]?: () => void }) {
    request[released]?.();
  }

  app.addHook('onRequest', async (request: FastifyRequest & { [released]?: () => void }, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const key = request.ip;
    let client = clients.get(key);
    if (!client) clients.set(key, (client = { running: 0, waiting: [] }));
    const own = client;
    if (own.running < MAX_IN_FLIGHT_PER_CLIENT) own.running += 1;
    // A finished request hands its slot to the next waiting one (running stays the same).
    else await new Promise<void>((resolve) => own.waiting.push(resolve));
    let done = false;
    request[released] = () => {
      if (done) return;
      done = true;
      const next = own.waiting.shift();
      if (next) return next();
      own.running -= 1;
      if (own.running === 0) clients.delete(key);
    };
    reply.raw.once('close', () => release(request));
  });
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));
}
