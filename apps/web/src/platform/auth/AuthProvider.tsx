import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthConfig } from '../config/runtimeConfig';
import { AuthContext } from './AuthContext';
import type { Auth } from './AuthContext';
import { pageSession } from './session';

type Session = Pick<Auth, 'isLoading' | 'isAuthenticated' | 'error'>;

/**
 * Sign-in through the hosted identity provider: the embedded OpenID provider of apps/server by
 * default, a real Auth0 tenant when the server is configured for one. Tokens stay in memory
 * (ADR 0007); a reload renews them silently through a hidden frame (web-message response mode).
 * Must sit inside the router: after sign-in it navigates to the page the user asked for. The
 * page's first check is usually under way already (main.tsx starts it).
 */
export function AuthProvider({ auth, children }: { auth: AuthConfig; children: ReactNode }) {
  const navigate = useNavigate();
  // The router's navigate changes with the address; the first page's check must not run again.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const client = pageSession(auth);
  const [session, setSession] = useState<Session>({
    isLoading: true,
    isAuthenticated: false,
    error: undefined,
  });

  useEffect(() => {
    let current = true;
    client.start(window.location.search).then(
      ({ isAuthenticated, returnTo }) => {
        if (!current) return;
        if (returnTo !== undefined) navigateRef.current(returnTo, { replace: true });
        setSession({ isLoading: false, isAuthenticated, error: undefined });
      },
      (error: unknown) => {
        console.warn('Sign-in did not complete:', error);
        if (current) {
          setSession({
            isLoading: false,
            isAuthenticated: false,
            error: error instanceof Error ? error : new Error(String(error)),
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [client]);

  const value = useMemo<Auth>(
    () => ({
      ...session,
      loginWithRedirect: (options) => client.loginWithRedirect(options),
      logout: ({ returnTo }) => client.logout(returnTo),
      getAccessTokenSilently: () => client.getAccessTokenSilently(),
    }),
    [client, session],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
