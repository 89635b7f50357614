/**
 * `npm run bench:analysis -w @wattwise/server`: prints
 *   diagnose_ms   median server time of GET /api/predict/diagnose (stored results), target ≤ 30
 *   potential_ms  median server time of GET /api/predict/improvement/potential with ten selected
 *                 scenarios (the engine on demand), target ≤ 100
 * on an in-memory PGlite, through the real app (Fastify inject), after the real registration
 * and the real model-building job.
 */
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { databaseFromPglite } from '../src/db/database';
import { runModelBuildingJob } from '../src/areas/registration/modelBuildingJob';
import { accountFixture } from '../test/support/fixtures';
import { sitePayload } from '../test/support/registrationPayload';
import { providerToken } from '../test/support/tokens';

const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const SELECTED = 10;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: '/tmp/wattwise-bench',
  PUBLIC_URL: 'http://localhost:3000',
});
const database = databaseFromPglite(await PGlite.create());
const { app } = await buildApp(config, { database, seed: false, logger: false, jobs: false });
await app.ready();
const { db } = database;

const owner = await accountFixture(db, 'bench@example.com');
const headers = { authorization: `Bearer ${await providerToken(db, { sub: owner })}` };
const registered = await app.inject({
  method: 'PUT',
  url: '/api/predict/register',
  payload: sitePayload(),
  headers,
});
const siteId = registered.json().siteId as string;
if (!siteId) throw new Error(`Registration failed: ${registered.body}`);
const run = await db
  .selectFrom('model_runs')
  .select(['id', 'building_id'])
  .where('site_id', '=', siteId)
  .executeTakeFirstOrThrow();
await runModelBuildingJob(db, run.id, { lastAttempt: true });
await db.updateTable('sites').set({ paid: true }).where('id', '=', siteId).execute();

async function timed(url: string): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < CALLS + 5; index += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    if (index >= 5) times.push(elapsed); // the first calls warm the code paths
  }
  return times;
}

const diagnoseMs = await timed(`/api/predict/diagnose/${siteId}/${run.building_id}`);

// Ten scenarios that may be selected together, in list order.
const list = (
  await app.inject({
    method: 'GET',
    url: `/api/predict/improvement/list/${siteId}/${run.building_id}`,
    headers,
  })
).json() as { scenarios: { id: string; mutuallyExclusiveWith: string[] }[] };
const selected: string[] = [];
for (const scenario of list.scenarios) {
  if (selected.length === SELECTED) break;
  const clash = selected.some(
    (id) =>
      scenario.mutuallyExclusiveWith.includes(id) ||
      list.scenarios.find((s) => s.id === id)!.mutuallyExclusiveWith.includes(scenario.id),
  );
  if (!clash) selected.push(scenario.id);
}
const potentialMs = await timed(
  `/api/predict/improvement/potential/${siteId}/${run.building_id}?selectedScenarios=${selected.join(';')}`,
);

console.log(`diagnose_ms ${median(diagnoseMs).toFixed(1)} (median of ${CALLS}, target ≤ 30)`);
console.log(
  `potential_ms ${median(potentialMs).toFixed(1)} (median of ${CALLS}, ${selected.length} scenarios selected, target ≤ 100)`,
);
await app.close();
