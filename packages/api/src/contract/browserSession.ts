/**
 * The web app's session is kept by the server (docs/adr/0019): the browser holds only an
 * HttpOnly cookie, and every call it makes with that cookie carries this header. A page on
 * another site cannot set a custom header on a request to us without a CORS preflight, which the
 * server never grants, so a call that changes data and arrives with the cookie but without the
 * header is refused (cross-site request forgery).
 */
export const SESSION_REQUEST_HEADER = 'x-wattwise-request';

/** The header's value. */
export const SESSION_REQUEST_VALUE = '1';

/** Where the browser goes to sign in: the server's sign-in start (query: returnTo, screen_hint). */
export const SIGN_IN_PATH = '/auth/login';

/** Where the browser signs out: POST, answered `{ next }`, the identity provider's sign-out page. */
export const SIGN_OUT_PATH = '/auth/logout';

/** GET: `{ signedIn }`, whether this browser has a live session (for the Vite dev server). */
export const SESSION_PATH = '/auth/session';
