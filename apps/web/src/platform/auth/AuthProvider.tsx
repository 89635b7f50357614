import { Auth0Provider } from '@auth0/auth0-react';
import type { AppState } from '@auth0/auth0-react';
import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthConfig } from '../config/runtimeConfig';

/**
 * Sign-in through the hosted identity provider: the embedded OpenID provider of apps/server by
 * default, a real Auth0 tenant when the server is configured for one. Tokens stay in memory;
 * a reload re-authenticates silently through a hidden frame (web-message response mode).
 * Must sit inside the router: after sign-in it navigates to the page the user asked for.
 */
export function AuthProvider({ auth, children }: { auth: AuthConfig; children: ReactNode }) {
  const navigate = useNavigate();
  const onRedirectCallback = useCallback(
    (appState?: AppState) => {
      navigate(appState?.returnTo ?? '/', { replace: true });
    },
    [navigate],
  );
  return (
    <Auth0Provider
      domain={auth.domain}
      clientId={auth.clientId}
      authorizationParams={{ audience: auth.audience, redirect_uri: window.location.origin }}
      cacheLocation="memory"
      useRefreshTokens={false}
      onRedirectCallback={onRedirectCallback}
    >
      {children}
    </Auth0Provider>
  );
}
