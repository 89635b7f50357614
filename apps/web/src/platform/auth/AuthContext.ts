import { createContext, useContext } from 'react';
import type { LoginOptions } from './browserSession';

/**
 * What screens know of the signed-in user's session, and the calls they may make. The server
 * keeps the session and says in the page whether there is one (docs/adr/0019), so this is known
 * from the first render: there is no check to wait for.
 */
export interface Auth {
  isAuthenticated: boolean;
  /** Leaves the page for the server's sign-in, coming back to `appState.returnTo`. */
  loginWithRedirect: (options?: LoginOptions) => void;
  /** Ends the session on the server and at the provider, then comes back to `returnTo`. */
  logout: (options: { returnTo: string }) => void;
}

function withoutProvider(): never {
  throw new Error('No AuthProvider above this component.');
}

/** Outside an AuthProvider (a screen rendered on its own): signed out. */
const signedOut: Auth = {
  isAuthenticated: false,
  loginWithRedirect: withoutProvider,
  logout: withoutProvider,
};

export const AuthContext = createContext<Auth>(signedOut);

/** The session of the AuthProvider above. */
export function useAuth(): Auth {
  return useContext(AuthContext);
}
