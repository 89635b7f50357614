import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '../../config';
import { normaliseEmail } from './accounts';
import { cookieHeader, isHttps, readCookie } from './browserSessions';

/**
 * A device cookie (OWASP "Slow down online guessing attacks with device cookies", 2016; OWASP
 * Authentication Cheat Sheet, 2024): a browser that signed in to an account carries a signed
 * cookie naming that account. Failed sign-ins from it are counted apart from everyone else's, so
 * strangers guessing the password cannot lock its owner out; they are slowed down, not locked.
 */
const NAME = 'wattwise_device';
/** How long a browser stays known after signing in (designed: half a year, as a bank's "remember this device"). */
const DEVICE_COOKIE_SECONDS = 180 * 24 * 60 * 60;

function deviceCookieName(config: Pick<ServerConfig, 'publicUrl'>): string {
  return isHttps(config) ? `__Host-${NAME}` : NAME;
}

function mac(secret: string, email: string, nonce: string): string {
  return createHmac('sha256', secret)
    .update(`device:${normaliseEmail(email)}:${nonce}`)
    .digest('base64url');
}

/** A new device cookie's Set-Cookie value for an account's e-mail. */
export function deviceCookie(
  config: Pick<ServerConfig, 'publicUrl'>,
  secret: string,
  email: string,
): string {
  const nonce = randomBytes(16).toString('base64url');
  return cookieHeader(config, deviceCookieName(config), `${nonce}.${mac(secret, email, nonce)}`, {
    path: '/',
    maxAgeSeconds: DEVICE_COOKIE_SECONDS,
  });
}

/**
 * The device id (the cookie's nonce) when the request carries a device cookie signed for this
 * e-mail, else undefined: a cookie for another account, or a forged one, counts as no cookie.
 */
export function trustedDevice(
  config: Pick<ServerConfig, 'publicUrl'>,
  secret: string,
  cookie: string | undefined,
  email: string,
): string | undefined {
  const value = readCookie(cookie, deviceCookieName(config));
  const [nonce, given] = (value ?? '').split('.');
  if (!nonce || !given || !secret) return undefined;
  const expected = Buffer.from(mac(secret, email, nonce));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? nonce : undefined;
}
