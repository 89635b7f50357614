import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { TEST_URL } from './testApp';

export const TEST_AUDIENCE = 'https://api.wattwise.local';

export interface TokenOptions {
  sub: string;
  email?: string;
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
}

async function sign(key: Parameters<SignJWT['sign']>[0], kid: string, options: TokenOptions) {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + (options.expiresIn ?? 300);
  return new SignJWT({ ...(options.email ? { email: options.email } : {}) })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid })
    .setSubject(options.sub)
    .setIssuer(options.issuer ?? `${TEST_URL}/`)
    .setAudience(options.audience ?? TEST_AUDIENCE)
    .setIssuedAt(Math.min(now, expiresAt - 60))
    .setExpirationTime(expiresAt)
    .sign(key);
}

/** A token signed with the embedded provider's own key (as the provider would issue it). */
export async function providerToken(db: Kysely<Database>, options: TokenOptions) {
  const row = await db
    .selectFrom('signing_keys')
    .select(['kid', 'private_jwk'])
    .executeTakeFirstOrThrow();
  const key = await importJWK(row.private_jwk as JWK, 'RS256');
  return sign(key, row.kid, options);
}

/** A token with the right claims but signed by a key the server has never seen. */
export async function foreignToken(db: Kysely<Database>, options: TokenOptions) {
  const row = await db.selectFrom('signing_keys').select('kid').executeTakeFirstOrThrow();
  const { privateKey } = await generateKeyPair('RS256');
  // Same kid as the real key, so only the signature can tell them apart.
  return sign(privateKey, row.kid, options);
}
