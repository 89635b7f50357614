import type { FastifyInstance, FastifyReply } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import { sql, type Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';

/**
 * How long a replica trusts its copy of the revoked list (designed): a token revoked through
 * another replica is refused here at most this long after (docs/adr/0007); the replica that
 * revoked it refuses it at once. Reading the list once per interval instead of once per request
 * keeps the check off the database's hot path (issue 14, throughput).
 */
export const REVOCATION_REFRESH_MS = 5_000;

/**
 * The revoked access tokens (table of migration 0003_hardening) as the verifier checks them: the
 * ids of unexpired revocations, re-read from the database every REVOCATION_REFRESH_MS.
 */
export function revokedAccessTokenList(db: Kysely<Database>) {
  let revoked = new Set<string>();
  let readAt = 0;
  let reading: Promise<void> | undefined;
  const refresh = () => {
    reading ??= sql<{ jti: string }>`
      select jti from revoked_access_tokens where expires_at > now()`
      .execute(db)
      .then(({ rows }) => {
        revoked = new Set(rows.map((row) => row.jti));
        readAt = Date.now();
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  return {
    async isRevoked(jti: string): Promise<boolean> {
      if (Date.now() - readAt > REVOCATION_REFRESH_MS) await refresh();
      return revoked.has(jti);
    },
    /** Revokes a token: stored for every replica and refused by this one at once. */
    async revoke(jti: string, expiresAt: Date): Promise<void> {
      await revokeAccessToken(db, jti, expiresAt);
      revoked.add(jti);
    },
  };
}

export type RevokedAccessTokenList = ReturnType<typeof revokedAccessTokenList>;

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
 * token, valid or not, answers 200 as RFC 7009 §2.2 asks. docs/adr/0007 records what remains.
 */
export function registerRevocationRoute(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    provider: Provider;
    config: ServerConfig;
    publicJwks: { keys: JWK[] };
    revokedList: RevokedAccessTokenList;
  },
) {
  const { provider, config, revokedList } = options;
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
            await revokedList.revoke(payload.jti, new Date(payload.exp * 1000));
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
