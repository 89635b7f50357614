// Lighthouse mobile scores of the production build (the goal: performance 95 on a phone, so that a
// visitor on slow 4G sees a usable page within seconds, and accessibility 100; docs/adr/0019,
// 0025): starts the real built server (apps/server/dist, fresh PGlite data directory, serving this
// app's dist/) on a free port, signs the demo account in once in Debian's Chromium, then runs
// Lighthouse's default mobile configuration (simulated slow 4G, 4× CPU slowdown) on four pages:
// the signed-in home, a diagnose page, the improvement plan and the public energy-saving map. It
// prints each run's scores, main metrics and weight, then each page's medians. A script that
// prints figures, not a test: `npm run lighthouse -w @wattwise/web` (after `npm run build`).
//   CHROMIUM_PATH overrides /usr/bin/chromium; LIGHTHOUSE_TARGET (default 95) only marks the lines;
//   LIGHTHOUSE_RUNS (default 5) measures each page that many times and prints the medians;
//   LIGHTHOUSE_PAGES=plan,map measures only the pages whose names contain one of those words;
//   WEB_DIST serves another build than dist/ (its render from the dist-server/ beside it);
//   BASE_URL measures a server that is already running (seeded with DEMO_PASSWORD=lighthouse-demo)
//   instead of starting one;
//   LIGHTHOUSE_JSON=dir writes each report's JSON there (metrics, critical request chains);
//   LIGHTHOUSE_HTTP2=1 puts a TLS and HTTP/2 proxy in front of the server (a throwaway self-signed
//   certificate made with openssl), as a deployment behind a terminating proxy serves the app: over
//   HTTP/1.1 the browser opens at most six connections per host, and the first page's 40-odd
//   chunks queue on them (docs/adr/0016).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = resolve(webRoot, '../server/dist/main.js');
const webDist = resolve(process.env.WEB_DIST ?? join(webRoot, 'dist'));
const target = Number(process.env.LIGHTHOUSE_TARGET ?? 95);
const demo = { email: 'demo@wattwise.local', password: 'lighthouse-demo' };
/** Seeded by apps/server (db/seedSites.ts): the demo account's paid Predict site. */
const paidSiteId = '480aeb58-1fd5-4b17-8ba7-cd73ea636042';

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/**
 * An HTTP/2 and TLS proxy on `port` to the server on `targetPort`, with a self-signed certificate
 * for localhost (openssl). Measurement only: the product serves HTTP/1.1 behind its host's proxy.
 */
async function startHttp2Proxy(port, targetPort) {
  const dir = await mkdtemp(join(tmpdir(), 'wattwise-lighthouse-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const proxy = createSecureServer(
    {
      key: await readFile(join(dir, 'key.pem')),
      cert: await readFile(join(dir, 'cert.pem')),
      allowHTTP1: true,
    },
    (req, res) => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !name.startsWith(':')),
      );
      // As a terminating proxy does: the server's own host, and the scheme the browser used.
      headers.host = `localhost:${targetPort}`;
      headers['x-forwarded-proto'] = 'https';
      const upstream = httpRequest(
        { host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers },
        (answer) => {
          const {
            connection: _c,
            'keep-alive': _k,
            'transfer-encoding': _t,
            ...rest
          } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, rest);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    },
  );
  await new Promise((done) => proxy.listen(port, '127.0.0.1', done));
  return async () => {
    await new Promise((done) => proxy.close(done));
    await rm(dir, { recursive: true, force: true });
  };
}

async function startServer() {
  for (const built of [join(webDist, 'index.html'), serverEntry]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first.`);
  }
  const port = await freePort();
  const proxyPort = http2 ? await freePort() : undefined;
  // The server's public address is the proxy's when there is one (issuer, redirects, cookies).
  const baseUrl = proxyPort ? `https://localhost:${proxyPort}` : `http://localhost:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'wattwise-lighthouse-'));
  const server = spawn(process.execPath, [serverEntry], {
    cwd: resolve(webRoot, '../server'),
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DEMO_PASSWORD: demo.password,
      WEB_DIST: webDist,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stopProxy = proxyPort ? await startHttp2Proxy(proxyPort, port) : async () => {};
  const stop = async () => {
    await stopProxy();
    if (server.exitCode === null) {
      const gone = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await gone;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  // A cold start migrates and seeds a fresh database: minutes on a loaded machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${port}/api/openapi.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not start on ${baseUrl}`);
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  return { baseUrl, stop };
}

/** Signs the demo account in through the embedded identity provider's page. */
async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('input[name=email]', { timeout: 60_000 });
  await page.type('input[name=email]', demo.email);
  await page.type('input[name=password]', demo.password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('button')]);
  await page.waitForFunction(() => document.body.innerText.includes('Your sites'), {
    timeout: 60_000,
  });
}

/**
 * The address `url` ends on once its redirects are followed: a one-building site's diagnose and
 * plan answer with their building's. Lighthouse now and then loses the start of a redirected
 * navigation (NO_NAVSTART), so each page is measured at its final address.
 */
async function finalAddress(page, url) {
  await page.goto(url, { waitUntil: 'networkidle0' });
  return page.url();
}

const ms = (audit) => `${Math.round(audit.numericValue)} ms`;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** One Lighthouse run of `url`: a cold first visit (HTTP cache emptied, the session kept). */
async function lighthouseRun(page, url) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const { lhr } = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    },
    undefined,
    page,
  );
  return lhr;
}

async function measure(page, name, url) {
  let lhr = await lighthouseRun(page, url);
  // Lighthouse now and then loses the start of a navigation that is redirected (the diagnose's
  // site address answers 302 to its building's): NO_NAVSTART. Such a run measured nothing; once
  // more, then it counts as not measured (no score, left out of the median).
  if (lhr.runtimeError) {
    console.log(`${name}: Lighthouse could not measure (${lhr.runtimeError.code}); once more`);
    lhr = await lighthouseRun(page, url);
  }
  if (lhr.runtimeError) {
    console.log(
      `${name}: Lighthouse could not measure: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
    return null;
  }
  if (jsonDir) {
    await mkdir(jsonDir, { recursive: true });
    const file = `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${Date.now()}.json`;
    await writeFile(join(jsonDir, file), JSON.stringify(lhr));
  }
  const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
  const accessibility = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
  const a = lhr.audits;
  const weight = a['total-byte-weight'];
  const scripts = (a['resource-summary']?.details?.items ?? []).find(
    (item) => item.resourceType === 'script',
  );
  console.log(
    `${name}: mobile performance ${score} (target ≥ ${target}${score >= target ? ', met' : ', NOT met'})` +
      `, accessibility ${accessibility}`,
  );
  console.log(
    `  FCP ${ms(a['first-contentful-paint'])} · LCP ${ms(a['largest-contentful-paint'])} · ` +
      `TBT ${ms(a['total-blocking-time'])} · CLS ${a['cumulative-layout-shift'].numericValue.toFixed(3)} · ` +
      `Speed Index ${ms(a['speed-index'])}`,
  );
  console.log(
    `  total weight ${kb(weight.numericValue)} transferred` +
      (scripts ? ` (JavaScript ${kb(scripts.transferSize)} in ${scripts.requestCount} files)` : ''),
  );
  const heaviest = (a['bootup-time']?.details?.items ?? [])
    .slice(0, 3)
    .map((item) => `${item.url.replace(/^.*\//, '')} ${Math.round(item.total)} ms`);
  if (heaviest.length) console.log(`  main-thread time by script: ${heaviest.join(' · ')}`);
  // Lighthouse simulates the phone as 4× slower than this machine as it measured it, so a busy or
  // slow machine lowers the score of the same build: compare runs with a similar index.
  console.log(`  this machine's benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`);
  return { performance: score, accessibility };
}

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const http2 = Boolean(process.env.LIGHTHOUSE_HTTP2);
const jsonDir = process.env.LIGHTHOUSE_JSON;
const { baseUrl, stop } = process.env.BASE_URL
  ? { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {} }
  : await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: [
    '--headless=new',
    ...chromiumArgs,
    // The HTTP/2 proxy's certificate is self-signed.
    ...(http2 ? ['--ignore-certificate-errors'] : []),
  ],
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await signIn(page, baseUrl);
  console.log(
    `Lighthouse (default mobile: simulated slow 4G, 4× CPU) on the production build, ${baseUrl}` +
      (http2
        ? ' (HTTP/2 and TLS proxy in front of the server)'
        : ' (HTTP/1.1, as the server serves it)'),
  );
  const only = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
  const pages = [
    ['home (signed in, first page)', '/'],
    ['diagnose (paid site)', `/predict/${paidSiteId}/diagnose`],
    ['improvement plan (paid site)', `/predict/${paidSiteId}/improvement-plan`],
    ['public energy-saving map', '/predict/energysavingmap'],
  ].filter(([name]) => only.length === 0 || only.some((word) => name.includes(word)));
  const addresses = [];
  for (const [name, path] of pages) {
    addresses.push([name, await finalAddress(page, `${baseUrl}${path}`)]);
  }
  for (const [name, url] of addresses) console.log(`  ${name}: ${url.replace(baseUrl, '')}`);
  const scores = Object.fromEntries(pages.map(([name]) => [name, []]));
  for (let run = 1; run <= runs; run++) {
    const suffix = runs > 1 ? ` run ${run}` : '';
    for (const [name, url] of addresses) {
      scores[name].push(await measure(page, `${name}${suffix}`, url));
    }
  }
  // One run's score moves by several points with the machine's load: the median of several runs
  // is the figure to compare.
  const median = (list) => list[Math.floor((list.length - 1) / 2)];
  console.log(`Medians of ${runs} run${runs > 1 ? 's' : ''} (mobile):`);
  for (const [name, list] of Object.entries(scores)) {
    const measured = list.filter((score) => score !== null);
    if (measured.length === 0) {
      console.log(`  ${name}: no run measured`);
      continue;
    }
    const performance = measured.map((s) => s.performance).sort((a, b) => a - b);
    const accessibility = measured.map((s) => s.accessibility).sort((a, b) => a - b);
    const met = median(performance) >= target ? 'met' : 'NOT met';
    console.log(
      `  ${name}: performance ${median(performance)} (${performance.join(', ')}; target ≥ ${target}, ` +
        `${met}) · accessibility ${median(accessibility)} (${accessibility.join(', ')})`,
    );
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await stop();
}
