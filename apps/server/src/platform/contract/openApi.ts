import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, type RouteDef } from '@wattwise/api/contract';
import type { ServerConfig } from '../../config';

/** GET /api/openapi.json, generated from the same route table the server registers. */
export function registerOpenApi(
  app: FastifyInstance,
  options: { routes: readonly RouteDef[]; served: ReadonlySet<string>; config: ServerConfig },
) {
  const document = buildOpenApiDocument({
    routes: options.routes,
    served: options.served,
    serverUrl: options.config.publicUrl,
  });
  const body = JSON.stringify(document);
  app.get('/api/openapi.json', async (_request, reply) =>
    reply.type('application/json').send(body),
  );
}
