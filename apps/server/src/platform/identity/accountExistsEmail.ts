import type { Mailer } from '../../adapters/email/index';
import type { ServerConfig } from '../../config';

/** The subject of the e-mail sent to an existing owner when someone signs up with their address. */
export const ACCOUNT_EXISTS_SUBJECT = 'Someone tried to create a WattWise account with your email';

/**
 * Tells the owner of an existing account that someone tried to sign up with their address, so
 * the sign-up page can answer exactly as for a new address. Sent through
 * the e-mail adapter (an outbox file written all or nothing, or SMTP by SMTP_URL).
 */
export async function sendAccountExistsEmail(
  mailer: Mailer,
  config: Pick<ServerConfig, 'publicUrl'>,
  to: string,
): Promise<void> {
  await mailer.send({
    to,
    subject: ACCOUNT_EXISTS_SUBJECT,
    text: [
      'Someone (perhaps you) tried to create a WattWise account with this email address, which',
      'already has an account. No new account was created.',
      '',
      `If it was you, sign in at ${config.publicUrl}/ instead. If it was not, you can ignore this`,
      'message: your account and password are unchanged.',
      '',
    ].join('\n'),
  });
}
