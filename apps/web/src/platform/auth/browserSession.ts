/**
 * The browser's side of the server-kept session (docs/adr/0019). The server runs the OpenID
 * flow, keeps the tokens and gives the browser an HttpOnly cookie only, so the page never holds a
 * token: it signs in by going to the server's sign-in address, and signs out by asking the server.
 */

import {
  SESSION_REQUEST_HEADER,
  SESSION_REQUEST_VALUE,
  SIGN_IN_PATH,
  SIGN_OUT_PATH,
} from '@wattwise/api/session';

/** Where to go after sign-in. */
interface AppState {
  /** A path of this app, with its search and hash; '/' when not given. */
  returnTo?: string;
}

export interface LoginOptions {
  appState?: AppState;
  /** The provider's sign-up page instead of its sign-in page (spec shell §2). */
  authorizationParams?: { screen_hint?: 'signup' };
}

/** Leaves the page for `url`; the browser's own navigation unless a test passes another. */
export type LeavePage = (url: string) => void;

const leavePage: LeavePage = (url) => window.location.assign(url);

/**
 * The server's sign-in address, coming back to `returnTo` (a path of this app) afterwards, on
 * `origin` when one is given (the Vite dev server's, which the server accepts from DEV_ORIGINS).
 * The server alone decides what may be returned to (safeReturnTo in apps/server): anything else
 * comes back home.
 */
export function signInUrl(returnTo: string, screenHint?: 'signup', origin = ''): string {
  const query = new URLSearchParams({
    returnTo: `${origin}${returnTo}`,
  });
  if (screenHint) query.set('screen_hint', screenHint);
  return `${SIGN_IN_PATH}?${query}`;
}

/** Sends the browser to sign in: a full-page navigation, since the server sets the cookie. */
export function loginWithRedirect(
  options: LoginOptions = {},
  leave: LeavePage = leavePage,
  origin = '',
): void {
  leave(
    signInUrl(options.appState?.returnTo ?? '/', options.authorizationParams?.screen_hint, origin),
  );
}

/** The `next` address of the server's sign-out answer, if the answer is one. */
async function nextAddress(response: Response): Promise<string | undefined> {
  if (!response.ok) return undefined;
  const answer: unknown = await response.json().catch(() => undefined);
  if (typeof answer !== 'object' || answer === null || !('next' in answer)) return undefined;
  return typeof answer.next === 'string' && answer.next !== '' ? answer.next : undefined;
}

/**
 * Ends the session on the server, then goes to the provider's sign-out page it answers, which
 * comes back to `returnTo` (an absolute URL of this app). A POST with the session header, so that
 * another site cannot sign the user out. When the server cannot be asked or answers otherwise,
 * the page still goes to `returnTo`: the session may have ended already, and the user asked to
 * leave it.
 */
export async function logout(returnTo: string, leave: LeavePage = leavePage): Promise<void> {
  let next: string | undefined;
  try {
    const response = await fetch(`${SIGN_OUT_PATH}?${new URLSearchParams({ returnTo })}`, {
      method: 'POST',
      headers: { [SESSION_REQUEST_HEADER]: SESSION_REQUEST_VALUE },
    });
    next = await nextAddress(response);
    if (!next) {
      console.warn(`Signing out: the server answered ${response.status} without a next address.`);
    }
  } catch (error) {
    console.warn('Signing out: the server could not be reached.', error);
  }
  leave(next ?? returnTo);
}
