import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import type { AppDatabase } from '../src/db/database';
import { ENGINE_UPDATE_SITES_AT_ONCE } from '../src/areas/registration/engineUpdate';
import { ENGINE_VERSION } from '../src/areas/registration/modelResults';
import { authenticate } from '../src/platform/identity/accounts';
import { DEMO_ACCOUNT_EMAIL, demoAccountSites } from '../src/seed/seedSites';
import { accountFixture } from './support/fixtures';
import { register, sitePayload, waitForModelRuns } from './support/registrationPayload';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { providerToken } from './support/tokens';

/**
 * Results follow the engine: the seeded demo sites are stored by this engine; the engine
 * "changes" (every stored run now says an earlier engine made it); on the next start each site is
 * modelled again through the job queue, a few sites at a time, while a new registration's run
 * still goes first; until a site's run completes its plan shows the stored figures marked as
 * updating, and after it, the new engine's.
 */
let databases: TestDatabases;
let database: AppDatabase;
let built: BuiltApp | undefined;

beforeAll(async () => {
  databases = await createTestDatabases();
  const opened = await databases.next();
  // The same database across two starts: closing the first server leaves it open.
  database = { ...opened, close: async () => undefined };
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

const EARLIER_ENGINE = 'an-earlier-engine';

/** The latest MODEL run of each building, with the engine that made it. */
async function latestRuns() {
  const runs = await database.db
    .selectFrom('model_runs')
    .select(['building_id', 'site_id', 'status', 'engine_version', 'created_at'])
    .where('kind', '=', 'MODEL')
    .orderBy('created_at', 'desc')
    .execute();
  const latest = new Map<string, (typeof runs)[number]>();
  for (const run of runs) if (!latest.has(run.building_id)) latest.set(run.building_id, run);
  return [...latest.values()];
}

describe('a new engine models every site again on the next start', () => {
  it('re-models the demo sites a few at a time, marks their figures as updating until then, and lets a new registration go first', async () => {
    const first = await testApp(database, { seed: true });
    await first.app.close();
    expect((await latestRuns()).every((run) => run.engine_version === ENGINE_VERSION)).toBe(true);
    await database.db.updateTable('model_runs').set({ engine_version: EARLIER_ENGINE }).execute();
    const outdated = new Set((await latestRuns()).map((run) => run.site_id));

    built = await testApp(database, { env: { JOB_POLL_SECONDS: '0.5' } });
    const { db } = database;
    const demo = await authenticate(db, DEMO_ACCOUNT_EMAIL, 'wattwise-demo');
    const demoToken = await providerToken(db, { sub: demo!.id });
    // The paid demo site the update reaches last (sites go in id order): Fitzroy Street offices.
    const paidSite = demoAccountSites.find((site) => site.name === 'Fitzroy Street offices')!.id;
    expect([...outdated].sort().at(-1)).toBe(paidSite);
    const building = (await latestRuns()).find((run) => run.site_id === paidSite)!.building_id;
    const plan = async () =>
      (
        await built!.app.inject({
          method: 'GET',
          url: `/api/predict/improvement/list/${paidSite}/${building}`,
          headers: { authorization: `Bearer ${demoToken}` },
        })
      ).json() as { scenarios: { figures: { savingGbp: number } }[]; energyModelRunning: string };
    const before = await plan();
    expect(before.energyModelRunning).toBe('TRUE');
    expect(before.scenarios.length).toBeGreaterThan(0);

    // A new registration while the estate is being modelled again.
    const alice = await accountFixture(db, `alice-${Date.now()}@example.com`);
    const registered = await register(
      built,
      sitePayload(),
      await providerToken(db, { sub: alice }),
    );
    const newSite = registered.json().siteId as string;

    let mostAtOnce = 0;
    const deadline = Date.now() + 240_000;
    for (;;) {
      const busy = await db
        .selectFrom('model_runs')
        .select('site_id')
        .distinct()
        .where('status', 'in', ['QUEUED', 'RUNNING'])
        .where('site_id', '!=', newSite)
        .execute();
      mostAtOnce = Math.max(mostAtOnce, busy.length);
      const runs = await latestRuns();
      if (runs.every((run) => run.engine_version === ENGINE_VERSION && run.status === 'COMPLETE'))
        break;
      if (Date.now() > deadline) throw new Error(`not re-modelled: ${JSON.stringify(runs)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mostAtOnce).toBeLessThanOrEqual(ENGINE_UPDATE_SITES_AT_ONCE);
    const runs = await latestRuns();
    for (const site of outdated) expect(runs.some((run) => run.site_id === site)).toBe(true);
    // The new site's run did not wait for the whole estate.
    await waitForModelRuns(built, newSite);
    const finished = await db
      .selectFrom('model_runs')
      .select(['site_id', 'finished_at'])
      .where('kind', '=', 'MODEL')
      .where('engine_version', '=', ENGINE_VERSION)
      .where('status', '=', 'COMPLETE')
      .execute();
    const newRun = finished.find((run) => run.site_id === newSite)!.finished_at!;
    const lastUpdate = Math.max(
      ...finished.filter((run) => run.site_id !== newSite).map((run) => run.finished_at!.getTime()),
    );
    expect(newRun.getTime()).toBeLessThan(lastUpdate);

    const after = await plan();
    expect(after.energyModelRunning).toBe('FALSE');
    expect(after.scenarios.length).toBeGreaterThan(0);
  }, 300_000);
});
