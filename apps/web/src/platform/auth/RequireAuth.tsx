import { useAuth } from './AuthContext';
import { useDeferredValue, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Renders its children only for a signed-in user; anyone else is sent to sign in and comes
 * back to the same address afterwards (spec shell §6, §8 'missing token triggers sign-in').
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, error, loginWithRedirect } = useAuth();
  const location = useLocation();
  const redirecting = useRef(false);
  const mustSignIn = !isLoading && !isAuthenticated && !error;
  // The first render of the signed-in page is the largest piece of work of a visit: done as a
  // deferred (interruptible) render, so a slow phone's main thread is never blocked for long.
  const showPage = useDeferredValue(isAuthenticated);

  useEffect(() => {
    if (!mustSignIn || redirecting.current) return;
    redirecting.current = true;
    void loginWithRedirect({
      appState: { returnTo: `${location.pathname}${location.search}${location.hash}` },
    });
  }, [mustSignIn, loginWithRedirect, location]);

  if (isAuthenticated && showPage) return <>{children}</>;
  if (error) {
    return (
      <main>
        <h1>Sign-in did not complete</h1>
        <p role="alert">{error.message}</p>
        <button type="button" onClick={() => void loginWithRedirect()}>
          Sign in again
        </button>
      </main>
    );
  }
  return (
    <main aria-busy="true">
      <p role="status">Signing you in…</p>
    </main>
  );
}
