import { createHash, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The embedded provider's keys: private ones to sign, public ones to verify, a cookie secret. */
export interface SigningKeys {
  privateJwks: { keys: JWK[] };
  publicJwks: { keys: JWK[] };
  /** Secrets for oidc-provider's signed cookies, derived from the key so replicas agree. */
  cookieSecrets: string[];
}

const PUBLIC_MEMBERS = ['kty', 'kid', 'alg', 'use', 'n', 'e'] as const;

/**
 * Loads the RS256 signing keys from the database, creating one on first start. An advisory lock
 * stops two replicas starting together from each creating a key.
 */
export async function loadOrCreateSigningKeys(db: Kysely<Database>): Promise<SigningKeys> {
  const rows = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('wattwise.signing_keys'))`.execute(trx);
    const existing = await trx
      .selectFrom('signing_keys')
      .select(['kid', 'private_jwk'])
      .orderBy('created_at', 'desc')
      .execute();
    if (existing.length > 0) return existing;
    const { privateKey } = await generateKeyPair('RS256', {
      extractable: true,
      modulusLength: 2048,
    });
    const kid = randomUUID();
    const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
    await trx
      .insertInto('signing_keys')
      .values({ kid, private_jwk: JSON.stringify(jwk) })
      .execute();
    return [{ kid, private_jwk: jwk as Record<string, unknown> }];
  });
  const privateKeys = rows.map((row) => row.private_jwk as JWK);
  const publicKeys = privateKeys.map((key) =>
    Object.fromEntries(PUBLIC_MEMBERS.filter((m) => key[m] !== undefined).map((m) => [m, key[m]])),
  ) as JWK[];
  const cookieSecrets = privateKeys.map((key) =>
    createHash('sha256')
      .update(`wattwise-cookies:${key.d ?? ''}`)
      .digest('base64url'),
  );
  return { privateJwks: { keys: privateKeys }, publicJwks: { keys: publicKeys }, cookieSecrets };
}
