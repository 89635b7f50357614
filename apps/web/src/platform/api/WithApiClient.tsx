import { useAuth } from '../auth/AuthContext';
import { ApiClientProvider, createApiClient } from '@wattwise/api';
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
