import {
  ApiClientProvider,
  createApiClient,
  preloadRouteSchemas,
  SESSION_REQUEST_HEADER,
  SESSION_REQUEST_VALUE,
} from '@wattwise/api';
import type { ReactNode } from 'react';

/**
 * The page's one API client: same origin, so every call carries the server-kept session's
 * HttpOnly cookie (docs/adr/0019), and the session header, without which the server refuses a
 * call that comes with the cookie (a page on another site cannot send it). There is no token to
 * read or renew, so the client is the same whoever is signed in.
 */
const client = createApiClient({
  headers: { [SESSION_REQUEST_HEADER]: SESSION_REQUEST_VALUE },
});

/**
 * Supplies the typed API client to the SWR hooks below it. Only lazily loaded screens import it,
 * so the contract's schemas stay out of the first page's bundle.
 */
export function WithApiClient({ children }: { children: ReactNode }) {
  return <ApiClientProvider client={client}>{children}</ApiClientProvider>;
}

/** The calls every signed-in screen makes first: the site list (home, the site switcher), the profile logo. */
const FIRST_CALLS = ['user.site.list', 'user.profileLogo.get'] as const;

/**
 * Starts downloading the schemas of the signed-in screens' first calls, so that the calls go out
 * as soon as the first screen renders (AppRoutes' preloadRoute, before the first render).
 */
export function preloadFirstCalls(): void {
  preloadRouteSchemas(FIRST_CALLS);
}
