import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CookieJar } from './cookieJar';
import { TEST_URL } from './testApp';
import { TEST_AUDIENCE } from './tokens';

type Form = Record<string, string>;

/**
 * A browser against the server: a cookie jar, and requests with the given headers (`extra` for
 * one request only, e.g. the web app's SESSION_REQUEST_HEADER).
 */
export function providerBrowser(
  app: FastifyInstance,
  headers: Record<string, string> = {},
  options: { remoteAddress?: string } = {},
) {
  const jar = new CookieJar();
  async function request(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    form?: Form,
    extra: Record<string, string> = {},
  ) {
    const response = await app.inject({
      method,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      url: url.startsWith(TEST_URL) ? url.slice(TEST_URL.length) : url,
      headers: {
        host: 'localhost:3000',
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
        ...extra,
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    jar.store(response.headers['set-cookie']);
    return response;
  }

  /** Starts an authorization (PKCE) and opens its interaction; returns the interaction URL. */
  async function startSignIn() {
    const verifier = randomBytes(32).toString('base64url');
    const params = new URLSearchParams({
      client_id: 'wattwise-web',
      redirect_uri: `${TEST_URL}/callback`,
      response_type: 'code',
      response_mode: 'query',
      scope: 'openid profile email offline_access',
      audience: TEST_AUDIENCE,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: randomBytes(8).toString('base64url'),
      prompt: 'consent',
    });
    const start = await request('GET', `/authorize?${params.toString()}`);
    const interactionUrl = start.headers.location as string;
    await request('GET', interactionUrl);
    return { interactionUrl, verifier };
  }

  /** Signs in with e-mail and password and exchanges the code: the provider's real tokens. */
  async function signIn(email: string, password: string) {
    const { interactionUrl, verifier } = await startSignIn();
    const login = await request('POST', `${interactionUrl}/login`, { email, password });
    let location = login.headers.location as string | undefined;
    for (let hop = 0; hop < 6 && location && !location.startsWith(`${TEST_URL}/callback`); hop++) {
      location = (await request('GET', location)).headers.location as string | undefined;
    }
    const code = location ? new URL(location).searchParams.get('code') : null;
    if (!code) throw new Error(`sign-in did not reach the callback (${login.statusCode})`);
    const token = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_URL },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'wattwise-web',
        code,
        redirect_uri: `${TEST_URL}/callback`,
        code_verifier: verifier,
        audience: TEST_AUDIENCE,
      }).toString(),
    });
    return token.json() as {
      access_token: string;
      refresh_token?: string;
      expires_in: number;
    };
  }

  return { jar, request, startSignIn, signIn };
}
