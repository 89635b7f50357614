import { randomUUID } from 'node:crypto';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { writeFileAtomically, type FileSystem } from '../writeFileAtomically';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

/**
 * E-mail. Embedded default: one JSON file per message under $DATA_DIR/outbox (read them to see
 * what would have been sent). Production: SMTP through nodemailer when SMTP_URL is set.
 */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: OutgoingEmail): Promise<void>;
}

export function createMailer(options: {
  dataDir: string;
  smtpUrl: string | undefined;
  from: string;
  /** Test double for a full disk (adapters/writeFileAtomically). */
  fs?: FileSystem;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  return {
    kind: 'outbox',
    async send(message) {
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`,
      );
      // All or nothing: a full disk leaves no half-written e-mail (StorageFullError).
      await writeFileAtomically(
        file,
        JSON.stringify({ from: options.from, ...message }, null, 2),
        options.fs,
      );
    },
  };
}
