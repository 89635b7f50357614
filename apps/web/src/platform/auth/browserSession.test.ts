import { SESSION_REQUEST_HEADER, SIGN_IN_PATH, SIGN_OUT_PATH } from '@wattwise/api/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginWithRedirect, logout, signInUrl } from './browserSession';

// The server's side (the OpenID flow, the cookie, the sign-out answer) is apps/server's and its
// tests'; these cover what the page asks of it.

const leave = vi.fn<(url: string) => void>();
const fetchMock = vi.fn<typeof fetch>();

/** The query of an address the page went to or asked for, read as the server reads it. */
function queryOf(url: string): URLSearchParams {
  return new URL(url, 'https://app.example').searchParams;
}

beforeEach(() => {
  leave.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signing in', () => {
  it('goes to the server’s sign-in address with the return path, search and hash intact', () => {
    const returnTo = '/predict/site-1/diagnose?from=2026-01-01&to=2026-02-01#graphs';
    const url = signInUrl(returnTo);
    expect(new URL(url, 'https://app.example').pathname).toBe(SIGN_IN_PATH);
    // Encoded: its & and # would otherwise end the parameter or the query.
    expect(url).not.toContain('&to=');
    expect(url).not.toContain('#');
    expect(queryOf(url).get('returnTo')).toBe(returnTo);
    expect(queryOf(url).has('screen_hint')).toBe(false);
  });

  it('comes back to the Vite dev server’s origin when given one', () => {
    expect(queryOf(signInUrl('/sites', undefined, 'http://localhost:5173')).get('returnTo')).toBe(
      'http://localhost:5173/sites',
    );
  });

  it('asks for the provider’s sign-up page when told to', () => {
    expect(queryOf(signInUrl('/', 'signup')).get('screen_hint')).toBe('signup');
  });

  it('leaves the page for the sign-in address, home by default', () => {
    loginWithRedirect(
      { appState: { returnTo: '/sites?q=a' }, authorizationParams: { screen_hint: 'signup' } },
      leave,
    );
    loginWithRedirect({}, leave);
    expect(leave.mock.calls.map(([url]) => url)).toEqual([
      signInUrl('/sites?q=a', 'signup'),
      signInUrl('/'),
    ]);
    expect(queryOf(leave.mock.calls[1]![0]).get('returnTo')).toBe('/');
  });
});

describe('signing out', () => {
  const returnTo = 'https://app.example/';

  it('asks the server with a POST carrying the session header, then goes where it answers', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ next: 'https://id.example/v2/logout?client_id=web' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await logout(returnTo, leave);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url), 'https://app.example').pathname).toBe(SIGN_OUT_PATH);
    expect(queryOf(String(url)).get('returnTo')).toBe(returnTo);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get(SESSION_REQUEST_HEADER)).toBe('1');
    expect(leave).toHaveBeenCalledExactlyOnceWith('https://id.example/v2/logout?client_id=web');
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('still leaves for the return address, with a warning, when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await logout(returnTo, leave);
    expect(leave).toHaveBeenCalledExactlyOnceWith(returnTo);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an error status', () => new Response('{"next":"https://id.example/"}', { status: 500 })],
    ['an answer without a next address', () => new Response('{}', { status: 200 })],
    ['an answer that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('leaves for the return address on %s', async (_, answer) => {
    fetchMock.mockResolvedValueOnce(answer());
    await logout(returnTo, leave);
    expect(leave).toHaveBeenCalledExactlyOnceWith(returnTo);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
