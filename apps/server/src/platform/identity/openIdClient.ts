import { jwtVerify } from 'jose';
import * as oauth from 'oauth4webapi';
import { identityProviderUrl, type ServerConfig } from '../../config';
import type { identityKeySet } from './verify';

/**
 * The web app's OpenID client (docs/adr/0019: the server signs the browser in, "backend for
 * frontend"). Its protocol core is oauth4webapi (panva, OpenID Certified, no dependencies), not
 * our own code: the authorisation request with PKCE (S256), state and nonce; the check of the
 * authorisation response (state, error, RFC 9207 issuer); the code exchange; and the ID token's
 * claims (issuer, audience, nonce, expiry, issued-at). The ID token's signature is checked as
 * well, against the provider's keys (jose), though it came straight from the token endpoint.
 * It speaks Auth0's routes, so the embedded provider and a real Auth0 tenant are the same to it.
 */

/** What the browser keeps while it is away at the provider (an HttpOnly cookie, ten minutes). */
export interface SignInSecrets {
  state: string;
  nonce: string;
  verifier: string;
}

/** A sign-in that could not complete, with what to tell the user. */
export class SignInError extends Error {
  constructor(
    readonly status: 400 | 502,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SignInError';
  }
}

/** What the sign-in asks for: the profile and e-mail claims in the ID token. */
const SCOPE = 'openid profile email';

export function openIdClient(
  config: ServerConfig,
  options: {
    /** The token endpoint's transport: the embedded provider answers inside the process. */
    fetch: typeof globalThis.fetch;
    keys: ReturnType<typeof identityKeySet>;
    /** Where the provider sends the browser back with the code. */
    redirectUri: string;
  },
) {
  const { clientId, audience, issuer } = config.identity;
  const base = identityProviderUrl(config);
  const server: oauth.AuthorizationServer = {
    issuer,
    authorization_endpoint: `${base}/authorize`,
    token_endpoint: `${base}/oauth/token`,
  };
  const client: oauth.Client = { client_id: clientId, id_token_signed_response_alg: 'RS256' };
  const secret = config.identity.mode === 'auth0' ? config.identity.clientSecret : undefined;
  const authentication = secret ? oauth.ClientSecretPost(secret) : oauth.None();
  const { redirectUri } = options;
  const requestOptions = {
    [oauth.customFetch]: options.fetch,
    // The embedded provider of a local `npm start` is plain http on loopback.
    ...(new URL(base).protocol === 'http:' ? { [oauth.allowInsecureRequests]: true } : {}),
  };

  return {
    /** A new sign-in: the secrets the browser keeps, and the provider's address to send it to. */
    async start(extra: Record<string, string> = {}) {
      const secrets: SignInSecrets = {
        state: oauth.generateRandomState(),
        nonce: oauth.generateRandomNonce(),
        verifier: oauth.generateRandomCodeVerifier(),
      };
      const url = new URL(server.authorization_endpoint!);
      url.search = new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: SCOPE,
        audience,
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await oauth.calculatePKCECodeChallenge(secrets.verifier),
        code_challenge_method: 'S256',
        ...extra,
      }).toString();
      return { secrets, url: url.href };
    },

    /** Completes a sign-in from the callback's address: the user it names, or a SignInError. */
    async finish(callback: URL, secrets: SignInSecrets) {
      let parameters: URLSearchParams;
      try {
        parameters = oauth.validateAuthResponse(server, client, callback, secrets.state);
      } catch (error) {
        if (error instanceof oauth.AuthorizationResponseError) {
          throw new SignInError(400, error.error_description ?? error.error, { cause: error });
        }
        throw new SignInError(400, 'The sign-in answer did not match its request. Sign in again.', {
          cause: error,
        });
      }
      let tokens: oauth.TokenEndpointResponse;
      try {
        const response = await oauth.authorizationCodeGrantRequest(
          server,
          client,
          authentication,
          parameters,
          redirectUri,
          secrets.verifier,
          requestOptions,
        );
        tokens = await oauth.processAuthorizationCodeResponse(server, client, response, {
          expectedNonce: secrets.nonce,
          requireIdToken: true,
        });
      } catch (error) {
        const refused = error instanceof oauth.ResponseBodyError;
        throw new SignInError(
          502,
          refused
            ? 'The identity provider did not confirm the sign-in. Sign in again.'
            : 'The identity provider’s answer could not be checked. Sign in again.',
          { cause: error },
        );
      }
      try {
        const { payload } = await jwtVerify(tokens.id_token!, options.keys, {
          issuer,
          audience: clientId,
          algorithms: ['RS256'],
        });
        return {
          sub: payload.sub as string,
          email: typeof payload.email === 'string' ? payload.email.toLowerCase() : undefined,
        };
      } catch (error) {
        throw new SignInError(
          502,
          'The identity provider’s answer could not be checked. Sign in again.',
          { cause: error },
        );
      }
    },
  };
}

/** The embedded provider's token endpoint as a fetch, answered inside this process (no network). */
export function inProcessFetch(
  inject: (request: {
    method: 'POST';
    url: string;
    headers: Record<string, string>;
    payload: string;
  }) => Promise<{ statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }>,
): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const headers = Object.fromEntries(new Headers(init?.headers));
    const answer = await inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: String(init?.body ?? ''),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string' || typeof value === 'number')
        responseHeaders.set(name, String(value));
    }
    return new Response(answer.rawPayload, { status: answer.statusCode, headers: responseHeaders });
  };
}
