import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '@wattwise/api/contract';
import { loadConfig } from '../../config';
import type { Database } from '../../db/schema';
import { registerContractRoutes, type ServedHandlers } from './contractRoutes';
import { HttpError } from '../errors/httpError';

const pingRoute: RouteDef = {
  name: 'buildingdata.buildingTypes',
  method: 'GET',
  path: '/api/ping',
  params: z.object({}),
  response: z.object({ pong: z.number() }),
  responseType: 'json',
  auth: 'public',
  source: 'test',
  summary: 'A route of a test table.',
  example: { params: {}, response: { pong: 1 } },
};

async function appAnswering(answer: unknown) {
  const app = Fastify({ logger: false });
  app.setErrorHandler((error, _request, reply) =>
    error instanceof HttpError
      ? reply.status(error.statusCode).send({ error: error.error, message: error.message })
      : reply.status(500).send({ error: 'unexpected' }),
  );
  registerContractRoutes(app, {
    routes: [pingRoute],
    handlers: { 'buildingdata.buildingTypes': async () => answer } as unknown as ServedHandlers,
    verifyAccessToken: async () => ({ sub: 'x', email: undefined, staff: false }),
    db: {} as Kysely<Database>,
    config: loadConfig({ PORT: '3000', LOG_LEVEL: 'silent' }),
  });
  await app.ready();
  return app;
}

describe('response validation', () => {
  it('sends an answer that matches the contract', async () => {
    const app = await appAnswering({ pong: 1 });
    const response = await app.inject({ method: 'GET', url: '/api/ping' });
    expect(response.json()).toEqual({ pong: 1 });
    await app.close();
  });

  it('never sends an answer that does not match: 500 instead', async () => {
    const app = await appAnswering({ pong: 'made up' });
    const response = await app.inject({ method: 'GET', url: '/api/ping' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('made up');
    await app.close();
  });
});
