import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Database } from '../../db/schema';
import { authenticate, createAccount, MIN_PASSWORD_LENGTH } from './accounts';
import type { ServerConfig } from '../../config';
import { sendAccountExistsEmail } from './accountExistsEmail';
import { messagePage, signInPage, signUpPage } from './pages';
import { lockedOutMessage, signInLockout } from './signInLockout';

/** After any valid sign-up, whether the address was new or not (issue 14, finding 2). */
export const SIGN_UP_NOTICE =
  'If this email address is new, your WattWise account is ready: sign in to continue. If it already has an account, we have sent its owner an email.';

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
) {
  const lockout = signInLockout(db, config.rateLimits.signInPerAccount, config.rateLimits.enabled);
  async function details(request: UidRequest, reply: FastifyReply) {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch {
      return undefined;
    }
  }

  async function finishLogin(request: UidRequest, reply: FastifyReply, accountId: string) {
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId } },
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
    const lockedFor = await lockout.lockedForSeconds(email);
    if (lockedFor > 0) {
      reply.header('retry-after', String(lockedFor));
      return signInAgain(lockedOutMessage(lockedFor), 429);
    }
    const account = await authenticate(db, email, request.body?.password ?? '');
    if (!account) await lockout.recordFailure(email);
    else await lockout.recordSuccess(email);
    if (!account) {
      return html(
        reply,
        signInPage({
          action: `${base(interaction.uid)}/login`,
          signUpHref: `${base(interaction.uid)}/signup`,
          email,
          error: INCORRECT_CREDENTIALS,
        }),
        401,
      );
    }
    await finishLogin(request, reply, account.id);
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
    // New and existing addresses get the same answer (issue 14, finding 2): the sign-in form
    // with a notice; the owner of an existing account is told by e-mail instead.
    if (result.existing) {
      await sendAccountExistsEmail(app.adapters.mailer, config, result.existing.email);
    }
    return html(
      reply,
      signInPage({
        action: `${base(interaction.uid)}/login`,
        signUpHref: `${base(interaction.uid)}/signup`,
        email: values.email,
        notice: SIGN_UP_NOTICE,
      }),
    );
  });
}
