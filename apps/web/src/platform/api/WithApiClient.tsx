import { useAuth } from '../auth/AuthContext';
import { ApiClientProvider, createApiClient, preloadRouteSchemas } from '@wattwise/api';
import { useMemo } from 'react';
import type { ReactNode } from 'react';

/**
 * Supplies the typed API client (same origin, bearer token from the identity provider) to the
 * SWR hooks below it. Only lazily loaded screens import it, so the contract's schemas stay out
 * of the first page's bundle.
 */
export function WithApiClient({ children }: { children: ReactNode }) {
  const { isAuthenticated, getAccessTokenSilently } = useAuth();
  const client = useMemo(
    () =>
      createApiClient({
        getAccessToken: async () => (isAuthenticated ? getAccessTokenSilently() : undefined),
      }),
    [isAuthenticated, getAccessTokenSilently],
  );
  return <ApiClientProvider client={client}>{children}</ApiClientProvider>;
}

/** The calls every signed-in screen makes first: the site list (home, the site switcher), the profile logo. */
const FIRST_CALLS = ['user.site.list', 'user.profileLogo.get'] as const;

/**
 * Starts downloading the schemas of the signed-in screens' first calls, so that the calls go out
 * as soon as the token is there (AppRoutes' preloadRoute, before the first render).
 */
export function preloadFirstCalls(): void {
  preloadRouteSchemas(FIRST_CALLS);
}
