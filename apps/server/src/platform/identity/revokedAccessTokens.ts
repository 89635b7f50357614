import type { FastifyInstance, FastifyReply } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import { sql, type Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { ACCESS_TOKEN_TTL_SECONDS } from './provider';

/**
 * How long a replica trusts its copy of the revoked list (designed): a token revoked through
 * another replica is refused here at most this long after (docs/adr/0007); the replica that
 * revoked it refuses it at once. Reading the list once per interval instead of once per request
 * keeps the check off the database's hot path (issue 14, throughput).
 */
const REVOCATION_REFRESH_MS = 5_000;

/**
 * A row of the revoked list that stands for every token of an account issued before a moment
 * (a password change), rather than one token id: `account-before:<sub>:<epoch seconds>`. It is
 * kept as long as a token issued just before it lives (ACCESS_TOKEN_TTL_SECONDS).
 */
const ACCOUNT_CUTOFF = 'account-before:';

function accountCutoffId(sub: string, issuedBefore: number): string {
  return `${ACCOUNT_CUTOFF}${sub}:${issuedBefore}`;
}

/**
 * The revoked access tokens (table of migration 0003_hardening) as the verifier checks them: the
 * ids of unexpired revocations, and per account the moment before which its tokens are refused,
 * re-read from the database every REVOCATION_REFRESH_MS.
 */
export function revokedAccessTokenList(db: Kysely<Database>) {
  let revoked = new Set<string>();
  let issuedBefore = new Map<string, number>();
  let readAt = 0;
  let reading: Promise<void> | undefined;
  const cutoffOf = (id: string) => {
    const at = id.lastIndexOf(':');
    return { sub: id.slice(ACCOUNT_CUTOFF.length, at), seconds: Number(id.slice(at + 1)) };
  };
  const refresh = () => {
    reading ??= sql<{ jti: string }>`
      select jti from revoked_access_tokens where expires_at > now()`
      .execute(db)
      .then(({ rows }) => {
        const ids = new Set<string>();
        const cutoffs = new Map<string, number>();
        for (const { jti } of rows) {
          if (!jti.startsWith(ACCOUNT_CUTOFF)) {
            ids.add(jti);
            continue;
          }
          const { sub, seconds } = cutoffOf(jti);
          cutoffs.set(sub, Math.max(cutoffs.get(sub) ?? 0, seconds));
        }
        revoked = ids;
        issuedBefore = cutoffs;
        readAt = Date.now();
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  return {
    /**
     * Whether a token was revoked: its id, or (with its subject and issue time, epoch seconds)
     * every token of its account issued before a password change.
     */
    async isRevoked(
      jti: string | undefined,
      token?: { sub: string; iat?: number },
    ): Promise<boolean> {
      if (Date.now() - readAt > REVOCATION_REFRESH_MS) await refresh();
      if (jti !== undefined && revoked.has(jti)) return true;
      const cutoff = token ? issuedBefore.get(token.sub) : undefined;
      return cutoff !== undefined && (token?.iat ?? 0) <= cutoff;
    },
    /** Revokes a token: stored for every replica and refused by this one at once. */
    async revoke(jti: string, expiresAt: Date): Promise<void> {
      await revokeAccessToken(db, jti, expiresAt);
      revoked.add(jti);
    },
    /**
     * Refuses every access token of an account issued up to now (a password change). Tokens
     * carry their issue time in whole seconds, so one issued later in the same second is refused
     * too: a sign-in that soon after a change is a script's, which can ask again a second later.
     */
    async revokeAccount(sub: string): Promise<void> {
      const seconds = Math.floor(Date.now() / 1000);
      const expiresAt = new Date(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
      await revokeAccessToken(db, accountCutoffId(sub, seconds), expiresAt);
      issuedBefore.set(sub, Math.max(issuedBefore.get(sub) ?? 0, seconds));
    },
  };
}

export type RevokedAccessTokenList = ReturnType<typeof revokedAccessTokenList>;

/** Records a revoked access token until it would have expired anyway. */
async function revokeAccessToken(
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
