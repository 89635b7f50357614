/**
 * A small OpenID Connect client for a single-page app: authorisation code with PKCE, tokens in
 * memory only, silent renewal through a hidden frame (`prompt=none`, `response_mode=web_message`).
 * It speaks to the identity provider as to an Auth0 tenant (`/authorize`, `/oauth/token`,
 * `/v2/logout`), which both the embedded provider of apps/server and a real Auth0 tenant serve
 * (STACK-NOTES T11). It replaced @auth0/auth0-react, about 60 KB gzip on every first visit, of
 * which this app used five calls (docs/adr/0016).
 */

export interface OidcSettings {
  /** The provider's base URL with its scheme, no trailing slash; its issuer is `${domain}/`. */
  domain: string;
  clientId: string;
  /** The API's audience: the provider answers it with a JWT access token. */
  audience: string;
  /** Where the provider sends the browser back after sign-in: the app's origin. */
  redirectUri: string;
}

/** Where to go after sign-in; kept with the sign-in transaction. */
export interface AppState {
  returnTo?: string;
}

export interface LoginOptions {
  appState?: AppState;
  /** Extra parameters of the authorisation request (`screen_hint: 'signup'`, spec shell §2). */
  authorizationParams?: Record<string, string>;
}

/** A failure the provider or this client reported: `error` is the OAuth error code. */
export class AuthError extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

interface Transaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  appState?: AppState;
}

interface TokenAnswer {
  access_token?: unknown;
  id_token?: unknown;
  expires_in?: unknown;
  error?: unknown;
  error_description?: unknown;
}

/** What the OpenID Connect scopes ask for: the profile and e-mail claims in the ID token. */
const SCOPE = 'openid profile email';
/** A token is renewed this long before it expires, and an ID token may be this far off the clock. */
const LEEWAY_MS = 60_000;
/** How long the hidden frame may take to answer (the provider's own page may be slow to load). */
const SILENT_TIMEOUT_MS = 60_000;
/** How long the hint that a session exists lives (a day, as Auth0's SDK keeps it). */
const SESSION_HINT_SECONDS = 86_400;

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomText(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** The claims of a JWT, unverified: the token came straight from the token endpoint over TLS. */
function jwtClaims(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part)
    throw new AuthError('invalid_token', 'The identity provider sent a malformed ID token.');
  const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
  const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (typeof claims !== 'object' || claims === null) {
    throw new AuthError('invalid_token', 'The identity provider sent a malformed ID token.');
  }
  return claims as Record<string, unknown>;
}

/** Does the address carry the answer of an authorisation request (code or error, and state)? */
export function hasAuthParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return (params.has('code') || params.has('error')) && params.has('state');
}

export class OidcClient {
  private accessToken: { value: string; expiresAt: number } | undefined;
  private renewing: Promise<string> | undefined;
  private started: Promise<{ isAuthenticated: boolean; returnTo?: string }> | undefined;
  private readonly transactionKey: string;
  private readonly sessionHintCookie: string;

  private readonly now: () => number;
  private readonly assign: (url: string) => void;

  /** `now` and `assign` (leave the page for a URL) are the clock and browser's by default. */
  constructor(
    private readonly settings: OidcSettings,
    environment: { now?: () => number; assign?: (url: string) => void } = {},
  ) {
    this.now = environment.now ?? Date.now;
    this.assign = environment.assign ?? ((url) => window.location.assign(url));
    this.transactionKey = `wattwise.auth.transaction.${settings.clientId}`;
    this.sessionHintCookie = `wattwise.${settings.clientId}.signedIn`;
  }

  get isAuthenticated(): boolean {
    return this.accessToken !== undefined;
  }

  /**
   * The first page's check, done once however often it is asked (React's strict mode runs effects
   * twice): completes a sign-in answer in `search`, if there is one, or looks for a session.
   * `returnTo` is set when a sign-in completed: where the user was going.
   */
  start(search: string): Promise<{ isAuthenticated: boolean; returnTo?: string }> {
    this.started ??= hasAuthParams(search)
      ? this.handleRedirectCallback(search).then((appState) => ({
          isAuthenticated: true,
          returnTo: appState?.returnTo ?? '/',
        }))
      : this.checkSession().then((isAuthenticated) => ({ isAuthenticated }));
    return this.started;
  }

  /** Sends the browser to the provider's sign-in page; it comes back to `redirectUri`. */
  async loginWithRedirect(options: LoginOptions = {}): Promise<void> {
    const { url, transaction } = await this.authorizeRequest(options.authorizationParams ?? {});
    window.sessionStorage.setItem(
      this.transactionKey,
      JSON.stringify({ ...transaction, appState: options.appState }),
    );
    this.assign(url);
  }

  /**
   * Completes a sign-in that came back to this address: checks the state against the transaction
   * this tab started, exchanges the code for tokens, and answers the app state it kept. The
   * transaction is used once, whatever the outcome.
   */
  async handleRedirectCallback(search: string): Promise<AppState | undefined> {
    const transaction = this.takeTransaction();
    const params = new URLSearchParams(search);
    if (!transaction) {
      throw new AuthError(
        'missing_transaction',
        'This sign-in was not started here. Sign in again.',
      );
    }
    const error = params.get('error');
    if (error) throw new AuthError(error, params.get('error_description') ?? error);
    if (params.get('state') !== transaction.state) {
      throw new AuthError('state_mismatch', 'The sign-in answer did not match its request.');
    }
    await this.exchangeCode(params.get('code') ?? '', transaction);
    return transaction.appState;
  }

  /**
   * On a new page, when the provider may still have a session (a hint cookie set at the last
   * sign-in), asks it for tokens without showing anything. Answers whether the user is signed in.
   */
  async checkSession(): Promise<boolean> {
    if (!this.hasSessionHint()) return false;
    try {
      await this.getAccessTokenSilently();
      return true;
    } catch (error) {
      if (error instanceof AuthError && error.error === 'login_required') return false;
      throw error;
    }
  }

  /** The access token, renewed through the hidden frame when missing or about to expire. */
  getAccessTokenSilently(): Promise<string> {
    const token = this.accessToken;
    if (token && token.expiresAt - LEEWAY_MS > this.now()) return Promise.resolve(token.value);
    this.renewing ??= this.renewSilently().finally(() => {
      this.renewing = undefined;
    });
    return this.renewing;
  }

  /**
   * Forgets the tokens here, revokes the access token (the embedded provider refuses it from then
   * on, ADR 0007; a provider that cannot revoke access tokens answers an error, which is ignored)
   * and ends the provider's session, coming back to `returnTo`.
   */
  logout(returnTo: string): void {
    const token = this.accessToken?.value;
    if (token) {
      // keepalive: the request outlives the page that is being left.
      void fetch(`${this.settings.domain}/oauth/revoke`, {
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: this.settings.clientId,
          token,
          token_type_hint: 'access_token',
        }),
      }).catch(() => undefined);
    }
    this.forget();
    const query = new URLSearchParams({ client_id: this.settings.clientId, returnTo });
    this.assign(`${this.settings.domain}/v2/logout?${query}`);
  }

  /** The sign-in this tab started, removed as it is read (a transaction is used once). */
  private takeTransaction(): Transaction | undefined {
    const stored = window.sessionStorage.getItem(this.transactionKey);
    window.sessionStorage.removeItem(this.transactionKey);
    try {
      return stored ? (JSON.parse(stored) as Transaction) : undefined;
    } catch {
      return undefined;
    }
  }

  private async renewSilently(): Promise<string> {
    const { url, transaction } = await this.authorizeRequest({
      prompt: 'none',
      response_mode: 'web_message',
    });
    try {
      const answer = await this.askHiddenFrame(url);
      if (answer.error) {
        throw new AuthError(answer.error, answer.error_description ?? answer.error);
      }
      if (answer.state !== transaction.state) {
        throw new AuthError('state_mismatch', 'The sign-in answer did not match its request.');
      }
      return await this.exchangeCode(answer.code ?? '', transaction);
    } catch (error) {
      // The provider's session has ended: the next page should not ask again.
      if (error instanceof AuthError && error.error === 'login_required') this.forget();
      throw error;
    }
  }

  private async authorizeRequest(
    extra: Record<string, string>,
  ): Promise<{ url: string; transaction: Transaction }> {
    const transaction: Transaction = {
      state: randomText(),
      nonce: randomText(),
      codeVerifier: randomText(),
      redirectUri: this.settings.redirectUri,
    };
    const query = new URLSearchParams({
      client_id: this.settings.clientId,
      response_type: 'code',
      redirect_uri: transaction.redirectUri,
      scope: SCOPE,
      audience: this.settings.audience,
      state: transaction.state,
      nonce: transaction.nonce,
      code_challenge: await codeChallenge(transaction.codeVerifier),
      code_challenge_method: 'S256',
      ...extra,
    });
    return { url: `${this.settings.domain}/authorize?${query}`, transaction };
  }

  private async exchangeCode(code: string, transaction: Transaction): Promise<string> {
    const response = await fetch(`${this.settings.domain}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: this.settings.clientId,
        grant_type: 'authorization_code',
        code,
        code_verifier: transaction.codeVerifier,
        redirect_uri: transaction.redirectUri,
      }),
    });
    const answer = (await response.json().catch(() => ({}))) as TokenAnswer;
    if (!response.ok || typeof answer.access_token !== 'string') {
      const error = typeof answer.error === 'string' ? answer.error : 'token_request_failed';
      const description =
        typeof answer.error_description === 'string'
          ? answer.error_description
          : `The identity provider answered ${response.status}.`;
      throw new AuthError(error, description);
    }
    if (typeof answer.id_token !== 'string') {
      throw new AuthError('invalid_token', 'The identity provider sent no ID token.');
    }
    this.checkIdToken(answer.id_token, transaction.nonce);
    const lifetime = typeof answer.expires_in === 'number' ? answer.expires_in : 0;
    this.accessToken = { value: answer.access_token, expiresAt: this.now() + lifetime * 1000 };
    this.setSessionHint();
    return answer.access_token;
  }

  /** The claims OpenID Connect asks a client to check (Core §3.1.3.7): issuer, audience, nonce, expiry. */
  private checkIdToken(idToken: string, nonce: string): void {
    const claims = jwtClaims(idToken);
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    const expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : 0;
    const problem =
      claims.iss !== `${this.settings.domain}/`
        ? 'issuer'
        : !audience.includes(this.settings.clientId)
          ? 'audience'
          : claims.nonce !== nonce
            ? 'nonce'
            : expiresAt + LEEWAY_MS < this.now()
              ? 'expiry'
              : undefined;
    if (problem) {
      throw new AuthError('invalid_token', `The ID token's ${problem} is not the expected one.`);
    }
  }

  private askHiddenFrame(
    url: string,
  ): Promise<{ code?: string; state?: string; error?: string; error_description?: string }> {
    const origin = new URL(this.settings.domain).origin;
    return new Promise((resolve, reject) => {
      const frame = document.createElement('iframe');
      frame.setAttribute('width', '0');
      frame.setAttribute('height', '0');
      frame.setAttribute('aria-hidden', 'true');
      frame.style.display = 'none';
      const finish = () => {
        window.clearTimeout(timer);
        window.removeEventListener('message', onMessage);
        frame.remove();
      };
      const timer = window.setTimeout(() => {
        finish();
        reject(new AuthError('timeout', 'The identity provider did not answer in time.'));
      }, SILENT_TIMEOUT_MS);
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== origin || event.source !== frame.contentWindow) return;
        const data = event.data as { type?: unknown; response?: unknown } | null;
        if (!data || data.type !== 'authorization_response' || typeof data.response !== 'object') {
          return;
        }
        finish();
        resolve(data.response as Record<string, string>);
      };
      window.addEventListener('message', onMessage);
      document.body.appendChild(frame);
      frame.src = url;
    });
  }

  private hasSessionHint(): boolean {
    return document.cookie.split('; ').some((pair) => pair === `${this.sessionHintCookie}=1`);
  }

  private setSessionHint(): void {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${this.sessionHintCookie}=1; path=/; max-age=${SESSION_HINT_SECONDS}; SameSite=Lax${secure}`;
  }

  private forget(): void {
    this.accessToken = undefined;
    document.cookie = `${this.sessionHintCookie}=; path=/; max-age=0; SameSite=Lax`;
  }
}
