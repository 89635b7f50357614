/**
 * `npm run bench:abuse -w @wattwise/server`: can one client starve the others? Starts the server
 * (bench/abuseServer.ts, PGlite, its real rate limits) and, in turn, floods it for BENCH_SECONDS
 * (20) from one client address per flood (127.0.0.2 onwards) with BENCH_FLOOD_CONNECTIONS (20)
 * connections, each sending its next request as soon as the last is answered:
 * - the map outlines, anonymous, a box of the largest size each time;
 * - registrations of the largest building the contract allows, half anonymous, half signed in;
 * - PDF reports of the flooding account's paid site;
 * - anonymous registrations carrying a certificate of the largest size.
 * Meanwhile another account works from 127.0.0.1 (its site list, its diagnose and its spatial
 * tree, one call after the other) and, a second in, adds a building, whose model run it waits
 * for. Each flood's time is cut into BENCH_ROUNDS (4) slices, each right after a quiet slice of the
 * same length with the same work (and its own model run). It prints that account's median and p99
 * latency and its run's wait, quiet and flooded, and whether the targets hold: p99 at most 3× the
 * quiet p99, the run done within 10 s. Figures are printed as measured, met or not.
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
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4));
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

/** The other account's reads (its site list, diagnose and spatial tree), one after the other. */
async function reads(worker: Account, until: number) {
  const calls: Call[] = [
    { method: 'GET', path: '/api/user/site/list', token: worker.token },
    { method: 'GET', path: `/api/predict/diagnose/${worker.siteId}`, token: worker.token },
    { method: 'GET', path: `/api/spatialstructure/${worker.siteId}`, token: worker.token },
  ];
  const latencies: number[] = [];
  let failures = 0;
  for (let index = 0; Date.now() < until; index += 1) {
    const answer = await send(calls[index % calls.length]!, WORKER_ADDRESS);
    if (answer.status === 200) latencies.push(answer.ms);
    else failures += 1;
  }
  return { latencies, failures };
}

/** The other account adds a building after `delayMs` and waits for its model run: the wait. */
async function modelRun(worker: Account, label: string, delayMs: number): Promise<number | string> {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
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
}

interface Figures {
  median: number;
  p99: number;
  count: number;
  failures: number;
}

function figuresOf(slices: { latencies: number[]; failures: number }[]): Figures {
  const latencies = slices.flatMap((slice) => slice.latencies).sort((a, b) => a - b);
  return {
    median: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    count: latencies.length,
    failures: slices.reduce((sum, slice) => sum + slice.failures, 0),
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
  return new Map(
    [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => [status === 0 ? 'error' : String(status), count]),
  );
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
    // Each flood is cut into BENCH_ROUNDS slices, each right after a quiet slice of the same
    // length: on a shared machine the background load changes within seconds, so the flood's
    // figures are compared with quiet ones measured beside them, not minutes before.
    const slice = (seconds * 1000) / rounds;
    for (const [index, { name, next }] of floods.entries()) {
      const quiet: { latencies: number[]; failures: number }[] = [];
      const flooded: { latencies: number[]; failures: number }[] = [];
      const answered = new Map<string, number>();
      let quietRun: number | string = 'not measured';
      let floodRun: number | string = 'not measured';
      for (let round = 0; round < rounds; round += 1) {
        const quietEnd = Date.now() + slice;
        const [quietReads, quietWait]: [
          { latencies: number[]; failures: number },
          number | string,
        ] = await Promise.all([
          reads(worker, quietEnd),
          round === 0
            ? modelRun(worker, `${name} quiet`, 0)
            : Promise.resolve<number | string>(quietRun),
        ]);
        quiet.push(quietReads);
        quietRun = quietWait;
        const floodEnd = Date.now() + slice;
        const [floodReads, statuses, floodWait]: [
          { latencies: number[]; failures: number },
          Map<string, number>,
          number | string,
        ] = await Promise.all([
          reads(worker, floodEnd),
          flood(next, floodEnd, floodAddress(index)),
          round === 0 ? modelRun(worker, name, 1000) : Promise.resolve<number | string>(floodRun),
        ]);
        flooded.push(floodReads);
        floodRun = floodWait;
        for (const [status, count] of statuses)
          answered.set(status, (answered.get(status) ?? 0) + count);
      }
      const before = figuresOf(quiet);
      const during = figuresOf(flooded);
      const ratio = during.p99 / before.p99;
      const runOk = typeof floodRun === 'number' && floodRun <= RUN_TARGET_MS;
      const statuses = [...answered].map(([status, count]) => `${count}×${status}`).join(', ');
      console.log(
        `${name}: flood answered ${statuses}\n` +
          `  quiet beside it: median ${ms(before.median)}, p99 ${ms(before.p99)} (${before.count} calls), model run done in ${wait(quietRun)}\n` +
          `  during the flood: median ${ms(during.median)}, p99 ${ms(during.p99)} (${ratio.toFixed(1)}× quiet; ${during.count} calls, ${during.failures} failed), model run done in ${wait(floodRun)}\n` +
          `  ${ratio <= P99_TARGET_RATIO ? 'p99 met' : 'p99 NOT met'}, ${runOk ? 'run met' : 'run NOT met'}`,
      );
    }
  } finally {
    for (const agent of agents.values()) agent.destroy();
    await server.stop();
  }
}

await main();
