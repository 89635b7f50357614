/**
 * Part of `npm run bench -w @wattwise/server`: the energy map at national scale (issue 13). Prints
 *   map_viewport_ms       median time of GET /api/outlines for a zoom-16 viewport, target ≤ 50
 *   performance_batch_ms  median time of PUT /api/energyperformance/calculateperformance with
 *                         1,000 addresses, target ≤ 50
 * over a SYNTHETIC table of BENCH_MAP_BUILDINGS buildings (default 1,000,000) and one certificate
 * each, on a dense grid (about 27 m apart, a dense city centre), through the real app. The
 * targets are for PostgreSQL: set DATABASE_URL to run there (a throw-away schema is used);
 * otherwise an in-memory PGlite is used and the figures are labelled so.
 */
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTableRegister } from '../src/adapters/epcRegister/registerTable';
import { calculatePerformance } from '../src/areas/map/energyPerformance';
import { databaseFromPglite, databaseFromUrl } from '../src/db/database';

const BUILDINGS = Number(process.env.BENCH_MAP_BUILDINGS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_MAP_RUNS ?? 15);
const SIDE = Math.ceil(Math.sqrt(BUILDINGS));
/** Grid spacing in degrees (≈ 27 m × 27 m at 52° N) and the grid's south-west corner. */
const STEP_LON = 0.0004;
const STEP_LAT = 0.00024;
const [WEST, SOUTH] = [-1.9, 52.4];
/** A zoom-16 viewport of 1440 × 900 px at 52° N, in degrees (512 px tiles: 360° / 2^16 / 512 px). */
const VIEW_LON = (1440 * 360) / 2 ** 16 / 512;
const VIEW_LAT = VIEW_LON * (900 / 1440) * Math.cos((52 * Math.PI) / 180);
/** Buildings per post code (a UK post code holds about 15–20 addresses). */
const PER_POSTCODE = 20;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const url = process.env.DATABASE_URL;
const schema = `bench_map_${process.pid}`;
const database = url
  ? await databaseFromUrl(url, schema)
  : databaseFromPglite(await PGlite.create());
const { db } = database;
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: '/tmp/wattwise-bench',
  RATE_LIMITS: 'off',
  ...(url ? { DATABASE_URL: url } : {}),
});
const { app } = await buildApp(config, { database, seed: false, logger: false, jobs: false });
await app.ready();

// Post code of building i: 'ZZ10 0AA'-shaped (never a real one: ZZ is not a UK area).
const postcodeSql = sql`('ZZ' || ((i / ${PER_POSTCODE}) % 90 + 10) || ' ' || ((i / ${PER_POSTCODE} / 90) % 10) || chr(65 + ((i / ${PER_POSTCODE} / 900) % 26)::int) || chr(65 + ((i / ${PER_POSTCODE} / 23400) % 26)::int))`;
const loadStarted = performance.now();
for (let from = 0; from < SIDE * SIDE && from < BUILDINGS; from += 100_000) {
  const to = Math.min(from + 100_000, BUILDINGS) - 1;
  await sql`
    insert into building_outlines (id, tags, geometry, west, south, east, north)
    select 'bench/' || i,
      jsonb_build_object('building', 'house', 'building:levels', '2'),
      jsonb_build_object('type', 'Polygon', 'coordinates', jsonb_build_array(jsonb_build_array(
        jsonb_build_array(x, y), jsonb_build_array(x + 0.00014, y),
        jsonb_build_array(x + 0.00014, y + 0.00008), jsonb_build_array(x, y + 0.00008),
        jsonb_build_array(x, y)))),
      x, y, x + 0.00014, y + 0.00008
    from (select i, ${WEST}::float8 + (i % ${SIDE}) * ${STEP_LON}::float8 as x,
                 ${SOUTH}::float8 + (i / ${SIDE}) * ${STEP_LAT}::float8 as y
          from generate_series(${from}::int, ${to}::int) as i) as grid
    on conflict (id) do nothing`.execute(db);
  await sql`
    insert into epc_certificates (lmk_key, register, certificate_type, address1, address2,
      address3, town, postcode, postcode_key, rating, rating_value, lodgement_date, floor_area,
      property_type, sample)
    select 'BENCH-' || i, 'domestic', 'EPC', i || ' Bench Street', '', '', 'Benchton', pc,
      replace(pc, ' ', ''), chr(65 + (i % 7)), 40 + (i % 50), '2020-01-01', 90, 'House', true
    from (select i, ${postcodeSql} as pc from generate_series(${from}::int, ${to}::int) as i) as rows
    on conflict (lmk_key) do nothing`.execute(db);
}
await sql`analyze building_outlines`.execute(db);
await sql`analyze epc_certificates`.execute(db);
const loadSeconds = (performance.now() - loadStarted) / 1000;

/** A viewport somewhere inside the grid, the same every run of the bench (a fixed walk). */
function viewport(run: number): [number, number, number, number] {
  const u = ((run * 0.618034) % 1) * 0.8 + 0.1;
  const v = ((run * 0.414214) % 1) * 0.8 + 0.1;
  const west = WEST + u * SIDE * STEP_LON;
  const south = SOUTH + v * SIDE * STEP_LAT;
  return [west, south, west + VIEW_LON, south + VIEW_LAT];
}

const viewportMs: number[] = [];
const batchMs: number[] = [];
let inView = 0;
let known = 0;
for (let run = 0; run < RUNS; run += 1) {
  const box = viewport(run)
    .map((n) => n.toFixed(6))
    .join(',');
  const started = performance.now();
  const outlines = await app.inject({ method: 'GET', url: `/api/outlines?bbox=${box}` });
  viewportMs.push(performance.now() - started);
  if (outlines.statusCode !== 200) throw new Error(`outlines: ${outlines.body}`);
  const features = outlines.json().features as { id: string }[];
  inView = features.length;

  // The first 1,000 buildings in view, as the map sends them: address and centre.
  const ids = features.slice(0, 1000).map((feature) => Number(feature.id.slice('bench/'.length)));
  const { rows } = await sql<{ i: number; pc: string }>`
    select i, ${postcodeSql} as pc from unnest(${ids}::int[]) as i`.execute(db);
  const addresses = rows.map(({ i, pc }) => ({
    full_address: `${i} Bench Street, Benchton ${pc}`,
    centre: [
      WEST + (i % SIDE) * STEP_LON + 0.00007,
      SOUTH + Math.floor(i / SIDE) * STEP_LAT + 0.00004,
    ],
  }));
  if (process.env.BENCH_MAP_PROFILE) {
    const t0 = performance.now();
    await calculatePerformance(db, createTableRegister(db), addresses, 50);
    console.log(`service only ${(performance.now() - t0).toFixed(1)} ms`);
  }
  const batchStarted = performance.now();
  const levels = await app.inject({
    method: 'PUT',
    url: '/api/energyperformance/calculateperformance?confidence=50',
    payload: addresses,
  });
  batchMs.push(performance.now() - batchStarted);
  if (levels.statusCode !== 200) throw new Error(`performance: ${levels.body}`);
  known = (levels.json() as unknown[]).filter(Boolean).length;
}

const where = url ? 'PostgreSQL' : 'PGlite (in memory; the targets are for PostgreSQL)';
console.log(
  `energy map bench on ${where}: ${BUILDINGS.toLocaleString('en-GB')} synthetic buildings and certificates loaded in ${loadSeconds.toFixed(0)} s`,
);
console.log(
  `map_viewport_ms ${median(viewportMs).toFixed(1)} (median of ${RUNS}, ${inView} buildings in a zoom-16 viewport, target ≤ 50)`,
);
console.log(
  `performance_batch_ms ${median(batchMs).toFixed(1)} (median of ${RUNS}, ${Math.min(inView, 1000)} addresses, ${known} levels known, target ≤ 50)`,
);

if (url) await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
await app.close();
