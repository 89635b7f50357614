import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileBlobStore, decodeDataUrl } from './blobs/index';
import { captchaVerifier } from './captcha/index';
import { createMailer } from './email/index';

const answer = (body: unknown) =>
  (async () => new Response(JSON.stringify(body))) as unknown as typeof fetch;

describe('captcha', () => {
  it('is off without a secret and accepts every token', async () => {
    const verifier = captchaVerifier(undefined);
    expect(verifier.enabled).toBe(false);
    expect(await verifier.verify(undefined)).toBe(true);
  });

  it('accepts a successful signup token with a good score and refuses the rest', async () => {
    const good = captchaVerifier('secret', answer({ success: true, score: 0.9, action: 'signup' }));
    expect(await good.verify('token')).toBe(true);
    expect(await good.verify(undefined)).toBe(false);
    const lowScore = captchaVerifier(
      'secret',
      answer({ success: true, score: 0.1, action: 'signup' }),
    );
    expect(await lowScore.verify('token')).toBe(false);
    const otherAction = captchaVerifier(
      'secret',
      answer({ success: true, score: 0.9, action: 'login' }),
    );
    expect(await otherAction.verify('token')).toBe(false);
    const failed = captchaVerifier('secret', answer({ success: false }));
    expect(await failed.verify('token')).toBe(false);
    const down = captchaVerifier('secret', (async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch);
    expect(await down.verify('token')).toBe(false);
  });
});

describe('blobs', () => {
  it('stores files under DATA_DIR/blobs by server-made keys', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wattwise-blobs-'));
    const blobs = fileBlobStore(dir);
    const key = await blobs.put('epc-certificates', Buffer.from('%PDF'), 'pdf');
    expect(key).toMatch(/^epc-certificates\/[0-9a-f-]{36}\.pdf$/);
    expect((await blobs.get(key))?.toString()).toBe('%PDF');
    expect(readdirSync(path.join(dir, 'blobs', 'epc-certificates'))).toHaveLength(1);
    expect(await blobs.get('../../etc/passwd')).toBeUndefined();
    await expect(blobs.remove('../../etc/passwd')).rejects.toThrow('Invalid blob key');
    await blobs.remove(key);
    expect(await blobs.get(key)).toBeUndefined();
  });

  it('decodes a data URL certificate', () => {
    const decoded = decodeDataUrl(
      `data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}`,
    );
    expect(decoded).toEqual({ bytes: Buffer.from('%PDF-1.4'), extension: 'pdf' });
    expect(decodeDataUrl('not a data url')).toBeUndefined();
  });
});

describe('e-mail', () => {
  it('writes one outbox file per message while no SMTP_URL is set', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wattwise-mail-'));
    const mailer = createMailer({
      dataDir: dir,
      smtpUrl: undefined,
      from: 'WattWise <no-reply@wattwise.local>',
    });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'a@example.com', subject: 'Your report', text: 'Hello' });
    const files = readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(JSON.parse(readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8'))).toMatchObject({
      to: 'a@example.com',
      subject: 'Your report',
    });
  });

  it('uses SMTP when SMTP_URL is set', () => {
    const mailer = createMailer({
      dataDir: '/tmp',
      smtpUrl: 'smtp://127.0.0.1:2525',
      from: 'x@y.z',
    });
    expect(mailer.kind).toBe('smtp');
  });
});
