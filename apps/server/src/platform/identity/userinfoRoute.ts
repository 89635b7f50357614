import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findAccountById } from './accounts';
import { AccessTokenError, bearerToken, type AccessTokenVerifier } from './verify';

/**
 * GET/POST /userinfo as Auth0 answers it: the API access token (audience = the API) is accepted
 * and the profile claims come back. oidc-provider's own userinfo refuses tokens bound to a
 * resource server, so the embedded server answers this path itself.
 */
export function registerUserinfoRoute(
  app: FastifyInstance,
  options: { db: Kysely<Database>; verifyAccessToken: AccessTokenVerifier },
) {
  const handler = async (request: { headers: { authorization?: string } }, reply: FastifyReply) => {
    const token = bearerToken(request.headers.authorization);
    const refuse = (description: string) =>
      reply
        .status(401)
        .header(
          'www-authenticate',
          `Bearer error="invalid_token", error_description="${description}"`,
        )
        .send({ error: 'invalid_token', error_description: description });
    if (!token) return refuse('A bearer access token is required.');
    try {
      const caller = await options.verifyAccessToken(token);
      const account = await findAccountById(options.db, caller.sub);
      if (!account) return refuse('The account no longer exists.');
      return reply.header('cache-control', 'no-store').send({
        sub: account.id,
        email: account.email,
        email_verified: false,
        name: account.name,
        nickname: account.name,
        updated_at: account.updated_at.toISOString(),
      });
    } catch (error) {
      if (error instanceof AccessTokenError) return refuse(error.message);
      throw error;
    }
  };
  app.get('/userinfo', handler);
  app.post('/userinfo', handler);
}
