import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsPage } from '@wattwise/domain';
import type { BuiltApp } from '../src/app';
import { loadConfig } from '../src/config';
import { providerBrowser } from './support/providerBrowser';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { fakeWebDist, testApp } from './support/testApp';

let databases: TestDatabases;
let built: BuiltApp;
const webDist = fakeWebDist();
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'assets', 'index-abc123.js'),
  'console.log(1)\n//# sourceMappingURL=index-abc123.js.map',
);
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.map'), '{"sources":["secret.ts"]}');
mkdirSync(path.join(webDist, 'legal'));
writeFileSync(path.join(webDist, 'legal', 'end-user-licence-agreement.pdf'), '%PDF-1.3 licence');

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), { env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

function expectSecurityHeaders(headers: Record<string, unknown>, where: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(csp, where).toContain("default-src 'self'");
  expect(csp, where).toContain("object-src 'none'");
  expect(csp, where).toMatch(/worker-src 'self' blob:/);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('same-origin');
  expect(headers['x-frame-options'], where).toBe('DENY');
}

describe('security headers', () => {
  it('are on the app, the API, the identity pages and the provider, and the runtime config script is allowed by its hash', async () => {
    const home = await built.app.inject({ method: 'GET', url: '/' });
    expectSecurityHeaders(home.headers, '/');
    const inline = /<script>(.*?)<\/script>/.exec(home.body)?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(String(home.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);

    const api = await built.app.inject({
      method: 'GET',
      url: '/api/buildingdata/get-building-types',
    });
    expectSecurityHeaders(api.headers, 'api');
    const browser = providerBrowser(built.app);
    const { interactionUrl } = await browser.startSignIn();
    const signIn = await browser.request('GET', interactionUrl);
    expectSecurityHeaders(signIn.headers, 'sign-in');
    expect(signIn.body).not.toMatch(/<script>|onclick=/);
    const discovery = await built.app.inject({
      method: 'GET',
      url: '/.well-known/openid-configuration',
    });
    expect(discovery.headers['x-content-type-options']).toBe('nosniff');
    expect(discovery.json().revocation_endpoint).toMatch(/\/oauth\/revoke$/);
    const script = await built.app.inject({ method: 'GET', url: '/account/page.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
  });

  it('serves hashed assets but not their source maps', async () => {
    const asset = await built.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    const map = await built.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });
});

describe('the licence PDF the terms page embeds', () => {
  it('may be framed by our own pages only, while every other answer may not be framed at all', async () => {
    const pdf = await built.app.inject({
      method: 'GET',
      url: termsPage.pdfPath,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(pdf.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');

    const terms = await built.app.inject({ method: 'GET', url: '/terms' });
    expectSecurityHeaders(terms.headers, '/terms');
    const missing = await built.app.inject({ method: 'GET', url: '/legal/nothing.pdf' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-frame-options']).toBe('DENY');
  });
});

describe('ETag on GET JSON answers (issue 14, throughput)', () => {
  it('answers 304 without a body when the client has the same answer, and 200 when it changed', async () => {
    const first = await built.app.inject({
      method: 'GET',
      url: '/api/buildingdata/get-building-types',
    });
    const etag = String(first.headers.etag ?? '');
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await built.app.inject({
      method: 'GET',
      url: '/api/buildingdata/get-building-types',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The answer changes: the old ETag no longer matches.
    await built.database.db
      .insertInto('building_types')
      .values({
        key: 'ETAG_CHECK_TYPE',
        label: 'A type added after the first answer',
        hidden: false,
      })
      .execute();
    const changed = await built.app.inject({
      method: 'GET',
      url: '/api/buildingdata/get-building-types',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).not.toBe(first.body);
    expect(changed.body).toContain('A type added after the first answer');
  });
});

describe('listening address', () => {
  it('is loopback unless HOST opens it', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
