import { useAuth } from './AuthContext';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Renders its children only for a signed-in user; anyone else is sent to sign in and comes
 * back to the same address afterwards (spec shell §6, §8 'missing token triggers sign-in').
 * Whether there is a session is known from the first render (the server says so in the page), so
 * a signed-in user's screen renders at once. It needs no deferring of its own: the first render is
 * a transition already (start.tsx), and so are the router's navigations.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, loginWithRedirect } = useAuth();
  const location = useLocation();
  const redirecting = useRef(false);

  useEffect(() => {
    if (isAuthenticated || redirecting.current) return;
    redirecting.current = true;
    loginWithRedirect({
      appState: { returnTo: `${location.pathname}${location.search}${location.hash}` },
    });
  }, [isAuthenticated, loginWithRedirect, location]);

  if (isAuthenticated) return <>{children}</>;
  return (
    <main aria-busy="true">
      <p role="status">Signing you in…</p>
    </main>
  );
}
