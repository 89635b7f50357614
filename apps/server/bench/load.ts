/**
 * `npm run bench:load -w @wattwise/server`: throughput of the common reads (issue 14).
 * Starts the server (bench/loadServer.ts) on loopback, once on PGlite and once on PostgreSQL
 * when DATABASE_URL is set, and runs autocannon against a bare Fastify route, the site list,
 * and (when served) diagnose and the map batch routes: BENCH_CONNECTIONS (50) connections for
 * BENCH_SECONDS (20) each. Prints req/s, p50, p99, errors and the ratio to the bare route, and
 * whether the targets (ratio ≥ 0.10 PGlite / ≥ 0.15 PostgreSQL for the site list and diagnose,
 * p99 ≤ 50 ms, 0 errors) are met. Figures are printed as measured, met or not.
 *
 * On a shared machine the load of other processes changes within seconds, so each route's time
 * is cut into BENCH_ROUNDS (4) slices, each run right after a slice of the bare route of the same
 * length: the ratio compares requests counted side by side. p50 is the mean of the slices'
 * medians and p99 the worst slice's p99.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildPath, routes, type RouteDef } from '@wattwise/api/contract';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4));
const here = path.dirname(fileURLToPath(import.meta.url));

interface Started {
  port: number;
  token: string;
  siteId: string | undefined;
  database: string;
  stop(): Promise<void>;
}

async function startServer(databaseUrl: string | undefined): Promise<Started> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wattwise-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'loadServer.ts')], {
    cwd: path.join(here, '..'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
      // The anonymous routes' limit would answer 429 to one loopback client at this rate.
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise<Omit<Started, 'stop'>>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    lines.on('line', (line) => {
      if (line.startsWith('{"ready"')) resolve(JSON.parse(line) as Omit<Started, 'stop'>);
    });
  });
  return {
    ...ready,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Target {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: string;
  auth: boolean;
}

function targets(siteId: string | undefined): Target[] {
  const list: Target[] = [
    { name: 'bare Fastify route', method: 'GET', path: '/bench/bare', auth: false },
    { name: 'site list', method: 'GET', path: '/api/user/site/list', auth: true },
  ];
  for (const name of ['diagnose', 'geocoding.reverseBatch', 'energyperformance.calculate']) {
    const route = (routes as readonly RouteDef[]).find((candidate) => candidate.name === name);
    if (!route) continue;
    // The seeded site's own id, for the whole site (the example's building is not in it).
    const { buildingId: _exampleBuilding, ...example } = route.example.params as Record<
      string,
      unknown
    >;
    const params = siteId && 'siteId' in example ? { ...example, siteId } : route.example.params;
    const query = new URLSearchParams(
      Object.entries(route.example.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    list.push({
      name,
      method: route.method as Target['method'],
      path: `${buildPath(route.path, params)}${query ? `?${query}` : ''}`,
      ...(route.body ? { body: JSON.stringify(route.example.body ?? {}) } : {}),
      auth: route.auth === 'user',
    });
  }
  return list;
}

async function probe(port: number, token: string, target: Target): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}${target.path}`, {
    method: target.method,
    headers: {
      ...(target.auth ? { authorization: `Bearer ${token}` } : {}),
      ...(target.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(target.body ? { body: target.body } : {}),
  });
  await response.arrayBuffer();
  return response.status;
}

interface Figures {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The bare route's requests in the slices run beside this route's. */
  bareRequests: number;
}

interface Slice {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

async function slice(
  port: number,
  token: string,
  target: Target,
  duration: number,
): Promise<Slice> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    method: target.method,
    connections,
    duration,
    headers: {
      ...(target.auth ? { authorization: `Bearer ${token}` } : {}),
      ...(target.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(target.body ? { body: target.body } : {}),
  });
  return {
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // Non-2xx answers and socket errors/timeouts.
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** The route and the bare route in alternating slices of the same length. */
async function run(port: number, token: string, target: Target, bare: Target): Promise<Figures> {
  const duration = seconds / rounds;
  const own: Slice[] = [];
  const beside: Slice[] = [];
  for (let round = 0; round < rounds; round++) {
    beside.push(await slice(port, token, bare, duration));
    if (target !== bare) own.push(await slice(port, token, target, duration));
  }
  const slices = target === bare ? beside : own;
  const requests = slices.reduce((sum, s) => sum + s.requests, 0);
  return {
    name: target.name,
    requests,
    rps: requests / seconds,
    p50: Math.round((slices.reduce((sum, s) => sum + s.p50, 0) / slices.length) * 10) / 10,
    p99: Math.max(...slices.map((s) => s.p99)),
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
    bareRequests: beside.reduce((sum, s) => sum + s.requests, 0),
  };
}

async function bench(kind: 'PGlite' | 'PostgreSQL', databaseUrl: string | undefined) {
  const server = await startServer(databaseUrl);
  const ratioTarget = kind === 'PGlite' ? 0.1 : 0.15;
  try {
    const figures: Figures[] = [];
    const [bare, ...routes] = targets(server.siteId);
    for (const target of [bare!, ...routes]) {
      const status = await probe(server.port, server.token, target);
      if (status !== 200) {
        console.log(`${kind}: ${target.name} skipped (answers ${status}, not served yet)`);
        continue;
      }
      figures.push(await run(server.port, server.token, target, bare!));
    }
    console.log(
      `\n${kind}: ${connections} connections × ${seconds} s each (${rounds} slices beside the bare route's), loopback, ${os.cpus().length} cores`,
    );
    console.log(
      'route                        req/s     p50 ms  p99 ms  errors  bare req/s  ratio   targets',
    );
    for (const f of figures) {
      const ratio = f.requests / Math.max(1, f.bareRequests);
      const checked = f.name === 'site list' || f.name === 'diagnose';
      const met =
        f.name === 'bare Fastify route'
          ? ''
          : [
              checked ? `ratio ${ratio >= ratioTarget ? 'met' : 'MISSED'} (≥ ${ratioTarget})` : '',
              `p99 ${f.p99 <= 50 ? 'met' : 'MISSED'}`,
              `errors ${f.errors === 0 ? 'met' : 'MISSED'}`,
            ]
              .filter(Boolean)
              .join(', ');
      console.log(
        `${f.name.padEnd(28)} ${f.rps.toFixed(0).padStart(7)} ${String(f.p50).padStart(8)} ${String(
          f.p99,
        ).padStart(7)} ${String(f.errors).padStart(7)} ${(f.bareRequests / seconds)
          .toFixed(0)
          .padStart(11)}  ${ratio.toFixed(3)}   ${met}`,
      );
    }
  } finally {
    await server.stop();
  }
}

await bench('PGlite', undefined);
if (process.env.DATABASE_URL) await bench('PostgreSQL', process.env.DATABASE_URL);
else console.log('\nPostgreSQL: skipped (set DATABASE_URL=postgres://… to run it)');
