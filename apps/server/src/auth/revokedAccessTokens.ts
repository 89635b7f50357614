import type { FastifyInstance, FastifyReply } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import { sql, type Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';

/** Whether an access token's jti was revoked (table of migration 0003_hardening). */
export async function isAccessTokenRevoked(db: Kysely<Database>, jti: string): Promise<boolean> {
  const { rows } = await sql<{ one: number }>`
    select 1 as one from revoked_access_tokens where jti = ${jti}`.execute(db);
  return rows.length > 0;
}

/** Records a revoked access token until it would have expired anyway. */
export async function revokeAccessToken(
  db: Kysely<Database>,
  jti: string,
  expiresAt: Date,
): Promise<void> {
  await sql`
    insert into revoked_access_tokens (jti, expires_at) values (${jti}, ${expiresAt})
    on conflict (jti) do nothing`.execute(db);
}

/** Removes revocations of tokens that have expired (they are refused for their expiry now). */
export async function removeExpiredRevocations(db: Kysely<Database>): Promise<void> {
  await sql`delete from revoked_access_tokens where expires_at < now()`.execute(db);
}

type RevokeBody = Record<string, string | undefined>;

/**
 * POST /oauth/revoke (RFC 7009) for the embedded provider, answered here rather than by
 * oidc-provider, which cannot revoke JWT access tokens ('unsupported_token_type'): an access
 * token signed by this server goes on the revoked list that the verifier checks; a refresh token
 * is destroyed in the provider's store. The public client authenticates with its client_id; any
 * token, valid or not, answers 200 as RFC 7009 §2.2 asks. docs/adr/0006 records what remains.
 */
export function registerRevocationRoute(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    provider: Provider;
    config: ServerConfig;
    publicJwks: { keys: JWK[] };
  },
) {
  const { db, provider, config } = options;
  if (config.identity.mode !== 'embedded') return;
  const { issuer, audience, clientId } = config.identity;
  const keys = createLocalJWKSet(options.publicJwks);

  const invalidClient = (reply: FastifyReply) =>
    reply.status(401).send({
      error: 'invalid_client',
      error_description: 'client_id is missing or unknown',
    });

  app.post('/oauth/revoke', async (request, reply) => {
    const body = (request.body ?? {}) as RevokeBody;
    reply.header('cache-control', 'no-store');
    if (body.client_id !== clientId) return invalidClient(reply);
    const token = body.token;
    if (!token) {
      return reply
        .status(400)
        .send({ error: 'invalid_request', error_description: 'token is required' });
    }
    if (token.split('.').length === 3) {
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer,
          audience,
          algorithms: ['RS256'],
        });
        if (typeof payload.jti === 'string' && typeof payload.exp === 'number') {
          if (payload.client_id === undefined || payload.client_id === clientId) {
            await revokeAccessToken(db, payload.jti, new Date(payload.exp * 1000));
          }
        }
      } catch {
        // Expired, foreign or malformed: nothing to revoke (RFC 7009 §2.2).
      }
      return reply.status(200).send();
    }
    const refreshToken = await provider.RefreshToken.find(token).catch(() => undefined);
    if (refreshToken && refreshToken.clientId === clientId) await refreshToken.destroy();
    return reply.status(200).send();
  });
}
