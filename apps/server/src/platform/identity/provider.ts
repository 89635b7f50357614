import type { Kysely } from 'kysely';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { findAccountById } from './accounts';
import { databaseOidcAdapter } from './oidcAdapter';
import { messagePage, signOutPage } from './pages';
import type { SigningKeys } from './signingKeys';

/**
 * Access tokens live ten minutes (was one hour): a token that
 * leaks or outlives a logout is useful briefly; the refresh token and the provider session carry
 * the sign-in, and the web app renews silently. See docs/adr/0007.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
/** A sign-in session lasts 14 days (designed). */
const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

/** Paths the provider answers itself (Auth0-compatible, STACK-NOTES T11). */
export const providerRoutes = {
  authorization: '/authorize',
  token: '/oauth/token',
  end_session: '/v2/logout',
  jwks: '/.well-known/jwks.json',
  userinfo: '/userinfo',
  revocation: '/oauth/revoke',
  pushed_authorization_request: '/oauth/par',
  introspection: '/oauth/introspect',
} as const;

/**
 * True for a request path the provider must handle (the Fastify hook hands these over).
 * /oauth/revoke is answered by revokedAccessTokens.ts (JWT access tokens too).
 */
export function isProviderPath(pathname: string): boolean {
  if (pathname === providerRoutes.revocation) return false;
  return (
    pathname === '/.well-known/openid-configuration' ||
    Object.values(providerRoutes).some(
      (route) => pathname === route || pathname.startsWith(`${route}/`),
    )
  );
}

/** Browser origins allowed to use the provider: the public URL's plus DEV_ORIGINS. */
export function allowedOrigins(config: ServerConfig): Set<string> {
  return new Set([
    new URL(config.publicUrl).origin,
    ...config.devOrigins.map((o) => new URL(o).origin),
  ]);
}

function originOf(uri: string): string | undefined {
  try {
    return new URL(uri).origin;
  } catch {
    return undefined;
  }
}

/**
 * The embedded OpenID Connect provider (when AUTH0_DOMAIN is unset), configured so that
 * The web app's OpenID client talks to it as to an Auth0 tenant (STACK-NOTES T11).
 */
export function createIdentityProvider(
  config: ServerConfig,
  db: Kysely<Database>,
  keys: SigningKeys,
): Provider {
  if (config.identity.mode !== 'embedded') throw new Error('Auth0 mode has no embedded provider.');
  const { issuer, clientId, audience } = config.identity;
  const origins = allowedOrigins(config);
  const appUrl = config.publicUrl;

  const configuration: Configuration = {
    adapter: databaseOidcAdapter(db),
    clients: [
      {
        client_id: clientId,
        client_name: 'WattWise',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // Any path on an allowed origin is accepted (redirectUriAllowed below); these are listed.
        redirect_uris: [`${appUrl}/`, `${appUrl}/callback`],
        post_logout_redirect_uris: [`${appUrl}/`, appUrl],
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: keys.privateJwks as Configuration['jwks'],
    cookies: { keys: keys.cookieSecrets },
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => origins.has(origin),
    extraParams: ['audience', 'auth0Client', 'screen_hint'],
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'nickname', 'updated_at'],
    },
    // Auth0 clients read the user from the ID token: put the profile and e-mail claims in it.
    conformIdTokenClaims: false,
    routes: providerRoutes,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
      Interaction: 60 * 60,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
      RefreshToken: SESSION_TTL_SECONDS,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      revocation: { enabled: true },
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = signOutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage('Signed out', 'You have signed out of WattWise.', {
            href: `${appUrl}/`,
            text: 'Back to WattWise',
          });
        },
      },
      resourceIndicators: {
        enabled: true,
        // Auth0's `audience` parameter names the API; it becomes the resource indicator.
        defaultResource: (ctx) => {
          const requested = (ctx.oidc.params as { audience?: unknown } | undefined)?.audience;
          return typeof requested === 'string' && requested ? requested : audience;
        },
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: '',
            audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    findAccount: async (_ctx, sub) => {
      const account = await findAccountById(db, sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: false,
          name: account.name,
          nickname: account.name,
          updated_at: Math.floor(account.updated_at.getTime() / 1000),
        }),
      };
    },
    // The API reads the caller's e-mail from the access token, as from an Auth0 rule.
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await findAccountById(db, token.accountId);
      return account ? { email: account.email } : undefined;
    },
    // WattWise's own web app is first-party: consent is granted without asking.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId =
        (ctx.oidc.result?.consent as { grantId?: string } | undefined)?.grantId ??
        session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (client.clientId !== clientId) return existing;
      const grant =
        existing ?? new ctx.oidc.provider.Grant({ clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope(audience, '');
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage(
        'Sign-in problem',
        `${out.error}: ${out.error_description ?? 'the request could not be completed.'}`,
        { href: `${appUrl}/`, text: 'Back to WattWise' },
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  if (new URL(appUrl).protocol === 'https:') provider.proxy = true;

  // Any path on an allowed origin may receive the code or the user after sign-out.
  const allowed = (uri: string) => {
    const origin = originOf(uri);
    return origin !== undefined && origins.has(origin);
  };
  provider.Client.prototype.redirectUriAllowed = allowed;
  provider.Client.prototype.postLogoutRedirectUriAllowed = allowed;
  return provider;
}
