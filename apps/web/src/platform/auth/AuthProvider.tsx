import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { AuthContext } from './AuthContext';
import type { Auth } from './AuthContext';
import { loginWithRedirect, logout } from './browserSession';

/**
 * Sign-in through the server-kept session (docs/adr/0019): the server signs the user in against
 * the embedded OpenID provider of apps/server or a real Auth0 tenant, keeps the tokens, and gives
 * the browser an HttpOnly cookie. It tells the page whether the document request carried a live
 * session (`signedIn`, runtimeConfig), so nothing is checked here and the answer never changes
 * while the page lives: signing in and out both leave the page.
 */
export function AuthProvider({
  signedIn,
  returnOrigin = '',
  children,
}: {
  signedIn: boolean;
  /** Put before the return path of a sign-in (runtimeConfig's returnOrigin: '' but under vite dev). */
  returnOrigin?: string;
  children: ReactNode;
}) {
  const value = useMemo<Auth>(
    () => ({
      isAuthenticated: signedIn,
      loginWithRedirect: (options) => loginWithRedirect(options, undefined, returnOrigin),
      logout: ({ returnTo }) => void logout(returnTo),
    }),
    [signedIn, returnOrigin],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
