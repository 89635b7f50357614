import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../../db/schema';
import { sessionIdOf, type BrowserSessionStore } from './browserSessions';
import {
  changePassword,
  createAccount,
  findAccountById,
  MIN_PASSWORD_LENGTH,
  updateProfile,
} from './accounts';
import type { ServerConfig } from '../../config';
import { sendAccountExistsEmail } from './accountExistsEmail';
import {
  applyEmailChange,
  EMAIL_CHANGE_PATH,
  readEmailChangeToken,
  sendEmailChange,
} from './emailChange';
import { SIGN_UP_NOTICE } from './interactionRoutes';
import { endOtherProviderSignIns } from './oidcAdapter';
import type { RevokedAccessTokenList } from './revokedAccessTokens';
import {
  changePasswordPage,
  messagePage,
  PAGE_SCRIPT_PATH,
  pageScript,
  profilePage,
  signUpPage,
} from './pages';

type FormBody = Record<string, string | undefined>;
type FormRequest = FastifyRequest<{ Body: FormBody; Querystring: { done?: string } }>;

function html(reply: FastifyReply, body: string, status = 200) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

/**
 * Account pages outside an authorization request: sign-up, change password and edit profile.
 * The app opens change-password and edit-profile in a popup; they find the signed-in account
 * through the identity provider's own session cookie (the same one that keeps the user signed
 * in), so no token travels in the URL. A form token tied to that session guards the posts.
 */
export function registerAccountRoutes(
  app: FastifyInstance,
  options: {
    provider: Provider;
    db: Kysely<Database>;
    cookieSecret: string;
    appUrl: string;
    config: ServerConfig;
    /** The web app's sessions: a password change ends the user's others (docs/adr/0019). */
    sessions?: BrowserSessionStore;
    /** The revoked access tokens: a password change refuses the account's earlier tokens. */
    revokedList?: RevokedAccessTokenList;
  },
) {
  const { provider, db, cookieSecret, appUrl, config, sessions, revokedList } = options;

  async function signedInSession(request: FastifyRequest, reply: FastifyReply) {
    const ctx = { req: request.raw, res: reply.raw } as unknown as KoaContextWithOIDC;
    const session = await provider.Session.get(ctx);
    if (!session.accountId) return undefined;
    const grantIds = Object.values(session.authorizations ?? {})
      .map((authorization) => authorization.grantId)
      .filter((grantId): grantId is string => typeof grantId === 'string');
    return { accountId: session.accountId, id: session.jti, grantIds };
  }

  const formToken = (sessionId: string) =>
    createHmac('sha256', cookieSecret).update(`account-form:${sessionId}`).digest('base64url');

  function formTokenMatches(sessionId: string, given: string | undefined): boolean {
    const expected = Buffer.from(formToken(sessionId));
    const actual = Buffer.from(given ?? '');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  const signInFirst = messagePage(
    'Sign in first',
    'Sign in to WattWise, then open this page again from the account menu.',
    { href: `${appUrl}/`, text: 'Go to WattWise' },
  );
  const staleForm = messagePage(
    'Page expired',
    'This form has expired. Open it again from the account menu.',
    { href: `${appUrl}/`, text: 'Go to WattWise' },
  );

  // The identity pages' one script, as a file so the CSP allows no inline script.
  app.get(PAGE_SCRIPT_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(pageScript),
  );

  app.get('/account/signup', async (_request, reply) =>
    html(reply, signUpPage({ action: '/account/signup', minPasswordLength: MIN_PASSWORD_LENGTH })),
  );

  app.post('/account/signup', async (request: FormRequest, reply) => {
    const values = { name: request.body?.name ?? '', email: request.body?.email ?? '' };
    const result = await createAccount(db, { ...values, password: request.body?.password ?? '' });
    if (!result.ok) {
      return html(
        reply,
        signUpPage({
          action: '/account/signup',
          values,
          errors: result.errors,
          minPasswordLength: MIN_PASSWORD_LENGTH,
        }),
        400,
      );
    }
    // The same answer for a new and an existing address.
    if (result.existing) {
      await sendAccountExistsEmail(app.adapters.mailer, config, result.existing.email);
    }
    return html(
      reply,
      messagePage('Check your email', SIGN_UP_NOTICE, {
        href: `${appUrl}/`,
        text: 'Go to WattWise',
      }),
    );
  });

  app.get('/account/password', async (request: FormRequest, reply) => {
    const session = await signedInSession(request, reply);
    if (!session) return html(reply, signInFirst, 401);
    return html(
      reply,
      changePasswordPage({
        action: '/account/password',
        csrf: formToken(session.id),
        done: request.query.done === '1',
        minPasswordLength: MIN_PASSWORD_LENGTH,
      }),
    );
  });

  app.post('/account/password', async (request: FormRequest, reply) => {
    const session = await signedInSession(request, reply);
    if (!session) return html(reply, signInFirst, 401);
    if (!formTokenMatches(session.id, request.body?.csrf)) return html(reply, staleForm, 403);
    const result = await changePassword(
      db,
      session.accountId,
      request.body?.current ?? '',
      request.body?.password ?? '',
    );
    if (!result.ok) {
      return html(
        reply,
        changePasswordPage({
          action: '/account/password',
          csrf: formToken(session.id),
          errors: result.errors,
          minPasswordLength: MIN_PASSWORD_LENGTH,
        }),
        400,
      );
    }
    // Whoever knew the old password may hold a session or a token: every other browser signs in
    // again (its app session and its provider session end), refresh tokens and grants end, and
    // access tokens issued before now are refused. This browser stays signed in.
    await sessions?.endAllOf(session.accountId, sessionIdOf(request, config));
    await endOtherProviderSignIns(db, session.accountId, {
      sessionId: session.id,
      grantIds: session.grantIds,
    });
    await revokedList?.revokeAccount(session.accountId);
    return reply.redirect('/account/password?done=1', 303);
  });

  app.get('/account/profile', async (request: FormRequest, reply) => {
    const session = await signedInSession(request, reply);
    const account = session ? await findAccountById(db, session.accountId) : undefined;
    if (!session || !account) return html(reply, signInFirst, 401);
    return html(
      reply,
      profilePage({
        action: '/account/profile',
        csrf: formToken(session.id),
        values: { name: account.name, email: account.email },
        done: request.query.done === '1' || request.query.done === 'email',
        emailSent: request.query.done === 'email',
      }),
    );
  });

  app.post('/account/profile', async (request: FormRequest, reply) => {
    const session = await signedInSession(request, reply);
    if (!session) return html(reply, signInFirst, 401);
    if (!formTokenMatches(session.id, request.body?.csrf)) return html(reply, staleForm, 403);
    const values = { name: request.body?.name ?? '', email: request.body?.email ?? '' };
    const result = await updateProfile(db, session.accountId, values);
    if (!result.ok) {
      return html(
        reply,
        profilePage({
          action: '/account/profile',
          csrf: formToken(session.id),
          values,
          errors: result.errors,
        }),
        400,
      );
    }
    if (!result.emailChange) return reply.redirect('/account/profile?done=1', 303);
    await sendEmailChange({ db, mailer: app.adapters.mailer, config }, cookieSecret, {
      account: session.accountId,
      ...result.emailChange,
    });
    return reply.redirect('/account/profile?done=email', 303);
  });

  // The link of the confirmation e-mail: works in any browser, signed in or not (it is the proof).
  app.get(EMAIL_CHANGE_PATH, async (request: FormRequest, reply) => {
    const token = (request.query as { token?: string }).token;
    const change = readEmailChangeToken(cookieSecret, token);
    const outcome = change ? await applyEmailChange(db, change) : 'stale';
    const back = { href: `${appUrl}/`, text: 'Go to WattWise' };
    if (outcome === 'changed') {
      return html(
        reply,
        messagePage('Email changed', `Your WattWise email address is now ${change!.to}.`, back),
      );
    }
    return html(
      reply,
      messagePage(
        'Email not changed',
        outcome === 'in-use'
          ? 'This email address already has a WattWise account, so it was not moved to yours.'
          : 'This link has expired or was already used. Change your email again from your profile.',
        back,
      ),
      400,
    );
  });
}
