/**
 * `npm run bench -w @wattwise/server`: prints
 *   register_ms   median server time of PUT /api/predict/register (job excluded), target ≤ 100
 *   model_job_ms  median time of the model-building job for one building, start to results
 *                 stored, target ≤ 1,000
 * on an in-memory PGlite, through the real app (Fastify inject) and the real job function.
 */
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { databaseFromPglite } from '../src/db/database';
import { runModelBuildingJob } from '../src/areas/registration/modelBuildingJob';

const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 30);
const MODEL_JOBS = Number(process.env.BENCH_MODEL_JOBS ?? 10);

const outline = [
  [-0.13335, 51.52345],
  [-0.1329, 51.52345],
  [-0.1329, 51.52363],
  [-0.13335, 51.52363],
];

function payload(index: number) {
  return {
    buildingName: `Bench building ${index}`,
    street: '65 Gower Street',
    town: 'London',
    postCode: 'WC1E 6HJ',
    country: 'United Kingdom',
    coordinates: outline,
    buildingType: 'GENERAL_OFFICE',
    heatingFuel: 'NATURAL_GAS',
    coolingSystem: 'NATURAL_VENTILATION',
    noFloors: 4,
    floorArea: 2400,
    yearOfConstruction: 1965,
    noEPC: false,
    epcRating: 'D',
    elecDayRate: 53,
    elecUnitRate: 27.03,
    elecValue: 95000,
    elecPeriod: 'ANNUAL',
    elecValueType: 'ENERGY_USAGE',
    gasDayRate: 35,
    gasUnitRate: 7,
    gasValue: 120000,
    gasPeriod: 'ANNUAL',
    gasValueType: 'ENERGY_USAGE',
    energySupplier: 'Octopus Energy',
    electralinkConsent: false,
    token: 'bench',
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/wattwise-bench' });
const database = databaseFromPglite(await PGlite.create());
// Jobs off: the registration call is measured alone, then the job function directly.
const { app } = await buildApp(config, { database, seed: false, logger: false, jobs: false });
await app.ready();

const registerMs: number[] = [];
const siteIds: string[] = [];
for (let index = 0; index < REGISTRATIONS; index += 1) {
  const started = performance.now();
  const response = await app.inject({
    method: 'PUT',
    url: '/api/predict/register',
    payload: payload(index),
  });
  registerMs.push(performance.now() - started);
  const siteId = response.json().siteId as string | null;
  if (!siteId) throw new Error(`Registration failed: ${response.body}`);
  siteIds.push(siteId);
}

const modelMs: number[] = [];
for (const siteId of siteIds.slice(0, MODEL_JOBS)) {
  const run = await database.db
    .selectFrom('model_runs')
    .select('id')
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  const started = performance.now();
  await runModelBuildingJob(database.db, run.id, { lastAttempt: true });
  modelMs.push(performance.now() - started);
  const stored = await database.db
    .selectFrom('model_runs')
    .select('status')
    .where('id', '=', run.id)
    .executeTakeFirstOrThrow();
  if (stored.status !== 'COMPLETE') throw new Error(`Model run ${run.id} is ${stored.status}`);
}

console.log(
  `register_ms ${median(registerMs).toFixed(1)} (median of ${REGISTRATIONS}, target ≤ 100)`,
);
console.log(`model_job_ms ${median(modelMs).toFixed(1)} (median of ${MODEL_JOBS}, target ≤ 1000)`);
await app.close();
