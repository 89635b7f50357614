import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import { allowedOrigins } from '../identity/provider';
import { runtimeConfigScript } from '../webApp/webApp';

/** The CSP source of an inline script: its SHA-256 (CSP Level 2 hash source). */
function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy every page runs under: the web app (one inline script, the runtime
 * config, allowed by its hash), maplibre's workers (blob: workers, same-origin tiles and glyphs),
 * Cesium (workers, WebAssembly: 'wasm-unsafe-eval', data: and blob: images) and the identity
 * pages (their only script is /account/page.js). The provider adds the hash of its own
 * web_message script and lifts frame-ancestors for that one page (a browser client's silent
 * sign-in frame; WattWise's web app has used none since its session moved to the server, ADR 0019).
 */
function contentSecurityPolicy(config: ServerConfig): Record<string, string[] | null> {
  const formTargets = [...allowedOrigins(config)];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    // The runtime config says whether the document request carried a live session: two scripts.
    'script-src': [
      "'self'",
      "'wasm-unsafe-eval'",
      scriptHashSource(runtimeConfigScript(config, false)),
      scriptHashSource(runtimeConfigScript(config, true)),
    ],
    'script-src-attr': ["'none'"],
    // Maps and the globe set element styles; vanilla-extract ships files.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'data:', 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    // Sign-in and sign-out forms redirect back to the app (PUBLIC_URL or DEV_ORIGINS).
    'form-action': ["'self'", ...formTargets],
    'upgrade-insecure-requests': new URL(config.publicUrl).protocol === 'https:' ? [] : null,
  };
}

/**
 * Security headers on every answer, with @fastify/helmet: the CSP above,
 * X-Content-Type-Options nosniff, Referrer-Policy same-origin (a stricter no-referrer would make
 * browsers send `Origin: null` on the identity forms' posts, which the origin check refuses),
 * X-Frame-Options DENY, HSTS only behind https. Register before the identity provider's hook:
 * the provider's own answers get the headers too.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig) {
  const https = new URL(config.publicUrl).protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // Auth0 mode signs in through a popup on the tenant's origin.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
}
