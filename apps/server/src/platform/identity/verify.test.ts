import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokenVerifier } from './verify';

const identity = {
  mode: 'embedded',
  issuer: 'http://localhost:3000/',
  clientId: 'wattwise-web',
  audience: 'https://api.wattwise.local',
} as const;

async function setUp() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  const token = (email: string) =>
    new SignJWT({ email })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject('account-1')
      .setIssuer(identity.issuer)
      .setAudience(identity.audience)
      .setExpirationTime('5m')
      .sign(privateKey);
  const verify = createAccessTokenVerifier(identity, {
    localPublicJwks: { keys: [jwk] },
    staffEmailDomains: ['wattwise.co.uk'],
  });
  return { token, verify };
}

describe('verifyAccessToken', () => {
  it('marks callers whose e-mail domain is a staff domain as staff', async () => {
    const { token, verify } = await setUp();
    expect(await verify(await token('Ops@WattWise.co.uk'))).toEqual({
      sub: 'account-1',
      email: 'ops@wattwise.co.uk',
      staff: true,
    });
    expect((await verify(await token('someone@example.com'))).staff).toBe(false);
  });
});

describe('verifyAccessToken on a token it has verified before', () => {
  it('refuses it once revoked, and once expired', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
    const revoked = new Set<string>();
    const verify = createAccessTokenVerifier(identity, {
      localPublicJwks: { keys: [jwk] },
      isRevoked: async (jti) => jti !== undefined && revoked.has(jti),
    });
    const token = (jti: string, expiresAt: number) =>
      new SignJWT({ email: 'ada@example.com' })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setSubject('account-1')
        .setIssuer(identity.issuer)
        .setAudience(identity.audience)
        .setJti(jti)
        .setExpirationTime(expiresAt)
        .sign(privateKey);

    const lasting = await token('t-1', Math.floor(Date.now() / 1000) + 300);
    expect((await verify(lasting)).sub).toBe('account-1');
    expect((await verify(lasting)).sub).toBe('account-1');
    revoked.add('t-1');
    await expect(verify(lasting)).rejects.toThrow('The access token has been revoked.');

    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const brief = await token('t-2', expiresAt);
    expect((await verify(brief)).sub).toBe('account-1');
    await new Promise((resolve) => setTimeout(resolve, expiresAt * 1000 - Date.now() + 50));
    await expect(verify(brief)).rejects.toThrow('The access token has expired.');
  });
});
