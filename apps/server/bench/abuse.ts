/**
 * `npm run bench:abuse -w @wattwise/server`: can one client starve the others? Starts the server
 * (bench/abuseServer.ts, PGlite, its real rate limits) and, in turn, floods it for BENCH_SECONDS
 * (20) from one client address (127.0.0.2) with BENCH_FLOOD_CONNECTIONS (20) connections, each
 * sending its next request as soon as the last is answered:
 * - the map outlines, anonymous, a box of the largest size each time;
 * - registrations of the largest building the contract allows, half anonymous, half signed in;
 * - PDF reports of the flooding account's paid site;
 * - anonymous registrations carrying a certificate of the largest size.
 * Meanwhile another account works from 127.0.0.1 (its site list, its diagnose and its spatial
 * tree, one call after the other) and, five seconds in, adds a building, whose model run it
 * waits for. It prints that account's median and p99 latency and its run's wait, against the same
 * figures without a flood, and whether the targets hold: p99 at most 3× the quiet p99, the run
 * done within 10 s. Figures are printed as measured, met or not.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  largestBox,
  largestRegistration,
  smallRegistration,
  uploadRegistration,
} from './abuseRequests';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const floodConnections = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 20);
const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The other account's address, and each flood's client (Linux routes all of 127/8 to loopback):
 * one address per flood, so one flood's spent budgets do not refuse the next one from the start.
 */
const WORKER_ADDRESS = '127.0.0.1';
const floodAddress = (index: number) => `127.0.0.${index + 2}`;
const RUN_TARGET_MS = 10_000;
const P99_TARGET_RATIO = 3;

interface Account {
  token: string;
  siteId: string;
}
interface Ready {
  port: number;
  worker: Account;
  flooder: Account;
}
interface Call {
  method: 'GET' | 'PUT';
  path: string;
  token?: string;
  /** JSON text (made once per kind of request, so the flood costs its client little). */
  body?: string;
}

/** A JSON body template whose building name changes each time (a repeated one answers its first site). */
function bodies(make: (name: string) => unknown): () => string {
  const template = JSON.stringify(make('@NAME@'));
  let count = 0;
  return () => template.replace('@NAME@', `Flood ${process.pid} ${(count += 1)}`);
}

let port = 0;
const agents = new Map<string, http.Agent>();

function send(
  call: Call,
  localAddress: string,
): Promise<{ status: number; ms: number; body: string }> {
  let agent = agents.get(localAddress);
  if (!agent) agents.set(localAddress, (agent = new http.Agent({ keepAlive: true })));
  const payload = call.body;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: call.method,
        path: call.path,
        agent,
        localAddress,
        headers: {
          ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function startServer(): Promise<Ready & { stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wattwise-abuse-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'abuseServer.ts')], {
    cwd: path.join(here, '..'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    lines.on('line', (line) => {
      if (line.startsWith('{"ready"')) resolve(JSON.parse(line) as Ready);
    });
  });
  return {
    ...ready,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** The other account's work: its reads one after the other, and one model run, timed. */
async function work(worker: Account, until: number, runAt: number, label: string) {
  const reads: Call[] = [
    { method: 'GET', path: '/api/user/site/list', token: worker.token },
    { method: 'GET', path: `/api/predict/diagnose/${worker.siteId}`, token: worker.token },
    { method: 'GET', path: `/api/spatialstructure/${worker.siteId}`, token: worker.token },
  ];
  const latencies: number[] = [];
  let failures = 0;
  const run = (async () => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, runAt - Date.now())));
    const asked = Date.now();
    const answer = await send(
      {
        method: 'PUT',
        path: `/api/predict/register/${worker.siteId}`,
        token: worker.token,
        body: JSON.stringify(
          smallRegistration(`${label} annex ${asked}`, {
            spatialStructure: ['Ground', 'First', 'Second'].map((floor) => ({
              floor,
              spaces: { OFFICE: 4, MEETING_ROOM: 1 },
            })),
          }),
        ),
      },
      WORKER_ADDRESS,
    );
    const refusal =
      answer.status === 200
        ? (JSON.parse(answer.body) as { errorMessage?: string }).errorMessage
        : answer.body;
    if (refusal) return `refused (${answer.status}: ${refusal})`;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const events = await send(
        {
          method: 'GET',
          path: `/api/events/${worker.siteId}?type=ENERGY_MODEL`,
          token: worker.token,
        },
        WORKER_ADDRESS,
      );
      const newest = (JSON.parse(events.body) as { status: string; openDate: string }[]).find(
        (event) => Date.parse(event.openDate) >= asked - 1000,
      );
      if (newest && (newest.status === 'COMPLETE' || newest.status === 'FAILED')) {
        return Date.now() - asked;
      }
      if (Date.now() - asked > 180_000) return 'not done within 180 s';
    }
  })();
  for (let index = 0; Date.now() < until; index += 1) {
    const answer = await send(reads[index % reads.length]!, WORKER_ADDRESS);
    if (answer.status === 200) latencies.push(answer.ms);
    else failures += 1;
  }
  latencies.sort((a, b) => a - b);
  return {
    median: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    count: latencies.length,
    failures,
    runWait: await run,
  };
}

/** N connections from the flooding client, each sending as soon as the last was answered. */
async function flood(next: () => Call, until: number, address: string) {
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: floodConnections }, async () => {
      while (Date.now() < until) {
        const answer = await send(next(), address).catch(() => ({ status: 0 }));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }),
  );
  return [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}×${status === 0 ? 'error' : status}`)
    .join(', ');
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const wait = (value: number | string) =>
  typeof value === 'number' ? `${(value / 1000).toFixed(1)} s` : value;

async function main() {
  const server = await startServer();
  port = server.port;
  const { worker, flooder } = server;
  let counter = 0;
  const largest = bodies(largestRegistration);
  const uploads = bodies(uploadRegistration);
  const floods: { name: string; next: () => Call }[] = [
    {
      name: 'map outlines (largest box, anonymous)',
      next: () => ({ method: 'GET', path: `/api/outlines?bbox=${largestBox()}` }),
    },
    {
      name: 'registrations of the largest building (half anonymous, half signed in)',
      next: () => ({
        method: 'PUT',
        path: '/api/predict/register',
        body: largest(),
        ...((counter += 1) % 2 === 0 ? { token: flooder.token } : {}),
      }),
    },
    {
      name: 'PDF reports (signed in)',
      next: () => ({
        method: 'GET',
        path: `/api/predict/${flooder.siteId}/pdf`,
        token: flooder.token,
      }),
    },
    {
      name: 'anonymous registrations with a 2 MB certificate',
      next: () => ({
        method: 'PUT',
        path: '/api/predict/register',
        body: uploads(),
      }),
    },
  ];
  try {
    console.log(
      `bench:abuse: ${seconds} s per phase, ${floodConnections} flood connections from one address per flood (127.0.0.2 to .${floods.length + 1}), the other account at ${WORKER_ADDRESS}; ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    const startQuiet = Date.now();
    const quiet = await work(worker, startQuiet + seconds * 1000, startQuiet + 5000, 'quiet');
    console.log(
      `quiet: median ${ms(quiet.median)}, p99 ${ms(quiet.p99)} (${quiet.count} calls), model run done in ${wait(quiet.runWait)}`,
    );
    for (const [index, { name, next }] of floods.entries()) {
      const start = Date.now();
      const until = start + seconds * 1000;
      const [figures, flooded] = await Promise.all([
        work(worker, until, start + 5000, name),
        flood(next, until, floodAddress(index)),
      ]);
      const ratio = figures.p99 / quiet.p99;
      const runOk = typeof figures.runWait === 'number' && figures.runWait <= RUN_TARGET_MS;
      console.log(
        `${name}: flood answered ${flooded}; other account median ${ms(figures.median)}, p99 ${ms(figures.p99)} (${ratio.toFixed(1)}× quiet; ${figures.count} calls, ${figures.failures} failed), model run done in ${wait(figures.runWait)} — ${ratio <= P99_TARGET_RATIO ? 'p99 met' : 'p99 NOT met'}, ${runOk ? 'run met' : 'run NOT met'}`,
      );
    }
  } finally {
    for (const agent of agents.values()) agent.destroy();
    await server.stop();
  }
}

await main();
