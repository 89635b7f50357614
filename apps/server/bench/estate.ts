/**
 * `npm run bench:estate -w @wattwise/server`: prints the server time of GET /api/estate for an
 * estate of 1,000 sites on an in-memory PGlite, through the real app (Fastify inject):
 *   estate_first_ms  the first call (each run's estate figures taken from its results and stored)
 *   estate_cold_ms   median and p95 of calls each after a write (nothing kept), target ≤ 200
 *   estate_kept_ms   median and p95 of repeated calls with no write between (the read cache)
 *   export …         the estate's streamed CSV exports (readings, model series, plans): each
 *                    whole file's server time, lines and size
 * each with the process's CPU time per call (user + system), beside the machine's load average,
 * since wall time on a shared machine is inflated by others' work.
 * Six buildings are registered and modelled for real (the registration route and the
 * model-building job); the 1,000 sites copy their buildings and stored results, with a fifth of
 * them metered (two years of daily readings) and a tenth let.
 * BENCH_ESTATE_DUMP=file keeps the generated database in that file (and reads it when present), so
 * repeated runs skip the generation; delete it when the schema changes.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { databaseFromPglite } from '../src/db/database';
import { refreshPlannerStatistics } from '../src/db/plannerStatistics';
import { accountFixture } from '../test/support/fixtures';
import { providerToken } from '../test/support/tokens';
import { generateEstate } from './estateGenerator';

const SITES = Number(process.env.BENCH_SITES ?? 1000);
const CALLS = Number(process.env.BENCH_CALLS ?? 30);

const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: '/tmp/wattwise-bench',
  PUBLIC_URL: 'http://localhost:3000',
});
const dumped = process.env.BENCH_ESTATE_DUMP;
const pglite = await PGlite.create(
  dumped && existsSync(dumped) ? { loadDataDir: new Blob([await readFile(dumped)]) } : {},
);
const database = databaseFromPglite(pglite);
const { app } = await buildApp(config, { database, seed: false, logger: false, jobs: false });
await app.ready();
const { db } = database;

const started = performance.now();
const dump = process.env.BENCH_ESTATE_DUMP;
let made: { readings: number; resultsKb: number };
let owner: string;
if (dump && existsSync(dump)) {
  const kept = JSON.parse(await readFile(`${dump}.json`, 'utf8')) as typeof made & {
    owner: string;
  };
  ({ owner, ...made } = kept);
} else {
  owner = await accountFixture(db, 'estate@example.com');
  made = await generateEstate({ app, db }, owner, SITES);
  if (dump) {
    const file = await pglite.dumpDataDir('none');
    await writeFile(dump, Buffer.from(await file.arrayBuffer()));
    await writeFile(`${dump}.json`, JSON.stringify({ owner, ...made }));
  }
}
// What the running server does within a minute of the estate's arrival (main.ts): PGlite has no
// autovacuum, so the tables that grew are analysed.
const analysed = await refreshPlannerStatistics(db);
const headers = { authorization: `Bearer ${await providerToken(db, { sub: owner })}` };
const madeS = (performance.now() - started) / 1000;

interface Timing {
  wallMs: number;
  cpuMs: number;
}

async function call(): Promise<Timing> {
  const cpu = process.cpuUsage();
  const begin = performance.now();
  const response = await app.inject({ method: 'GET', url: '/api/estate', headers });
  const wallMs = performance.now() - begin;
  const used = process.cpuUsage(cpu);
  if (response.statusCode !== 200) throw new Error(`/api/estate: ${response.body}`);
  const body = response.json() as { siteCount: number };
  if (body.siteCount !== SITES) throw new Error(`expected ${SITES} sites, got ${body.siteCount}`);
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
}

/** A write that changes nothing but tells the read cache the data may have changed. */
const touch = () =>
  db
    .updateTable('sites')
    .set({ name: sql`name` })
    .where('id', '=', 'no such site')
    .execute();

async function calls(afterWrite: boolean): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (let index = 0; index < CALLS; index += 1) {
    if (afterWrite) await touch();
    timings.push(await call());
  }
  return timings;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) =>
  sorted(values)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)]!;
const line = (name: string, timings: Timing[], note: string) => {
  const wall = timings.map((timing) => timing.wallMs);
  const cpu = timings.map((timing) => timing.cpuMs);
  return `${name} median ${median(wall).toFixed(1)}, p95 ${p95(wall).toFixed(1)}; CPU median ${median(cpu).toFixed(1)} (${CALLS} calls, ${note})`;
};

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const loadBefore = load();
const first = await call();
// The estate figures the first call stored: analysed as the server would within the minute.
await refreshPlannerStatistics(db);
const cold = await calls(true);
const kept = await calls(false);

console.log(
  `estate of ${SITES} sites (${made.readings} daily readings on ${Math.ceil(SITES / 5)} metered sites, stored results ${made.resultsKb.toFixed(0)} KB a building), made or loaded in ${madeS.toFixed(0)} s`,
);
console.log(`planner statistics refreshed for ${analysed.length} tables that grew`);
console.log(
  `load average (1, 5, 15 min) before ${loadBefore}, after ${load()}; ${cpus().length} cores`,
);
console.log(
  `estate_first_ms ${first.wallMs.toFixed(1)}, CPU ${first.cpuMs.toFixed(1)} (the estate figures of every run taken and stored)`,
);
console.log(line('estate_cold_ms', cold, 'each after a write, nothing kept; target ≤ 200'));
console.log(line('estate_kept_ms', kept, 'no write between, the read cache answers'));

// The estate's exports, streamed: each whole file's server time and size (one call each).
for (const url of [
  '/api/estate/readings',
  '/api/estate/export/series',
  '/api/estate/export/plan',
]) {
  const cpu = process.cpuUsage();
  const begin = performance.now();
  const response = await app.inject({ method: 'GET', url, headers });
  const wallMs = performance.now() - begin;
  const used = process.cpuUsage(cpu);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  const lines = response.body.split('\r\n').length - 2;
  console.log(
    `export ${url}: ${(wallMs / 1000).toFixed(1)} s, CPU ${((used.user + used.system) / 1e6).toFixed(1)} s, ${lines.toLocaleString('en-GB')} lines, ${(response.rawPayload.length / 1e6).toFixed(1)} MB`,
  );
}
await app.close();
