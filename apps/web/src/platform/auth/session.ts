import type { AuthConfig } from '../config/runtimeConfig';
import { OidcClient } from './oidcClient';

let session: { key: string; client: OidcClient } | undefined;

/**
 * The page's one OpenID client. `main.tsx` starts it before the app's code has loaded, so the
 * sign-in check (a hidden frame and a token request on a reload, the code exchange after signing
 * in) runs beside the downloads instead of after them; AuthProvider reads the same client.
 */
export function pageSession(auth: AuthConfig): OidcClient {
  const key = `${auth.domain} ${auth.clientId} ${auth.audience}`;
  if (session?.key !== key) {
    session = {
      key,
      client: new OidcClient({
        domain: auth.domain,
        clientId: auth.clientId,
        audience: auth.audience,
        redirectUri: window.location.origin,
      }),
    };
  }
  return session.client;
}
