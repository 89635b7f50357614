/**
 * Runtime configuration of the web app.
 *
 * apps/server injects `window.__WATTWISE_CONFIG__` before `</head>` of index.html, so one
 * build works against the embedded identity provider and against a real Auth0 tenant.
 * Under `vite dev` nothing is injected: the defaults point at the server on :3000, signed out.
 */

/**
 * The identity provider the server signs users in with. The web app uses only `domain` (the
 * provider's account pages, useAccountMenu): the server runs the sign-in (docs/adr/0019).
 */
interface AuthConfig {
  /** Identity provider base URL; the http(s) scheme is kept (STACK-NOTES T11). */
  domain: string;
  clientId: string;
  /** API audience: the server asks the provider for an access token for it. */
  audience: string;
}

export interface RuntimeConfig {
  auth: AuthConfig;
  /**
   * True when the request for this page carried a live session cookie (docs/adr/0019). The
   * cookie is HttpOnly, so the page cannot look for itself: the server's word is all it has.
   */
  signedIn: boolean;
  /**
   * Prefixed to the return address of a sign-in: '' when the server served the page (a path is
   * enough), the page's origin under `vite dev` (devServer.ts), whose pages the server does not serve.
   */
  returnOrigin: string;
  /** Support contact shown in the site list's error state (spec shell §9: set in configuration). */
  supportEmail: string | undefined;
  /** True while the server's adapters run on their embedded sandbox defaults. */
  sandbox: boolean;
  /** reCAPTCHA v3 site key; without one registrations send a 'disabled' token (spec shell §5). */
  recaptchaSiteKey?: string;
  /** 'Trusted by' partner logos of the demo registration (spec shell §2); none unless configured. */
  partnerLogos: readonly PartnerLogoConfig[];
}

/** A partner logo: the partner's name (its alt text) and the image's URL. */
interface PartnerLogoConfig {
  name: string;
  src: string;
}

/** Defaults for `vite dev`: the values the server injects when it runs its embedded provider. */
export const developmentConfig: RuntimeConfig = {
  auth: {
    domain: 'http://localhost:3000',
    clientId: 'wattwise-web',
    audience: 'https://api.wattwise.local',
  },
  // Under `vite dev` the page comes from Vite, not the server: no one can say there is a session.
  signedIn: false,
  returnOrigin: '',
  supportEmail: undefined,
  sandbox: true,
  partnerLogos: [],
};

declare global {
  interface Window {
    __WATTWISE_CONFIG__?: unknown;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Reads the injected configuration, keeping a development default for every missing or malformed field. */
export function readRuntimeConfig(injected: unknown): RuntimeConfig {
  const source = isRecord(injected) ? injected : {};
  const auth = isRecord(source.auth) ? source.auth : {};
  const fallback = developmentConfig;
  return {
    auth: {
      domain: (text(auth.domain) ?? fallback.auth.domain).replace(/\/+$/, ''),
      clientId: text(auth.clientId) ?? fallback.auth.clientId,
      audience: text(auth.audience) ?? fallback.auth.audience,
    },
    // Strictly: anything but `true` (a string, a number, a missing field) is signed out.
    signedIn: source.signedIn === true,
    returnOrigin: '',
    supportEmail: text(source.supportEmail) ?? fallback.supportEmail,
    sandbox: typeof source.sandbox === 'boolean' ? source.sandbox : fallback.sandbox,
    recaptchaSiteKey: text(source.recaptchaSiteKey),
    partnerLogos: Array.isArray(source.partnerLogos)
      ? source.partnerLogos.flatMap((logo: unknown) => {
          if (!isRecord(logo)) return [];
          const name = text(logo.name);
          const src = text(logo.src);
          return name && src ? [{ name, src }] : [];
        })
      : [],
  };
}
