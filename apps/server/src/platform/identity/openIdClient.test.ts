import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openIdClient, SignInError } from './openIdClient';
import { identityKeySet } from './verify';

const config = loadConfig({ PORT: '3000', PUBLIC_URL: 'http://localhost:3000' });
const issuer = 'http://localhost:3000/';

/** A client whose token endpoint answers with an ID token made by `idToken` from the request's nonce. */
async function clientAnswering(idToken: (claims: { nonce: string; aud: string }) => SignJWT) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  let nonce = '';
  const client = openIdClient(config, {
    keys: identityKeySet(config.identity, { keys: [jwk] }),
    redirectUri: 'http://localhost:3000/auth/callback',
    fetch: async () => {
      const token = await idToken({ nonce, aud: config.identity.clientId })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .sign(privateKey);
      return Response.json({ access_token: 'a', token_type: 'Bearer', id_token: token });
    },
  });
  const started = await client.start();
  nonce = started.secrets.nonce;
  const callback = (extra: Record<string, string> = {}) =>
    new URL(
      `http://localhost:3000/auth/callback?${new URLSearchParams({ code: 'c', state: started.secrets.state, iss: issuer, ...extra })}`,
    );
  return { client, started, callback };
}

const valid = ({ nonce, aud }: { nonce: string; aud: string }) =>
  new SignJWT({ nonce, email: 'Ada@Example.com' })
    .setSubject('account-1')
    .setIssuer(issuer)
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime('5m');

describe('the OpenID client (oauth4webapi)', () => {
  it('asks with PKCE (S256), a state and a nonce, and signs in with a sound answer', async () => {
    const { client, started, callback } = await clientAnswering(valid);
    const url = new URL(started.url);
    expect(url.origin + url.pathname).toBe('http://localhost:3000/authorize');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBe(started.secrets.state);
    expect(url.searchParams.get('nonce')).toBe(started.secrets.nonce);
    expect(await client.finish(callback(), started.secrets)).toEqual({
      sub: 'account-1',
      email: 'ada@example.com',
    });
  });

  it('refuses another state, another issuer, a provider error, a replayed nonce and a foreign audience', async () => {
    const { client, started, callback } = await clientAnswering(valid);
    const refused = async (url: URL, secrets = started.secrets, by = client) => {
      const error = await by.finish(url, secrets).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SignInError);
      return error as SignInError;
    };
    expect((await refused(callback({ state: 'other' }))).status).toBe(400);
    expect((await refused(callback({ iss: 'https://evil.example/' }))).status).toBe(400);
    const denied = await refused(
      new URL(
        `http://localhost:3000/auth/callback?error=access_denied&error_description=No&state=${started.secrets.state}`,
      ),
    );
    expect(denied.message).toBe('No');

    const replayed = await clientAnswering((claims) => valid({ ...claims, nonce: 'old' }));
    expect(
      (await refused(replayed.callback(), replayed.started.secrets, replayed.client)).status,
    ).toBe(502);
    const foreign = await clientAnswering((claims) => valid({ ...claims, aud: 'other-app' }));
    expect(
      (await refused(foreign.callback(), foreign.started.secrets, foreign.client)).status,
    ).toBe(502);
  });
});
