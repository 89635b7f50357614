import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { writeFileAtomically, type FileSystem } from '../storage/writeFileAtomically';

/** The subject of the e-mail sent to an existing owner when someone signs up with their address. */
export const ACCOUNT_EXISTS_SUBJECT = 'Someone tried to create a WattWise account with your email';

/**
 * Tells the owner of an existing account that someone tried to sign up with their address, so
 * the sign-up page can answer exactly as for a new address (issue 14, finding 2). Written as an
 * RFC 5322 message to $DATA_DIR/outbox (ARCHITECTURE.md e-mail row); the spine's e-mail adapter
 * replaces this when merged (same arguments).
 */
export async function sendAccountExistsEmail(
  config: Pick<ServerConfig, 'dataDir' | 'publicUrl' | 'supportEmail'>,
  to: string,
  fs?: FileSystem,
): Promise<string> {
  const id = randomUUID();
  const message = [
    `From: WattWise <${config.supportEmail}>`,
    `To: <${to}>`,
    `Subject: ${ACCOUNT_EXISTS_SUBJECT}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${id}@wattwise>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Someone (perhaps you) tried to create a WattWise account with this email address, which',
    'already has an account. No new account was created.',
    '',
    `If it was you, sign in at ${config.publicUrl}/ instead. If it was not, you can ignore this`,
    'message: your account and password are unchanged.',
    '',
  ].join('\r\n');
  const file = path.join(config.dataDir, 'outbox', `${Date.now()}-${id}.eml`);
  await writeFileAtomically(file, message, fs);
  return file;
}
