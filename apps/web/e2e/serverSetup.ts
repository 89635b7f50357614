import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoPassword } from './testAccounts';

/**
 * Playwright global setup: starts the real server (apps/server/dist/main.js) on a free port
 * with a fresh data directory, serving this app's built dist/, and returns the teardown.
 * Tests read the address from WATTWISE_E2E_BASE_URL and the data directory from
 * WATTWISE_E2E_DATA_DIR (workers inherit the environment).
 */
const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = resolve(webRoot, '../server/dist/main.js');
const webDist = resolve(webRoot, 'dist');
const startTimeoutMs = 240_000;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function isReady(baseUrl: string): Promise<boolean> {
  for (const path of ['/api/health', '/api/openapi.json']) {
    try {
      const response = await fetch(baseUrl + path);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
  }
  return false;
}

export default async function startServer(): Promise<() => Promise<void>> {
  for (const [built, command] of [
    [join(webDist, 'index.html'), 'npm run build -w @wattwise/web'],
    [serverEntry, 'npm run build -w @wattwise/server'],
  ] as const) {
    if (!existsSync(built))
      throw new Error(`${built} is missing: run \`${command}\` (turbo does it before e2e).`);
  }
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'wattwise-e2e-'));
  const logPath = join(dataDir, 'server.log');
  const log = createWriteStream(logPath);

  const server = spawn(process.execPath, [serverEntry], {
    cwd: resolve(webRoot, '../server'),
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DEMO_PASSWORD: demoPassword,
      WEB_DIST: webDist,
      DATABASE_URL: '',
      // Two spec files sign in at once, about 50 times in a few minutes from this one address:
      // above the per-client sign-in budget. The budgets themselves are tested in the server's
      // hardening-rateLimits.test.ts.
      RATE_LIMIT_SIGN_IN: '1000/900',
      RATE_LIMIT_SIGN_UP: '1000/3600',
      // Every model run pauses 1.5 s before it computes, so a journey can see the recalibrating
      // state a save starts: the engine alone models a building in about 30 ms, which can end
      // before the page asks again (it did once in CI). The pause is the server's test hook.
      JOB_PAUSE_MS: '1500',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  let exited = false;
  server.once('exit', () => {
    exited = true;
  });

  const stop = async (): Promise<void> => {
    if (!exited) {
      const gone = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
      await gone;
      clearTimeout(timer);
    }
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + startTimeoutMs;
  while (!(await isReady(baseUrl))) {
    if (exited || Date.now() > deadline) {
      const output = await readFile(logPath, 'utf8').catch(() => '');
      await stop();
      throw new Error(
        `The server did not start on ${baseUrl} (${serverEntry}).\n${output.slice(-4000)}`,
      );
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }

  process.env.WATTWISE_E2E_BASE_URL = baseUrl;
  // Tests read what the server wrote there, e.g. the e-mail outbox ($DATA_DIR/outbox).
  process.env.WATTWISE_E2E_DATA_DIR = dataDir;
  return stop;
}
