import { createContext, useContext } from 'react';
import type { LoginOptions } from './oidcClient';

/** What screens know of the signed-in user's session, and the calls they may make. */
export interface Auth {
  /** True until the first page has checked for a session (a sign-in answer or a silent renewal). */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** Why the sign-in did not complete, shown by RequireAuth. */
  error: Error | undefined;
  loginWithRedirect: (options?: LoginOptions) => Promise<void>;
  logout: (options: { returnTo: string }) => void;
  getAccessTokenSilently: () => Promise<string>;
}

function withoutProvider(): never {
  throw new Error('No AuthProvider above this component.');
}

/** Outside an AuthProvider (a screen rendered on its own): signed out. */
const signedOut: Auth = {
  isLoading: false,
  isAuthenticated: false,
  error: undefined,
  loginWithRedirect: async () => withoutProvider(),
  logout: withoutProvider,
  getAccessTokenSilently: async () => withoutProvider(),
};

export const AuthContext = createContext<Auth>(signedOut);

/** The session of the AuthProvider above. */
export function useAuth(): Auth {
  return useContext(AuthContext);
}
