import { createHash } from 'node:crypto';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import { isStaffEmail } from '@wattwise/domain';
import type { IdentityConfig } from '../../config';

/** Who is calling: the token's subject and e-mail. */
export interface Caller {
  /** The account id (embedded provider) or the Auth0 user id. */
  sub: string;
  email: string | undefined;
  /** Staff (e-mail domain in STAFF_EMAIL_DOMAINS, spec shell §6) are exempt from the free-tier limit. */
  staff: boolean;
}

export class AccessTokenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AccessTokenError';
  }
}

export type AccessTokenVerifier = (token: string) => Promise<Caller>;

/** A small bounded cache of userinfo answers (Auth0 mode only); losing it costs one request. */
const USERINFO_CACHE_SIZE = 500;

/** Verified tokens kept (designed); beyond it the cache starts over, costing one check each. */
const VERIFIED_CACHE_SIZE = 5_000;

interface VerifiedToken {
  caller: Caller;
  jti: string | undefined;
  /** The token's iat (epoch seconds), against an account's password change. */
  iat: number | undefined;
  /** The token's exp, in ms since the epoch. */
  expiresAt: number;
}

/**
 * The identity provider's signing keys: the embedded provider's public key set, or Auth0's JWKS
 * (fetched and cached by jose). Access tokens and the web app's ID tokens are checked against it.
 */
export function identityKeySet(
  identity: IdentityConfig,
  localPublicJwks: { keys: JWK[] } | undefined,
): JWTVerifyGetKey {
  if (identity.mode === 'auth0') {
    return createRemoteJWKSet(new URL(`https://${identity.domain}/.well-known/jwks.json`));
  }
  if (!localPublicJwks) throw new Error('The embedded provider needs its public keys.');
  return createLocalJWKSet(localPublicJwks);
}

/**
 * The one verifier of access tokens used on every 'user' route: signature (RS256, from the
 * embedded key set or Auth0's JWKS), issuer, audience and expiry. Auth0 access tokens usually
 * carry no e-mail: then it is read once from Auth0's /userinfo with the same token and cached.
 */
export function createAccessTokenVerifier(
  identity: IdentityConfig,
  options: {
    localPublicJwks?: { keys: JWK[] };
    staffEmailDomains?: readonly string[];
    /**
     * Whether a token was revoked: its id (/oauth/revoke), or every token of its account issued
     * before a password change (by subject and issue time).
     */
    isRevoked?: (jti: string | undefined, token: { sub: string; iat?: number }) => Promise<boolean>;
  } = {},
): AccessTokenVerifier {
  const { localPublicJwks, staffEmailDomains = [], isRevoked } = options;
  const keys = identityKeySet(identity, localPublicJwks);
  const userinfoEmails = new Map<string, string | undefined>();

  async function emailFromUserinfo(token: string, sub: string): Promise<string | undefined> {
    if (identity.mode !== 'auth0') return undefined;
    if (userinfoEmails.has(sub)) return userinfoEmails.get(sub);
    const response = await fetch(`https://${identity.domain}/userinfo`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const email = response.ok ? ((await response.json()) as { email?: unknown }).email : undefined;
    const value = typeof email === 'string' ? email.toLowerCase() : undefined;
    if (userinfoEmails.size >= USERINFO_CACHE_SIZE) userinfoEmails.clear();
    userinfoEmails.set(sub, value);
    return value;
  }

  /**
   * Tokens already verified, by SHA-256 of the token, until their own expiry (issue 14,
   * throughput): a signature, issuer and audience once checked stay true. The revoked list is
   * still checked on every request (docs/adr/0007), so a revocation takes effect as before.
   */
  const verified = new Map<string, VerifiedToken>();

  async function fromCache(hash: string): Promise<Caller | undefined> {
    const known = verified.get(hash);
    if (!known) return undefined;
    if (known.expiresAt <= Date.now()) {
      // Verified again below, which answers 'The access token has expired.'
      verified.delete(hash);
      return undefined;
    }
    if (await isRevoked?.(known.jti, { sub: known.caller.sub, iat: known.iat })) {
      throw new AccessTokenError('The access token has been revoked.');
    }
    return known.caller;
  }

  return async (token: string) => {
    const hash = createHash('sha256').update(token).digest('base64url');
    return (await fromCache(hash)) ?? verify(token, hash);
  };

  async function verify(token: string, hash: string): Promise<Caller> {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: identity.issuer,
        audience: identity.audience,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
      });
      const jti = typeof payload.jti === 'string' ? payload.jti : undefined;
      if (await isRevoked?.(jti, { sub: payload.sub as string, iat: payload.iat })) {
        throw new AccessTokenError('The access token has been revoked.');
      }
      const sub = payload.sub as string;
      const claimed = typeof payload.email === 'string' ? payload.email.toLowerCase() : undefined;
      const email = claimed ?? (await emailFromUserinfo(token, sub));
      const caller: Caller = Object.freeze({
        sub,
        email,
        staff: email ? isStaffEmail(email, staffEmailDomains) : false,
      });
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
      verified.set(hash, {
        caller,
        jti,
        iat: payload.iat,
        expiresAt: (payload.exp as number) * 1000,
      });
      return caller;
    } catch (error) {
      if (error instanceof AccessTokenError) throw error;
      if (error instanceof joseErrors.JOSEError) {
        throw new AccessTokenError(describe(error), { cause: error });
      }
      // Auth0's key set could not be fetched: the token cannot be trusted.
      if (identity.mode === 'auth0') {
        throw new AccessTokenError('The access token could not be checked with Auth0.', {
          cause: error,
        });
      }
      throw error;
    }
  }
}

function describe(error: InstanceType<typeof joseErrors.JOSEError>): string {
  if (error instanceof joseErrors.JWTExpired) return 'The access token has expired.';
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    return `The access token's ${error.claim} claim is not accepted.`;
  }
  if (
    error instanceof joseErrors.JWSSignatureVerificationFailed ||
    error instanceof joseErrors.JWKSNoMatchingKey
  ) {
    return 'The access token was not signed by this service.';
  }
  return 'The access token is not valid.';
}

/** The bearer token of an Authorization header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
