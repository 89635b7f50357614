import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError, OidcClient } from './oidcClient';

// The sign-in against the real embedded provider is covered end to end (e2e/signInAndSites and
// every signed-in journey); these cover what a provider that behaves should never show: answers
// that do not match their request, expiry, and the ended session.

const settings = {
  domain: 'https://id.example',
  clientId: 'wattwise-web',
  audience: 'https://api.example',
  redirectUri: 'https://app.example',
};
const hintCookie = 'wattwise.wattwise-web.signedIn=1';

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function idToken(claims: Record<string, unknown>): string {
  return [
    base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT' })),
    base64Url(JSON.stringify(claims)),
    'signature',
  ].join('.');
}

let clock = Date.parse('2026-11-28T12:00:00Z');
const assign = vi.fn<(url: string) => void>();
const fetchMock = vi.fn<typeof fetch>();

function client() {
  return new OidcClient(settings, { now: () => clock, assign });
}

/** The provider's token endpoint answering with an access token and an ID token. */
function tokenAnswer(nonce: string, overrides: Record<string, unknown> = {}, accessToken = 'at-1') {
  fetchMock.mockResolvedValueOnce(
    new Response(
      JSON.stringify({
        access_token: accessToken,
        expires_in: 600,
        token_type: 'Bearer',
        id_token: idToken({
          iss: 'https://id.example/',
          aud: 'wattwise-web',
          sub: 'user-1',
          nonce,
          exp: clock / 1000 + 600,
          ...overrides,
        }),
      }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    ),
  );
}

/** Starts a sign-in and answers the request it sent the browser to. */
async function startSignIn(oidc: OidcClient, appState = { returnTo: '/sites?q=a' }) {
  await oidc.loginWithRedirect({ appState });
  const url = new URL(assign.mock.calls.at(-1)?.[0] ?? '');
  return url.searchParams;
}

function clearCookies() {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(() => {
  assign.mockClear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.sessionStorage.clear();
  clearCookies();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
});

describe('sign-in by redirect', () => {
  it('sends the browser to the provider with a PKCE challenge of its verifier, the audience and a fresh state', async () => {
    const oidc = client();
    const params = await startSignIn(oidc);
    expect(new URL(assign.mock.calls[0]?.[0] ?? '').pathname).toBe('/authorize');
    expect(params.get('client_id')).toBe('wattwise-web');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe('https://app.example');
    expect(params.get('audience')).toBe('https://api.example');
    expect(params.get('scope')).toBe('openid profile email');
    expect(params.get('code_challenge_method')).toBe('S256');

    // The token request later proves the verifier whose SHA-256 is the challenge.
    tokenAnswer(params.get('nonce') ?? '');
    await oidc.handleRedirectCallback(`?code=c-1&state=${params.get('state')}`);
    const body = new URLSearchParams(String(fetchMock.mock.calls[0]?.[1]?.body));
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(body.get('code_verifier') ?? ''),
    );
    expect(base64Url(String.fromCharCode(...new Uint8Array(digest)))).toBe(
      params.get('code_challenge'),
    );

    const again = await startSignIn(client());
    expect(again.get('state')).not.toBe(params.get('state'));
  });

  it('passes the sign-up hint to the provider', async () => {
    await client().loginWithRedirect({ authorizationParams: { screen_hint: 'signup' } });
    expect(new URL(assign.mock.calls[0]?.[0] ?? '').searchParams.get('screen_hint')).toBe('signup');
  });

  it('completes the sign-in: the code for tokens at the token endpoint, back to where the user was going', async () => {
    const oidc = client();
    const params = await startSignIn(oidc);
    tokenAnswer(params.get('nonce') ?? '');
    const started = await oidc.start(`?code=c-1&state=${params.get('state')}`);

    expect(started).toEqual({ isAuthenticated: true, returnTo: '/sites?q=a' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://id.example/oauth/token');
    const body = new URLSearchParams(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body.get('grant_type')).toBe('authorization_code');
    expect(body.get('code')).toBe('c-1');
    expect(await oidc.getAccessTokenSilently()).toBe('at-1');
    expect(document.cookie).toContain(hintCookie);
  });

  it('refuses an answer whose state is not the one it sent, and uses a transaction once', async () => {
    const oidc = client();
    const params = await startSignIn(oidc);
    await expect(oidc.handleRedirectCallback('?code=c-1&state=forged')).rejects.toMatchObject({
      error: 'state_mismatch',
    });
    // Replaying the genuine answer afterwards finds no transaction.
    await expect(
      oidc.handleRedirectCallback(`?code=c-1&state=${params.get('state')}`),
    ).rejects.toMatchObject({ error: 'missing_transaction' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(oidc.isAuthenticated).toBe(false);
  });

  it('refuses an answer this tab never asked for', async () => {
    await expect(client().handleRedirectCallback('?code=c-1&state=s')).rejects.toMatchObject({
      error: 'missing_transaction',
    });
  });

  it('reports the provider’s refusal with its description', async () => {
    const oidc = client();
    const params = await startSignIn(oidc);
    const error = await oidc
      .handleRedirectCallback(
        `?error=access_denied&error_description=User%20cancelled&state=${params.get('state')}`,
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ error: 'access_denied', message: 'User cancelled' });
  });

  it.each([
    ['nonce', { nonce: 'another' }],
    ['issuer', { iss: 'https://elsewhere.example/' }],
    ['audience', { aud: 'another-client' }],
    ['expiry', { exp: Date.parse('2026-11-28T11:00:00Z') / 1000 }],
  ])('refuses an ID token with the wrong %s', async (problem, claims) => {
    const oidc = client();
    const params = await startSignIn(oidc);
    tokenAnswer(params.get('nonce') ?? '', claims);
    await expect(
      oidc.handleRedirectCallback(`?code=c-1&state=${params.get('state')}`),
    ).rejects.toThrow(`The ID token's ${problem} is not the expected one.`);
    expect(oidc.isAuthenticated).toBe(false);
  });

  it('reports a refused code exchange', async () => {
    const oidc = client();
    const params = await startSignIn(oidc);
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'invalid_grant', error_description: 'grant expired' }), {
        status: 400,
      }),
    );
    await expect(
      oidc.handleRedirectCallback(`?code=c-1&state=${params.get('state')}`),
    ).rejects.toMatchObject({ error: 'invalid_grant', message: 'grant expired' });
  });
});

describe('a new page and silent renewal', () => {
  /** The hidden frame once it has its address, and the authorisation request in that address. */
  function whenFrameOpens() {
    return new Promise<{ frame: HTMLIFrameElement; request: URLSearchParams }>((done) => {
      const observer = new MutationObserver(() => {
        const frame = document.querySelector('iframe');
        if (!frame?.src) return;
        observer.disconnect();
        done({ frame, request: new URL(frame.src).searchParams });
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
  }

  /** A message event as the provider's web-message page posts it (origin and window overridable). */
  function postAnswer(
    frame: HTMLIFrameElement,
    response: Record<string, string>,
    from: { origin?: string; source?: Window | null } = {},
  ) {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: from.origin ?? 'https://id.example',
        source: from.source === undefined ? frame.contentWindow : from.source,
        data: { type: 'authorization_response', response },
      }),
    );
  }

  /** Answers the hidden frame's request as the provider's web-message page does. */
  async function answerFrame(response: (request: URLSearchParams) => Record<string, string>) {
    const { frame, request } = await whenFrameOpens();
    postAnswer(frame, response(request));
    return request;
  }

  it('does not ask the provider when no sign-in happened in this browser', async () => {
    expect(await client().start('')).toEqual({ isAuthenticated: false });
    expect(document.querySelector('iframe')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renews through a hidden frame without showing anything, and only when the token is about to expire', async () => {
    document.cookie = `${hintCookie}; path=/`;
    const oidc = client();
    const asked = answerFrame((request) => {
      tokenAnswer(request.get('nonce') ?? '', {}, 'at-1');
      return { code: 'c-1', state: request.get('state') ?? '' };
    });
    expect(await oidc.start('')).toEqual({ isAuthenticated: true });
    const request = await asked;
    expect(request.get('prompt')).toBe('none');
    expect(request.get('response_mode')).toBe('web_message');
    expect(document.querySelector('iframe')).toBeNull();

    // Nine minutes on, within the token's ten, and more than a minute before it ends: the same token.
    clock += 8 * 60_000;
    expect(await oidc.getAccessTokenSilently()).toBe('at-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Within the last minute: a new one, asked once for two callers.
    clock += 90_000;
    const renewed = answerFrame((next) => {
      tokenAnswer(next.get('nonce') ?? '', {}, 'at-2');
      return { code: 'c-2', state: next.get('state') ?? '' };
    });
    const [first, second] = await Promise.all([
      oidc.getAccessTokenSilently(),
      oidc.getAccessTokenSilently(),
    ]);
    await renewed;
    expect([first, second]).toEqual(['at-2', 'at-2']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('ignores messages from other windows and other origins', async () => {
    document.cookie = `${hintCookie}; path=/`;
    const oidc = client();
    const started = oidc.start('');
    const { frame, request } = await whenFrameOpens();
    const response = { code: 'stolen', state: request.get('state') ?? '' };
    postAnswer(frame, response, { origin: 'https://evil.example' });
    postAnswer(frame, response, { source: window });
    tokenAnswer(request.get('nonce') ?? '');
    postAnswer(frame, { ...response, code: 'real' });
    expect(await started).toEqual({ isAuthenticated: true });
    const body = new URLSearchParams(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body.get('code')).toBe('real');
  });

  it('treats an ended provider session as signed out and stops asking on later pages', async () => {
    document.cookie = `${hintCookie}; path=/`;
    const oidc = client();
    const asked = answerFrame((request) => ({
      error: 'login_required',
      error_description: 'End-User authentication is required',
      state: request.get('state') ?? '',
    }));
    expect(await oidc.start('')).toEqual({ isAuthenticated: false });
    await asked;
    expect(oidc.isAuthenticated).toBe(false);
    // The next page does not open a frame at all.
    expect(document.cookie).not.toContain(hintCookie);
    expect(await client().start('')).toEqual({ isAuthenticated: false });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('checks once however often the first page asks (strict mode runs effects twice)', async () => {
    const oidc = client();
    const params = await startSignIn(oidc);
    tokenAnswer(params.get('nonce') ?? '');
    const search = `?code=c-1&state=${params.get('state')}`;
    const [first, second] = await Promise.all([oidc.start(search), oidc.start(search)]);
    expect(first).toEqual(second);
    expect(first.isAuthenticated).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('logout', () => {
  it('revokes and forgets the token and ends the provider’s session, coming back to the app', async () => {
    const oidc = client();
    const params = await startSignIn(oidc);
    tokenAnswer(params.get('nonce') ?? '');
    await oidc.handleRedirectCallback(`?code=c-1&state=${params.get('state')}`);

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 200 }));
    oidc.logout('https://app.example');
    const [revokeUrl, revoke] = fetchMock.mock.calls.at(-1) ?? [];
    expect(revokeUrl).toBe('https://id.example/oauth/revoke');
    expect(Object.fromEntries(new URLSearchParams(String(revoke?.body)))).toEqual({
      client_id: 'wattwise-web',
      token: 'at-1',
      token_type_hint: 'access_token',
    });
    const url = new URL(assign.mock.calls.at(-1)?.[0] ?? '');
    expect(url.origin + url.pathname).toBe('https://id.example/v2/logout');
    expect(url.searchParams.get('returnTo')).toBe('https://app.example');
    expect(url.searchParams.get('client_id')).toBe('wattwise-web');
    expect(oidc.isAuthenticated).toBe(false);
    expect(document.cookie).not.toContain(hintCookie);
  });
});
