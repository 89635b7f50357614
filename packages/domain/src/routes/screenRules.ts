/**
 * Whether the Optimise side viewer shows on a route: beside Optimise pages except scenarios and
 * events (spec analysis §2.10).
 */
export function showsOptimiseViewer(routeName: string): boolean {
  return (
    routeName.startsWith('optimise-') &&
    !routeName.endsWith('-scenarios') &&
    !routeName.endsWith('-events')
  );
}

/**
 * The map on Predict pages is read-only, except on plan and events pages where it is absent
 * (spec analysis §2.11). The public energy map is interactive.
 */
export function predictMapMode(routeName: string): 'interactive' | 'read-only' | 'absent' | null {
  if (routeName === 'predict-energy-map') return 'interactive';
  if (!routeName.startsWith('predict-')) return null;
  if (routeName.endsWith('-plan') || routeName.endsWith('-events')) return 'absent';
  return 'read-only';
}

/** Action name of the reCAPTCHA-type token on registration calls (spec shell §5). */
export const RECAPTCHA_ACTION = 'signup';

/** Whether the registration page's home link is active: only when signed in (spec shell §6). */
export function isRegistrationHomeLinkActive(signedIn: boolean): boolean {
  return signedIn;
}
