import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { registerAccountRoutes } from './accountRoutes';
import { recordAuth0Account } from './auth0Accounts';
import { browserSessionStore, type BrowserSessionStore } from './browserSessions';
import { registerInteractionRoutes } from './interactionRoutes';
import { removeExpiredOidcModels } from './oidcAdapter';
import { createIdentityProvider, isProviderPath } from './provider';
import { registerRevocationRoute, revokedAccessTokenList } from './revokedAccessTokens';
import { inProcessTokenFetch, registerSessionRoutes } from './sessionRoutes';
import { loadOrCreateSigningKeys } from './signingKeys';
import { registerUserinfoRoute } from './userinfoRoute';
import { createAccessTokenVerifier, type AccessTokenVerifier, type Caller } from './verify';

/** Who signs users in: the embedded OpenID provider, or an Auth0 tenant (README "Identity"). */
export interface Identity {
  /** The embedded provider; undefined in Auth0 mode. */
  provider: Provider | undefined;
  verifyAccessToken: AccessTokenVerifier;
  /** The web app's server-kept sessions (docs/adr/0019). */
  sessions: BrowserSessionStore;
  /** Runs after a token is verified (Auth0 mode records the user's account row). */
  onCaller: ((caller: Caller) => Promise<void>) | undefined;
  publicJwks: { keys: JWK[] };
  cookieSecret: string;
  revokedList: ReturnType<typeof revokedAccessTokenList>;
}

/** Opens the identity of this configuration: signing keys, provider and token verifier. */
export async function openIdentity(db: Kysely<Database>, config: ServerConfig): Promise<Identity> {
  const revokedList = revokedAccessTokenList(db);
  const sessions = browserSessionStore(db, { staffEmailDomains: config.staffEmailDomains });
  if (config.identity.mode !== 'embedded') {
    return {
      provider: undefined,
      verifyAccessToken: createAccessTokenVerifier(config.identity, {
        staffEmailDomains: config.staffEmailDomains,
      }),
      sessions,
      onCaller: (caller) => recordAuth0Account(db, caller),
      publicJwks: { keys: [] },
      cookieSecret: '',
      revokedList,
    };
  }
  const keys = await loadOrCreateSigningKeys(db);
  await removeExpiredOidcModels(db);
  return {
    provider: createIdentityProvider(config, db, keys),
    verifyAccessToken: createAccessTokenVerifier(config.identity, {
      localPublicJwks: keys.publicJwks,
      staffEmailDomains: config.staffEmailDomains,
      isRevoked: revokedList.isRevoked,
    }),
    sessions,
    onCaller: undefined,
    publicJwks: keys.publicJwks,
    cookieSecret: keys.cookieSecrets[0] ?? '',
    revokedList,
  };
}

/**
 * The routes outside the contract that sign users in and out: the embedded provider's own
 * endpoints (Auth0-compatible paths), its sign-in and account pages, /userinfo, token revocation,
 * and the web app's session routes (both modes).
 */
export function registerIdentityRoutes(
  app: FastifyInstance,
  identity: Identity,
  options: { db: Kysely<Database>; config: ServerConfig },
) {
  const { db, config } = options;
  const { provider, sessions, verifyAccessToken, publicJwks, revokedList } = identity;
  if (provider) {
    const handleProvider = provider.callback();
    const publicHost = new URL(config.publicUrl).host;
    app.addHook('onRequest', async (request, reply) => {
      const url = new URL(request.raw.url ?? '/', 'http://internal');
      // /userinfo is answered by registerUserinfoRoute (Auth0 semantics), not the provider.
      if (!isProviderPath(url.pathname) || url.pathname === '/userinfo') return;
      // Auth0's logout takes returnTo; OpenID's takes post_logout_redirect_uri.
      if (url.pathname === '/v2/logout' && url.searchParams.has('returnTo')) {
        if (!url.searchParams.has('post_logout_redirect_uri')) {
          url.searchParams.set('post_logout_redirect_uri', url.searchParams.get('returnTo') ?? '');
        }
        url.searchParams.delete('returnTo');
        request.raw.url = `${url.pathname}?${url.searchParams.toString()}`;
      }
      // The provider builds its endpoint URLs from the Host header: keep them on PUBLIC_URL,
      // the origin the web app's OpenID client was configured with, however the request reached us.
      request.raw.headers.host = publicHost;
      reply.hijack();
      handleProvider(request.raw, reply.raw);
    });
    registerInteractionRoutes(app, provider, db, config, identity.cookieSecret);
    registerUserinfoRoute(app, { db, verifyAccessToken });
    registerRevocationRoute(app, { db, provider, config, publicJwks, revokedList });
    registerAccountRoutes(app, {
      provider,
      db,
      cookieSecret: identity.cookieSecret,
      appUrl: config.publicUrl,
      config,
      sessions,
      revokedList,
    });
  }
  registerSessionRoutes(app, {
    config,
    sessions,
    localPublicJwks: publicJwks,
    fetchTokens: config.identity.mode === 'auth0' ? fetch : inProcessTokenFetch(app),
  });
}
