import { SESSION_PATH } from '@wattwise/api/session';
import type { RuntimeConfig } from './runtimeConfig';

/**
 * Under `vite dev` the page is Vite's index.html, into which the server injects nothing: the
 * session is asked of the server (through Vite's proxy; the cookie is the same host's), and a
 * sign-in comes back to this origin, which the server accepts when DEV_ORIGINS lists it.
 */
export async function devServerConfig(config: RuntimeConfig): Promise<RuntimeConfig> {
  const answer: unknown = await fetch(SESSION_PATH)
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined);
  const signedIn =
    typeof answer === 'object' &&
    answer !== null &&
    'signedIn' in answer &&
    answer.signedIn === true;
  return { ...config, signedIn, returnOrigin: window.location.origin };
}
