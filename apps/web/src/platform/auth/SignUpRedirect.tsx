import { useAuth } from './AuthContext';
import { useEffect, useRef } from 'react';

/** The /signup route: hands over to the identity provider's own sign-up page (spec shell §2). */
export function SignUpRedirect() {
  const { loginWithRedirect } = useAuth();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    loginWithRedirect({
      authorizationParams: { screen_hint: 'signup' },
      appState: { returnTo: '/' },
    });
  }, [loginWithRedirect]);
  return (
    <main aria-busy="true">
      <p role="status">Opening sign-up…</p>
    </main>
  );
}
