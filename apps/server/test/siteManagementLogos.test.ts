import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { accountFixture, siteFixture } from './support/fixtures';
import { pngChunk, pngImage } from './support/images';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { providerToken } from './support/tokens';

let databases: TestDatabases;
let built: BuiltApp;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wattwise-site-management-'));
const photoJpeg = readFileSync(path.join(import.meta.dirname, 'fixtures/logos/photo.jpg'));

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), { env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

const db = () => built.database.db;
const auth = async (sub: string) => ({
  authorization: `Bearer ${await providerToken(db(), { sub })}`,
});

describe('logos (shell §4, §5, §7)', () => {
  async function upload(url: string, sub: string, payload: Buffer) {
    return built.app.inject({
      method: 'POST',
      url,
      headers: { ...(await auth(sub)), 'content-type': 'application/octet-stream' },
      payload,
    });
  }

  it('answers 204 with no logo, then serves an uploaded PNG or JPEG back byte for byte', async () => {
    const alice = await accountFixture(db(), `alice-${randomUUID()}@example.com`);
    const siteId = await siteFixture(db(), alice, { name: 'Alice Gallery' });
    const url = `/api/user/site/logo/${siteId}`;
    const none = await built.app.inject({ method: 'GET', url, headers: await auth(alice) });
    expect(none.statusCode).toBe(204);
    expect(none.rawPayload.length).toBe(0);

    const png = pngImage(302, 140);
    expect((await upload(url, alice, png)).statusCode).toBe(200);
    const served = await built.app.inject({ method: 'GET', url, headers: await auth(alice) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    // A JPEG sent with a misleading name and type is still recognised by its content.
    const jpeg = await built.app.inject({
      method: 'POST',
      url,
      headers: {
        ...(await auth(alice)),
        'content-type': 'application/octet-stream',
        'content-disposition': 'attachment; filename="logo.png"',
      },
      payload: photoJpeg,
    });
    expect(jpeg.statusCode).toBe(200);
    const servedJpeg = await built.app.inject({ method: 'GET', url, headers: await auth(alice) });
    expect(servedJpeg.headers['content-type']).toBe('image/jpeg');
    expect(servedJpeg.rawPayload.equals(photoJpeg)).toBe(true);
  });

  it('keeps the profile logo per account', async () => {
    const alice = await accountFixture(db(), `alice-${randomUUID()}@example.com`);
    const bob = await accountFixture(db(), `bob-${randomUUID()}@example.com`);
    expect((await upload('/api/user/profileLogo', alice, photoJpeg)).statusCode).toBe(200);
    const mine = await built.app.inject({
      method: 'GET',
      url: '/api/user/profileLogo',
      headers: await auth(alice),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(photoJpeg)).toBe(true);
    const bobs = await built.app.inject({
      method: 'GET',
      url: '/api/user/profileLogo',
      headers: await auth(bob),
    });
    expect(bobs.statusCode).toBe(204);
  });

  it('refuses SVG, polyglots, other files and more than 2 MB with a clear message; the logo stays', async () => {
    const alice = await accountFixture(db(), `alice-${randomUUID()}@example.com`);
    const siteId = await siteFixture(db(), alice, { name: 'Alice Studio' });
    const url = `/api/user/site/logo/${siteId}`;
    const good = pngImage(302, 140);
    expect((await upload(url, alice, good)).statusCode).toBe(200);

    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const pngThenHtml = Buffer.concat([
      good.subarray(0, 8),
      Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
    ]);
    const dataAfterIend = Buffer.concat([good, Buffer.from('<script>alert(1)</script>')]);
    const scriptInTextChunk = pngImage(302, 140, [
      pngChunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>', 'latin1')),
    ]);
    const jpegThenHtml = Buffer.concat([photoJpeg, Buffer.from('<html>hi</html>')]);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const threeMegabytes = pngImage(302, 140, [pngChunk('zzZz', Buffer.alloc(3 * 1024 * 1024))]);

    const cases: [Buffer, number, string][] = [
      [svg, 400, 'SVG images are not accepted; upload a JPEG or PNG image.'],
      [pngThenHtml, 400, 'The image is damaged or not a plain JPEG or PNG file.'],
      [dataAfterIend, 400, 'The image has data after its end and was refused.'],
      [
        scriptInTextChunk,
        400,
        'The image carries web page content (markup or script) and was refused.',
      ],
      [jpegThenHtml, 400, 'The image has data after its end and was refused.'],
      [gif, 400, 'Please choose a JPEG or PNG image.'],
      [Buffer.alloc(0), 400, 'The upload is empty; choose a JPEG or PNG image.'],
      [threeMegabytes, 413, 'Please choose an image of at most 2 MB.'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await upload(url, alice, payload);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status,
        message,
      });
    }
    const kept = await built.app.inject({ method: 'GET', url, headers: await auth(alice) });
    expect(kept.rawPayload.equals(good)).toBe(true);
  });

  it("refuses another user's site logo (404 both ways) and a demo site's upload (403)", async () => {
    const alice = await accountFixture(db(), `alice-${randomUUID()}@example.com`);
    const mallory = await accountFixture(db(), `mallory-${randomUUID()}@example.com`);
    const siteId = await siteFixture(db(), alice, { name: 'Alice Annex' });
    const url = `/api/user/site/logo/${siteId}`;
    expect((await upload(url, mallory, pngImage(10, 10))).statusCode).toBe(404);
    const read = await built.app.inject({ method: 'GET', url, headers: await auth(mallory) });
    expect(read.statusCode).toBe(404);
    const aliceView = await built.app.inject({ method: 'GET', url, headers: await auth(alice) });
    expect(aliceView.statusCode).toBe(204);

    await db().updateTable('sites').set({ demo: true }).where('id', '=', siteId).execute();
    expect((await upload(url, mallory, pngImage(10, 10))).statusCode).toBe(403);
    const still = await built.app.inject({ method: 'GET', url, headers: await auth(alice) });
    expect(still.statusCode).toBe(204);
  });
});
