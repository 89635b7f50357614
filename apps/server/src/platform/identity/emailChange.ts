import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Mailer } from '../../adapters/email/index';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { findAccountByEmail, normaliseEmail } from './accounts';

/**
 * Changing the e-mail of an account (the profile page): the page answers the same whether the new
 * address is free or already has an account, so it cannot be used to find out which addresses
 * have accounts. The new address gets the e-mail: a link that makes the change if it is free, or a
 * note that it already has an account. Only whoever reads that mailbox learns which.
 */
export const EMAIL_CHANGE_PATH = '/account/email';
/** How long the link works (designed: a working day, as most services' confirmation links). */
const LINK_HOURS = 24;

export const EMAIL_CHANGE_SUBJECT = 'Confirm your new WattWise email address';
export const EMAIL_IN_USE_SUBJECT = 'Your email address was given for another WattWise account';

interface EmailChange {
  account: string;
  from: string;
  to: string;
  /** Expiry, milliseconds since 1970. */
  until: number;
}

function mac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(`email-change:${text}`).digest('base64url');
}

/** The link's token: the change itself, signed, so nothing waits in the database. */
function emailChangeToken(secret: string, change: EmailChange): string {
  const text = Buffer.from(JSON.stringify(change)).toString('base64url');
  return `${text}.${mac(secret, text)}`;
}

/** The change a token asks for, when it is signed by this server and not expired. */
export function readEmailChangeToken(
  secret: string,
  token: string | undefined,
  now = Date.now(),
): EmailChange | undefined {
  const [text, given] = (token ?? '').split('.');
  if (!text || !given) return undefined;
  const expected = Buffer.from(mac(secret, text));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  try {
    const change = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as EmailChange;
    return typeof change.until === 'number' && change.until > now ? change : undefined;
  } catch {
    return undefined;
  }
}

/** Sends the new address its link, or the note that it already has an account. */
export async function sendEmailChange(
  deps: { db: Kysely<Database>; mailer: Mailer; config: Pick<ServerConfig, 'publicUrl'> },
  secret: string,
  request: { account: string; from: string; to: string },
): Promise<void> {
  const to = normaliseEmail(request.to);
  const other = await findAccountByEmail(deps.db, to);
  if (other) {
    await deps.mailer.send({
      to,
      subject: EMAIL_IN_USE_SUBJECT,
      text: [
        'Someone (perhaps you) asked to move another WattWise account to this email address,',
        'which already has an account. Nothing was changed.',
        '',
        `If it was you, sign in at ${deps.config.publicUrl}/ with this address instead.`,
        '',
      ].join('\n'),
    });
    return;
  }
  const token = emailChangeToken(secret, {
    account: request.account,
    from: normaliseEmail(request.from),
    to,
    until: Date.now() + LINK_HOURS * 60 * 60 * 1000,
  });
  const link = `${deps.config.publicUrl}${EMAIL_CHANGE_PATH}?${new URLSearchParams({ token })}`;
  await deps.mailer.send({
    to,
    subject: EMAIL_CHANGE_SUBJECT,
    text: [
      'Someone (perhaps you) asked to use this email address for a WattWise account.',
      `To confirm, open this link within ${LINK_HOURS} hours:`,
      '',
      link,
      '',
      'If it was not you, you can ignore this message: nothing changes until the link is opened.',
      '',
    ].join('\n'),
  });
}

export type EmailChangeOutcome = 'changed' | 'in-use' | 'stale';

/**
 * Makes a confirmed change: only while the account still has the address the link was made for
 * (a link used twice, or after another change, is stale) and the new address is still free.
 */
export async function applyEmailChange(
  db: Kysely<Database>,
  change: EmailChange,
): Promise<EmailChangeOutcome> {
  if (await findAccountByEmail(db, change.to)) return 'in-use';
  const updated = await db
    .updateTable('accounts')
    .set({ email: change.to, updated_at: new Date() })
    .where('id', '=', change.account)
    .where('email', '=', change.from)
    .executeTakeFirst()
    .catch((error: unknown) => {
      // Taken between the check and the update (the column is unique).
      if ((error as { code?: string }).code === '23505') return 'in-use' as const;
      throw error;
    });
  if (updated === 'in-use') return 'in-use';
  return Number(updated.numUpdatedRows) > 0 ? 'changed' : 'stale';
}
