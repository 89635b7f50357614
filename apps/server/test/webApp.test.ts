import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { fakeWebDist, testApp } from './support/testApp';

let databases: TestDatabases;
let withWeb: BuiltApp;
let withoutWeb: BuiltApp;

beforeAll(async () => {
  databases = await createTestDatabases();
  withWeb = await testApp(await databases.next(), {
    env: { WEB_DIST: fakeWebDist(), SUPPORT_EMAIL: 'help@example.com</script>' },
  });
  withoutWeb = await testApp(await databases.next());
});
afterAll(async () => {
  await withWeb?.app.close();
  await withoutWeb?.app.close();
  await databases.dispose();
});

describe('the web app', () => {
  it('serves index.html with the runtime config injected, and falls back to it for app routes', async () => {
    for (const url of ['/', '/predict/demo', '/some/site/route?x=1']) {
      const response = await withWeb.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const match = /window\.__WATTWISE_CONFIG__ = (.*?)<\/script><\/head>/.exec(response.body);
      expect(match, url).not.toBeNull();
      expect(match![1]).not.toContain('</script>');
      expect(JSON.parse(match![1]!)).toEqual({
        auth: {
          domain: 'http://localhost:3000',
          clientId: 'wattwise-web',
          audience: 'https://api.wattwise.local',
        },
        supportEmail: 'help@example.com</script>',
        sandbox: true,
        // No session cookie came with the request (docs/adr/0019).
        signedIn: false,
      });
    }
  });

  it('serves files as they are and never answers the API or a missing file with the app', async () => {
    const robots = await withWeb.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toBe('User-agent: *\n');
    const missingFile = await withWeb.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missingFile.statusCode).toBe(404);
    const api = await withWeb.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'Not Found' });
  });

  it("sends an asset's precompressed copy to a browser that accepts it, the file itself otherwise", async () => {
    const dist = fakeWebDist();
    const script = 'console.log("WattWise");\n'.repeat(200);
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(dist, 'assets', 'index-abc.js.br'), brotliCompressSync(script));
    const served = await testApp(await databases.next(), { env: { WEB_DIST: dist } });
    try {
      const url = '/assets/index-abc.js';
      const br = await served.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.length).toBeLessThan(script.length / 10);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      const plain = await served.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    } finally {
      await served.app.close();
    }
  });

  it("names the route's chunks as module preloads in index.html, each route its own", async () => {
    const dist = fakeWebDist();
    const preloads = {
      home: [
        '/assets/RoutesWithSignIn-a.js',
        '/assets/HomeScreen-b.js',
        '/assets/HomeScreen-b.css',
      ],
      'predict-site-diagnose': ['/assets/RoutesWithSignIn-a.js', '/assets/DiagnoseScreen-c.js'],
      'not-found': ['/assets/NotFound-d.js', 'https://elsewhere.example/x.js', '"><script>'],
    };
    writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(preloads));
    const served = await testApp(await databases.next(), { env: { WEB_DIST: dist } });
    try {
      const preloaded = async (url: string) => {
        const response = await served.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('window.__WATTWISE_CONFIG__');
        return [
          ...response.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
        ].map((m) => m[1]);
      };
      expect(await preloaded('/')).toEqual(preloads.home.slice(0, 2));
      // A screen's stylesheet is in the head, so a page rendered by the server is styled at once.
      const home = (await served.app.inject({ method: 'GET', url: '/' })).body;
      expect(home).toMatch(
        /<link rel="stylesheet" crossorigin href="\/assets\/HomeScreen-b\.css">.*<\/head>/s,
      );
      expect(await preloaded('/predict/480aeb58-1fd5-4b17-8ba7-cd73ea636042/diagnose?x=1')).toEqual(
        preloads['predict-site-diagnose'],
      );
      // Only the build's own assets are ever written into the page.
      expect(await preloaded('/no/such/page')).toEqual(['/assets/NotFound-d.js']);
      expect(await preloaded('/predict/register')).toEqual([]);
    } finally {
      await served.app.close();
    }
  });

  it('says the web app is not built when WEB_DIST has no index.html', async () => {
    const response = await withoutWeb.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});
