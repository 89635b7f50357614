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
