import { useAuth } from './AuthContext';
import type { ApiError } from '@wattwise/api';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Session key of the last sign-in started by a 401, so a server that keeps refusing cannot loop. */
const lastAttemptKey = 'wattwise.signInAfterUnauthorized';
/** At most one such sign-in per minute (ours); after that the screen shows its error state. */
const retryAfterMs = 60_000;

function mayTryAgain(now: number): boolean {
  const last = Number(window.sessionStorage.getItem(lastAttemptKey) ?? 0);
  return !(now - last < retryAfterMs);
}

/**
 * A call answered 401 (no session, or one the server has ended): log it and send the user to sign
 * in, back to the same address afterwards (spec shell §8 "Token failure: logged; missing token
 * triggers sign-in redirect"; the server keeps the token now, docs/adr/0019).
 */
export function useSignInWhenUnauthorized(error: ApiError | undefined): void {
  const { loginWithRedirect } = useAuth();
  const location = useLocation();
  const redirecting = useRef(false);
  const unauthorized = error?.kind === 'unauthorized';

  useEffect(() => {
    if (!unauthorized || redirecting.current) return;
    const now = Date.now();
    if (!mayTryAgain(now)) {
      console.warn('The API refused the session again; not signing in again within a minute.');
      return;
    }
    redirecting.current = true;
    window.sessionStorage.setItem(lastAttemptKey, String(now));
    console.warn('The API refused the session; signing in again.');
    loginWithRedirect({
      appState: { returnTo: `${location.pathname}${location.search}${location.hash}` },
    });
  }, [unauthorized, loginWithRedirect, location]);
}
