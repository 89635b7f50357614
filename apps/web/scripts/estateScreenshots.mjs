// Screenshots of the estate page at 1440 and 390 px, for a person to look at: the demo account's
// estate, then a generated estate of ESTATE_SITES (default 1,000) sites. Starts the built server
// (apps/server/dist) on a fresh data directory, signs in as the demo, stops it, adds the generated
// estate to its database (apps/server/scripts/generateEstate.ts), starts it again and signs in as
// the estate's owner. Prints the server time of each page's GET /api/estate. Writes
// docs/screenshots/estate-{demo,1000}-{1440,390}.png (or SHOTS_DIR).
//   npm run build && node apps/web/scripts/estateScreenshots.mjs
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverRoot = resolve(webRoot, '../server');
const shots = resolve(process.env.SHOTS_DIR ?? resolve(webRoot, '../../docs/screenshots'));
const sites = Number(process.env.ESTATE_SITES ?? 1000);
const demo = { email: 'demo@wattwise.local', password: 'wattwise-demo' };
const owner = { email: 'estate@wattwise.local', password: 'wattwise-estate' };

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => done(port));
    });
  });
}

/** Runs a command to its end; fails with its output when it fails. */
function run(command, args, env) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: serverRoot, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      code === 0 ? done(output) : fail(new Error(`${command} ${args.join(' ')}:\n${output}`)),
    );
  });
}

/** The built server on DATA_DIR until `stop()`. */
async function startServer(dataDir) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, [join(serverRoot, 'dist/main.js')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DEMO_PASSWORD: demo.password,
      WEB_DIST: join(webRoot, 'dist'),
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  const gone = new Promise((done) => server.once('exit', done));
  const deadline = Date.now() + 900_000;
  for (;;) {
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      await gone;
      throw new Error(`The server did not start on ${baseUrl}`);
    }
    const ready = await fetch(`${baseUrl}/api/openapi.json`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return {
    baseUrl,
    stop: async () => {
      server.kill('SIGTERM');
      await gone;
    },
  };
}

/** Signs in and saves /estate at each width; returns the server time of its overview. */
async function shoot(baseUrl, account, name) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const timings = [];
  try {
    for (const width of [1440, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, baseURL: baseUrl });
      page.setDefaultTimeout(120_000);
      await page.goto('/');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('list', { name: 'Your sites' }).waitFor();
      await page.goto('/estate');
      await page.getByText(/^[\d,]+ sites, [\d,]+ buildings, as of/).waitFor();
      await page.evaluate(() => document.fonts.ready);
      const path = join(shots, `estate-${name}-${width}.png`);
      await page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide' });
      console.log(`wrote ${path}`);
      // The overview again with the page's session: its time as the browser's client waits for it.
      const begin = performance.now();
      const answer = await page.request.get('/api/estate');
      if (!answer.ok()) throw new Error(`/api/estate: ${answer.status()}`);
      timings.push(`${(performance.now() - begin).toFixed(0)} ms`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`${name}: GET /api/estate after the page, wall time: ${timings.join(', ')}`);
}

await mkdir(shots, { recursive: true });
const dataDir = await mkdtemp(join(tmpdir(), 'wattwise-estate-shots-'));
try {
  let server = await startServer(dataDir);
  try {
    await shoot(server.baseUrl, demo, 'demo');
  } finally {
    await server.stop();
  }
  console.log(
    (
      await run(process.execPath, ['--import', 'tsx', 'scripts/generateEstate.ts'], {
        DATA_DIR: dataDir,
        ESTATE_EMAIL: owner.email,
        ESTATE_PASSWORD: owner.password,
        ESTATE_SITES: String(sites),
      })
    ).trim(),
  );
  server = await startServer(dataDir);
  try {
    await shoot(server.baseUrl, owner, sites === 1000 ? '1000' : String(sites));
  } finally {
    await server.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
