import type { FastifyInstance, FastifyReply } from 'fastify';
import type { JWK } from 'jose';
import {
  SESSION_REQUEST_HEADER,
  SESSION_REQUEST_VALUE,
  SESSION_PATH,
  SIGN_IN_PATH,
  SIGN_OUT_PATH,
} from '@wattwise/api/contract';
import { identityProviderUrl, type ServerConfig } from '../../config';
import {
  cookieHeader,
  readCookie,
  sessionCookieName,
  sessionIdOf,
  SESSION_MAX_MS,
  type BrowserSessionStore,
} from './browserSessions';
import { inProcessFetch, openIdClient, SignInError, type SignInSecrets } from './openIdClient';
import { messagePage } from './pages';
import { identityKeySet } from './verify';

/** Where the identity provider sends the browser back with the code. */
const CALLBACK_PATH = '/auth/callback';
/** The sign-in in progress (state, nonce, PKCE verifier, where to return), for ten minutes. */
const SIGN_IN_COOKIE = 'wattwise_sign_in';
const SIGN_IN_SECONDS = 10 * 60;
interface SignIn extends SignInSecrets {
  returnTo: string;
}

/**
 * Where to come back to after signing in: a path of this app ('/sites?x=1#y'), or a URL on one of
 * `devOrigins` (the Vite dev server, DEV_ORIGINS), never another site ('//evil.example',
 * '/\\evil.example', 'https://…'), so the sign-in cannot be used to send a user elsewhere (an open
 * redirect).
 */
export function safeReturnTo(value: unknown, devOrigins: ReadonlySet<string> = new Set()): string {
  if (typeof value !== 'string' || value.length > 2048) return '/';
  if (!value.startsWith('/')) {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    return url && devOrigins.has(url.origin) ? url.href : '/';
  }
  if (value.startsWith('//') || value.startsWith('/\\')) return '/';
  const parsed = new URL(value, 'http://app.invalid');
  return parsed.origin === 'http://app.invalid'
    ? `${parsed.pathname}${parsed.search}${parsed.hash}`
    : '/';
}

function readSignIn(header: string | undefined): SignIn | undefined {
  const value = readCookie(header, SIGN_IN_COOKIE);
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<SignIn>;
    const { state, nonce, verifier, returnTo } = parsed;
    return typeof state === 'string' &&
      typeof nonce === 'string' &&
      typeof verifier === 'string' &&
      typeof returnTo === 'string'
      ? { state, nonce, verifier, returnTo }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The web app's sign-in, kept by the server (docs/adr/0019, "backend for frontend"): the server is
 * the OpenID client (authorisation code with PKCE), checks the ID token, and keeps the session in
 * browser_sessions; the browser holds only an HttpOnly cookie, and no token is ever readable by
 * the page's scripts. It also removes the hidden sign-in frame and the token request from every
 * page load.
 *
 * - GET SIGN_IN_PATH?returnTo=/path[&screen_hint=signup] sends the browser to the provider;
 * - GET /auth/callback completes it, sets the cookie and goes back to returnTo;
 * - POST SIGN_OUT_PATH (with SESSION_REQUEST_HEADER) ends the session and answers `{ next }`, the
 *   provider's sign-out page, which comes back to `returnTo`.
 */
export function registerSessionRoutes(
  app: FastifyInstance,
  options: {
    config: ServerConfig;
    sessions: BrowserSessionStore;
    /** The embedded provider's public keys (its ID tokens' signatures); Auth0's are fetched. */
    localPublicJwks?: { keys: JWK[] };
    /** The token endpoint's transport (the embedded provider in this process, or Auth0 over HTTPS). */
    fetchTokens: typeof globalThis.fetch;
  },
) {
  const { config, sessions } = options;
  const { clientId } = config.identity;
  const base = identityProviderUrl(config);
  const sessionCookie = sessionCookieName(config);
  const devOrigins = new Set(config.devOrigins.map((origin) => new URL(origin).origin));
  const client = openIdClient(config, {
    fetch: options.fetchTokens,
    keys: identityKeySet(config.identity, options.localPublicJwks),
    redirectUri: `${config.publicUrl}${CALLBACK_PATH}`,
  });

  const problem = (reply: FastifyReply, status: number, title: string, message: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(messagePage(title, message, { href: SIGN_IN_PATH, text: 'Sign in to WattWise' }));

  app.get(SIGN_IN_PATH, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    // Spec shell §2: 'Sign up' opens the provider's sign-up form.
    const { secrets, url } = await client.start(
      query.screen_hint === 'signup' ? { screen_hint: 'signup' } : {},
    );
    const signIn: SignIn = { ...secrets, returnTo: safeReturnTo(query.returnTo, devOrigins) };
    const value = Buffer.from(JSON.stringify(signIn)).toString('base64url');
    return reply
      .header('cache-control', 'no-store')
      .header(
        'set-cookie',
        cookieHeader(config, SIGN_IN_COOKIE, value, {
          path: '/auth',
          maxAgeSeconds: SIGN_IN_SECONDS,
        }),
      )
      .redirect(url, 302);
  });

  app.get(CALLBACK_PATH, async (request, reply) => {
    const signIn = readSignIn(request.headers.cookie);
    // The sign-in is used once, whatever the outcome.
    reply.header(
      'set-cookie',
      cookieHeader(config, SIGN_IN_COOKIE, '', { path: '/auth', maxAgeSeconds: 0 }),
    );
    if (!signIn) {
      return problem(
        reply,
        400,
        'Sign-in did not complete',
        'This sign-in was not started in this browser, or it took longer than ten minutes. Sign in again.',
      );
    }
    let user: { sub: string; email: string | undefined };
    try {
      user = await client.finish(new URL(request.url, config.publicUrl), signIn);
    } catch (error) {
      if (!(error instanceof SignInError)) throw error;
      request.log.warn({ err: error.cause ?? error }, 'sign-in: refused');
      return problem(reply, error.status, 'Sign-in did not complete', error.message);
    }

    // A session this browser held before (another user, or the same one again) ends here: one
    // browser, one session.
    await sessions.end(sessionIdOf(request, config));
    const id = await sessions.create(user);
    // Added beside the sign-in cookie's removal above (Fastify appends Set-Cookie headers).
    return reply
      .header('cache-control', 'no-store')
      .header(
        'set-cookie',
        cookieHeader(config, sessionCookie, id, {
          path: '/',
          maxAgeSeconds: Math.floor(SESSION_MAX_MS / 1000),
        }),
      )
      .redirect(safeReturnTo(signIn.returnTo, devOrigins), 302);
  });

  // Whether this browser has a live session: index.html says so itself (`signedIn`); the Vite dev
  // server, which serves its own index.html, asks here.
  app.get(SESSION_PATH, async (request, reply) => {
    const caller = await sessions.find(sessionIdOf(request, config));
    return reply.header('cache-control', 'no-store').send({ signedIn: caller !== undefined });
  });

  app.post(SIGN_OUT_PATH, async (request, reply) => {
    // A page on another site cannot send this header (docs/adr/0019): it cannot sign users out.
    if (request.headers[SESSION_REQUEST_HEADER] !== SESSION_REQUEST_VALUE) {
      return reply.status(403).send({
        error: 'Forbidden',
        message: `Signing out needs the ${SESSION_REQUEST_HEADER} header.`,
      });
    }
    await sessions.end(sessionIdOf(request, config));
    // Back to a page of this app after the provider's sign-out: a path, or a URL on PUBLIC_URL.
    const asked = (request.query as { returnTo?: unknown } | undefined)?.returnTo;
    const path =
      typeof asked === 'string' && asked.startsWith(`${config.publicUrl}/`)
        ? asked.slice(config.publicUrl.length)
        : asked;
    const back = safeReturnTo(path, devOrigins);
    const returnTo = back.startsWith('/') ? `${config.publicUrl}${back}` : back;
    const next = `${base}/v2/logout?${new URLSearchParams({ client_id: clientId, returnTo })}`;
    return reply
      .header('cache-control', 'no-store')
      .header(
        'set-cookie',
        cookieHeader(config, sessionCookie, '', { path: '/', maxAgeSeconds: 0 }),
      )
      .send({ next });
  });
}

/** The embedded provider's token endpoint, asked inside this process (no network, no loopback). */
export function inProcessTokenFetch(app: FastifyInstance): typeof globalThis.fetch {
  return inProcessFetch((request) => app.inject(request));
}
