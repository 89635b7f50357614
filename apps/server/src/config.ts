import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the server package lives (dist/ or src/ sit one level below it). */
export const serverPackageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Identity is either the embedded OpenID provider or a real Auth0 tenant. */
export type IdentityConfig =
  | {
      mode: 'embedded';
      /** Exactly `${PUBLIC_URL}/` (STACK-NOTES T11: the web app's client needs the scheme kept). */
      issuer: string;
      clientId: string;
      audience: string;
    }
  | {
      mode: 'auth0';
      domain: string;
      issuer: string;
      clientId: string;
      audience: string;
      /**
       * AUTH0_CLIENT_SECRET: the server signs users in as a confidential client (an Auth0 "Regular
       * Web Application", docs/adr/0019); unset, PKCE alone (a "Single Page Application").
       */
      clientSecret: string | undefined;
    };

export interface ServerConfig {
  port: number;
  /** The interface to listen on: loopback unless HOST opens it (e.g. HOST=0.0.0.0). */
  host: string;
  /** The public origin of this one process, without a trailing slash. */
  publicUrl: string;
  /** postgres://… when set; PGlite under dataDir otherwise. */
  databaseUrl: string | undefined;
  dataDir: string;
  webDist: string;
  /**
   * The web build's render of first screens (apps/web dist-server/server.js; docs/adr/0019): not
   * served, loaded by the server. Without it, pages render in the browser only.
   */
  webRender: string;
  /** The web app's *.map files are served only when SERVE_SOURCE_MAPS=true (local debugging). */
  serveSourceMaps: boolean;
  identity: IdentityConfig;
  /** Extra browser origins allowed to use the embedded provider (e.g. the Vite dev server). */
  devOrigins: string[];
  staffEmailDomains: string[];
  supportEmail: string;
  demoPassword: string;
  /** reCAPTCHA secret; verification is off while unset (ARCHITECTURE.md, captcha row). */
  captchaSecret: string | undefined;
  logLevel: string;
  /** SMTP URL for nodemailer; e-mails go to $DATA_DIR/outbox files while unset. */
  smtpUrl: string | undefined;
  /** Job workers in this process (default) or only in `npm run worker` (WORKERS=external). */
  workersInProcess: boolean;
  /** A pause inside every job, for crash tests and demos (JOB_PAUSE_MS; 0 by default). */
  jobPauseMs: number;
  jobs: JobSettings;
  /** Outside services; each is unset for its embedded default (src/adapters, README). */
  adapters: AdapterConfig;
  /** Request budgets per client and per account (src/platform/limits/rateLimits.ts); RATE_LIMIT_* overrides. */
  rateLimits: RateLimitConfig;
  /**
   * Seconds a client has to send a whole request, headers and body (REQUEST_TIMEOUT_SECONDS);
   * a slower one is answered 408 and closed (src/platform/http/slowRequests.ts).
   */
  requestTimeoutSeconds: number;
}

interface AdapterConfig {
  /** A Nominatim-compatible geocoding API; the bundled address index while unset. */
  geocodingUrl: string | undefined;
  geocodingKey: string | undefined;
  /** The EPC open-data API; the loaded register table while EPC_API_KEY is unset. */
  epcApiUrl: string;
  epcApiEmail: string | undefined;
  epcApiKey: string | undefined;
  /** A DCC smart-meter data provider; the sandbox while DCC_API_URL is unset. */
  dccApiUrl: string | undefined;
  dccApiKey: string | undefined;
  /** Stripe Checkout for Premium; the test-mode checkout page of this server while unset. */
  stripeSecretKey: string | undefined;
  /** Verifies Stripe's webhook signatures (required with STRIPE_SECRET_KEY). */
  stripeWebhookSecret: string | undefined;
  stripeApiUrl: string;
  /** Steps and chat: an OpenAI-compatible endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL); the grounded guide while unset. */
  llmBaseUrl: string | undefined;
  llmApiKey: string | undefined;
  llmModel: string | undefined;
}

/** How many requests a window allows, per client address and per account (or e-mail). */
export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

export interface RateLimitConfig {
  /** Off only when RATE_LIMITS=off (never in production; for local load experiments). */
  enabled: boolean;
  /**
   * How long a refused request (429) is held before it is answered (RATE_LIMIT_REFUSAL_DELAY_MS):
   * a client past its budget gets its answers slowly, so refusing it costs the server nothing.
   */
  refusalDelayMs: number;
  /** Sign-in posts per client address. */
  signIn: RateLimitRule;
  /** Failed sign-ins per e-mail from one client without the account's device cookie (its lock-out). */
  signInPerAccountAndClient: RateLimitRule;
  /** Failed sign-ins per e-mail over every client without a device cookie (guessing spread over addresses). */
  signInPerAccount: RateLimitRule;
  /** Failed sign-ins from a browser with the account's device cookie: past it, slowed, never locked. */
  signInPerDevice: RateLimitRule;
  /** Profile changes (name, e-mail) per account: the e-mail change must not be a fast address probe. */
  profileChange: RateLimitRule;
  /** Sign-up and password-change posts. */
  signUp: RateLimitRule;
  passwordChange: RateLimitRule;
  /** The contract's 'public' routes (simple diagnose, e-mail, map look-ups, geocoding). */
  anonymous: RateLimitRule;
  /** Registration calls, per account. */
  registration: RateLimitRule;
  /** Diagnosis e-mails (analysis §7.2): per client address, and per recipient address. */
  diagnosisEmail: RateLimitRule;
  diagnosisEmailPerAddress: RateLimitRule;
  /** PDF reports per account (each is rendered on the server's CPU). */
  reports: RateLimitRule;
  /** Floors and spaces registered per account, or per client without one (a cost budget). */
  registrationSpaces: RateLimitRule;
  /** Map outlines per client, counted in features served, not requests (a cost budget). */
  outlineFeatures: RateLimitRule;
  /** Bytes of EPC certificates an account, or a client without one, may store (a cost budget). */
  certificateBytes: RateLimitRule;
}

type Env = Record<string, string | undefined>;

/** The job queue's timings (pg-boss; README "Jobs"). */
export interface JobSettings {
  /** Seconds a worker looks for new jobs (pg-boss polling; at least 0.5). */
  pollSeconds: number;
  /** Seconds an active job may run before it counts as lost and is retried (crash recovery). */
  expireSeconds: number;
  /** Seconds between pg-boss maintenance passes (expiry of lost jobs, archiving). */
  maintenanceSeconds: number;
  /** Retries before a job is FAILED; the delay doubles each time (pg-boss retryBackoff). */
  retryLimit: number;
  retryDelaySeconds: number;
}

function jobSettingsFromEnv(env: Env): JobSettings {
  const number = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    pollSeconds: number('JOB_POLL_SECONDS', 1),
    expireSeconds: number('JOB_EXPIRE_SECONDS', 300),
    maintenanceSeconds: number('JOB_MAINTENANCE_SECONDS', 60),
    retryLimit: number('JOB_RETRY_LIMIT', 3),
    retryDelaySeconds: number('JOB_RETRY_DELAY_SECONDS', 2),
  };
}

/** A positive whole number from the environment, or the default. */
function count(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * Defaults are generous enough for e2e tests and the demo (designed; OWASP Authentication
 * Cheat Sheet, 2024: throttle guessing per account and per client, tell a locked user when to
 * retry). Each can be set as RATE_LIMIT_<NAME>=<max>/<seconds>, e.g. RATE_LIMIT_SIGN_IN=10/60.
 */
function rateLimits(env: Env): RateLimitConfig {
  const rule = (name: string, max: number, windowSeconds: number): RateLimitRule => {
    const [maxText, windowText] = (env[`RATE_LIMIT_${name}`] ?? '').split('/');
    return { max: count(maxText, max), windowSeconds: count(windowText, windowSeconds) };
  };
  return {
    enabled: env.RATE_LIMITS?.trim().toLowerCase() !== 'off',
    // A second (designed): a person who meets a limit reads the message a second later; a client
    // with six requests in flight (platform/limits/clientConcurrency.ts) gets six refusals a second.
    refusalDelayMs: Math.max(0, Number(env.RATE_LIMIT_REFUSAL_DELAY_MS ?? 1000) || 0),
    signIn: rule('SIGN_IN', 60, 15 * 60),
    signInPerAccountAndClient: rule('SIGN_IN_PER_ACCOUNT_AND_CLIENT', 10, 15 * 60),
    // Ten clients' worth of guesses (designed): a stranger locks out only browsers without the
    // account's device cookie, and only after guessing from many addresses.
    signInPerAccount: rule('SIGN_IN_PER_ACCOUNT', 100, 15 * 60),
    signInPerDevice: rule('SIGN_IN_PER_DEVICE', 10, 15 * 60),
    profileChange: rule('PROFILE_CHANGE', 10, 15 * 60),
    signUp: rule('SIGN_UP', 30, 60 * 60),
    passwordChange: rule('PASSWORD_CHANGE', 20, 15 * 60),
    anonymous: rule('ANONYMOUS', 600, 60),
    registration: rule('REGISTRATION', 120, 60),
    // An inbox gets at most 5 diagnoses an hour, a client may send 20 (designed: enough for a
    // visitor comparing schemes, too few to use the server as a mail cannon).
    diagnosisEmail: rule('DIAGNOSIS_EMAIL', 20, 60 * 60),
    diagnosisEmailPerAddress: rule('DIAGNOSIS_EMAIL_PER_ADDRESS', 5, 60 * 60),
    // Ten reports in ten minutes (designed): more than an owner prints, a small share of a core.
    reports: rule('REPORTS', 10, 10 * 60),
    // Two of the largest buildings the contract allows an hour, or a hundred 50-room ones
    // (designed): each floor and space is a row written in the registration's transaction.
    registrationSpaces: rule('REGISTRATION_SPACES', 5_000, 60 * 60),
    // About twenty answers of the bundled Bloomsbury map a minute (3,039 outlines each, designed):
    // a person panning the energy map at the spec's one request a second asks far smaller boxes.
    outlineFeatures: rule('OUTLINE_FEATURES', 60_000, 60),
    // Five certificates of the largest size an hour, or fifty of a register's usual 200 KB
    // (designed): one address stored 84 MB a minute without it.
    certificateBytes: rule('CERTIFICATE_BYTES', 10 * 1024 * 1024, 60 * 60),
  };
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Reads the server's configuration from environment variables, with defaults that run offline. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const clientId = env.AUTH0_CLIENT_ID ?? 'wattwise-web';
  const audience = env.AUTH0_AUDIENCE ?? 'https://api.wattwise.local';
  const auth0Domain = env.AUTH0_DOMAIN?.trim();
  const identity: IdentityConfig = auth0Domain
    ? {
        mode: 'auth0',
        domain: auth0Domain,
        issuer: `https://${auth0Domain}/`,
        clientId,
        audience,
        clientSecret: env.AUTH0_CLIENT_SECRET?.trim() || undefined,
      }
    : { mode: 'embedded', issuer: `${publicUrl}/`, clientId, audience };
  const webDist = env.WEB_DIST ?? path.resolve(serverPackageDir, '../web/dist');
  return {
    port,
    // Loopback by default: the seeded demo password is public.
    host: env.HOST?.trim() || '127.0.0.1',
    publicUrl,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: env.DATA_DIR ?? path.resolve(env.INIT_CWD ?? process.cwd(), '.data'),
    webDist,
    webRender: env.WEB_RENDER ?? path.join(path.dirname(webDist), 'dist-server', 'server.js'),
    serveSourceMaps: env.SERVE_SOURCE_MAPS?.trim().toLowerCase() === 'true',
    identity,
    devOrigins: list(env.DEV_ORIGINS),
    staffEmailDomains: list(env.STAFF_EMAIL_DOMAINS).map((domain) => domain.toLowerCase()),
    supportEmail: env.SUPPORT_EMAIL ?? 'support@wattwise.local',
    demoPassword: env.DEMO_PASSWORD ?? 'wattwise-demo',
    captchaSecret: env.RECAPTCHA_SECRET?.trim() || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    workersInProcess: env.WORKERS !== 'external',
    jobPauseMs: Math.max(0, Number(env.JOB_PAUSE_MS ?? 0) || 0),
    jobs: jobSettingsFromEnv(env),
    adapters: {
      geocodingUrl: env.GEOCODING_URL?.trim() || undefined,
      geocodingKey: env.GEOCODING_KEY?.trim() || undefined,
      epcApiUrl: env.EPC_API_URL?.trim() || 'https://epc.opendatacommunities.org/api/v1',
      epcApiEmail: env.EPC_API_EMAIL?.trim() || undefined,
      epcApiKey: env.EPC_API_KEY?.trim() || undefined,
      dccApiUrl: env.DCC_API_URL?.trim() || undefined,
      dccApiKey: env.DCC_API_KEY?.trim() || undefined,
      stripeSecretKey: env.STRIPE_SECRET_KEY?.trim() || undefined,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
      stripeApiUrl: env.STRIPE_API_URL?.trim() || 'https://api.stripe.com',
      llmBaseUrl: env.LLM_BASE_URL?.trim() || undefined,
      llmApiKey: env.LLM_API_KEY?.trim() || undefined,
      llmModel: env.LLM_MODEL?.trim() || undefined,
    },
    rateLimits: rateLimits(env),
    requestTimeoutSeconds: Math.max(0.5, Number(env.REQUEST_TIMEOUT_SECONDS) || 120),
  };
}

/** The identity provider's base URL, scheme kept (STACK-NOTES T11): Auth0's, or this server's. */
export function identityProviderUrl(config: ServerConfig): string {
  return config.identity.mode === 'auth0' ? `https://${config.identity.domain}` : config.publicUrl;
}

/**
 * The runtime configuration the web app reads from window.__WATTWISE_CONFIG__. `signedIn`: the
 * document request carried a live session cookie (docs/adr/0019), so the app renders the signed-in
 * screens at once, with no sign-in check of its own.
 */
export function webRuntimeConfig(config: ServerConfig, signedIn = false) {
  return {
    auth: {
      domain: identityProviderUrl(config),
      clientId: config.identity.clientId,
      audience: config.identity.audience,
    },
    supportEmail: config.supportEmail,
    sandbox: true,
    signedIn,
  };
}
