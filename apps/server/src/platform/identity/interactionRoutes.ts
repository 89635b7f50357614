import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Database } from '../../db/schema';
import { authenticate, createAccount, MIN_PASSWORD_LENGTH } from './accounts';
import type { ServerConfig } from '../../config';
import { sendAccountExistsEmail } from './accountExistsEmail';
import { messagePage, signInPage, signUpPage } from './pages';
import { deviceCookie, trustedDevice } from './deviceCookies';
import { lockedOutMessage, signInLockout, type SignInAttempt } from './signInLockout';

/**
 * The sign-up page outside a sign-in (/account/signup) answers a new and an existing address
 * alike with this notice.
 */
export const SIGN_UP_NOTICE =
  'If this email address is new, your WattWise account is ready: sign in to continue. If it already has an account, we have sent its owner an email.';

/**
 * Within a sign-in, a new account lands in the product at once; an address that already has an
 * account is asked to sign in, and its owner is told by e-mail (docs/adr/0024 records why the two
 * answers differ).
 */
export const EXISTING_ACCOUNT_NOTICE =
  'This email address already has a WattWise account: sign in to continue. We have sent its owner an email.';

/** Shown for any wrong e-mail or password, so the page never says which one was wrong. */
export const INCORRECT_CREDENTIALS = 'Incorrect email or password.';

type FormBody = Record<string, string | undefined>;
type UidRequest = FastifyRequest<{ Params: { uid: string }; Body: FormBody }>;

function html(reply: FastifyReply, body: string, status = 200) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(body);
}

const expiredPage = messagePage(
  'Sign-in expired',
  'This sign-in page has expired. Go back to WattWise and sign in again.',
  { href: '/', text: 'Back to WattWise' },
);

/**
 * oidc-provider interactions (sign-in and sign-up within one authorization request). Consent is
 * never asked for the first-party client (provider.ts loadExistingGrant); a consent prompt from
 * any other cause is granted for the requested scopes of that same client only.
 */
export function registerInteractionRoutes(
  app: FastifyInstance,
  provider: Provider,
  db: Kysely<Database>,
  config: ServerConfig,
  /** Signs device cookies (the provider's cookie key). */
  cookieSecret: string,
) {
  const lockout = signInLockout(db, config.rateLimits);
  async function details(request: UidRequest, reply: FastifyReply) {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch {
      return undefined;
    }
  }

  /** Ends the interaction signed in; the browser is now known for this e-mail (a device cookie). */
  async function finishLogin(
    request: UidRequest,
    reply: FastifyReply,
    account: { id: string; email: string },
  ) {
    reply.raw.setHeader('set-cookie', deviceCookie(config, cookieSecret, account.email));
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId: account.id } },
      { mergeWithLastSubmission: false },
    );
  }

  const base = (uid: string) => `/interaction/${encodeURIComponent(uid)}`;

  app.get('/interaction/:uid', async (request: UidRequest, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return html(reply, expiredPage, 400);
    const uid = interaction.uid;
    if (interaction.prompt.name === 'consent') {
      const { session, params } = interaction;
      if (!session?.accountId || typeof params.client_id !== 'string') {
        return html(reply, expiredPage, 400);
      }
      const grant = new provider.Grant({
        accountId: session.accountId,
        clientId: params.client_id,
      });
      if (typeof params.scope === 'string') grant.addOIDCScope(params.scope);
      const grantId = await grant.save();
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { consent: { grantId } },
        {
          mergeWithLastSubmission: true,
        },
      );
      return;
    }
    if (interaction.params.screen_hint === 'signup') {
      return html(
        reply,
        signUpPage({
          action: `${base(uid)}/signup`,
          signInHref: `${base(uid)}/signin`,
          minPasswordLength: MIN_PASSWORD_LENGTH,
        }),
      );
    }
    const loginHint = interaction.params.login_hint;
    return html(
      reply,
      signInPage({
        action: `${base(uid)}/login`,
        signUpHref: `${base(uid)}/signup`,
        email: typeof loginHint === 'string' ? loginHint : '',
      }),
    );
  });

  app.get('/interaction/:uid/signin', async (request: UidRequest, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return html(reply, expiredPage, 400);
    return html(
      reply,
      signInPage({
        action: `${base(interaction.uid)}/login`,
        signUpHref: `${base(interaction.uid)}/signup`,
      }),
    );
  });

  app.post('/interaction/:uid/login', async (request: UidRequest, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return html(reply, expiredPage, 400);
    const email = request.body?.email ?? '';
    const signInAgain = (error: string, status: number) =>
      html(
        reply,
        signInPage({
          action: `${base(interaction.uid)}/login`,
          signUpHref: `${base(interaction.uid)}/signup`,
          email,
          error,
        }),
        status,
      );
    const attempt: SignInAttempt = {
      email,
      client: request.ip,
      device: trustedDevice(config, cookieSecret, request.headers.cookie, email),
    };
    const verdict = await lockout.verdict(attempt);
    if (verdict.kind === 'locked') {
      reply.header('retry-after', String(verdict.seconds));
      return signInAgain(lockedOutMessage(verdict.seconds), 429);
    }
    if (verdict.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, verdict.ms));
    const account = await authenticate(db, email, request.body?.password ?? '');
    if (!account) {
      await lockout.recordFailure(attempt);
      return signInAgain(INCORRECT_CREDENTIALS, 401);
    }
    await lockout.recordSuccess(attempt);
    await finishLogin(request, reply, account);
  });

  app.get('/interaction/:uid/signup', async (request: UidRequest, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return html(reply, expiredPage, 400);
    return html(
      reply,
      signUpPage({
        action: `${base(interaction.uid)}/signup`,
        signInHref: `${base(interaction.uid)}/signin`,
        minPasswordLength: MIN_PASSWORD_LENGTH,
      }),
    );
  });

  app.post('/interaction/:uid/signup', async (request: UidRequest, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return html(reply, expiredPage, 400);
    const values = { name: request.body?.name ?? '', email: request.body?.email ?? '' };
    const result = await createAccount(db, { ...values, password: request.body?.password ?? '' });
    if (!result.ok) {
      return html(
        reply,
        signUpPage({
          action: `${base(interaction.uid)}/signup`,
          signInHref: `${base(interaction.uid)}/signin`,
          values,
          errors: result.errors,
          minPasswordLength: MIN_PASSWORD_LENGTH,
        }),
        400,
      );
    }
    // A new account lands in the product signed in. An address in use is asked to sign in, and
    // its owner is told by e-mail (docs/adr/0024: the sign-up limits hold the enumeration this
    // allows).
    if (result.account) return finishLogin(request, reply, result.account);
    await sendAccountExistsEmail(app.adapters.mailer, config, result.existing.email);
    return html(
      reply,
      signInPage({
        action: `${base(interaction.uid)}/login`,
        signUpHref: `${base(interaction.uid)}/signup`,
        email: values.email,
        notice: EXISTING_ACCOUNT_NOTICE,
      }),
    );
  });
}
