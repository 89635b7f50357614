import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFromPglite, type AppDatabase } from '../src/db/database';
import { sitePayload, smartMeterPayload } from './support/registrationPayload';
import {
  buildServer,
  seededDataDir,
  startServer,
  type ServerProcess,
} from './support/serverProcess';

/**
 * Crash tests on the real, built server (dist/main.js) over a file-backed PGlite in a temporary
 * DATA_DIR: the process is killed with SIGKILL, started again, and the database is read after.
 * Each test starts from a copy of a seeded DATA_DIR (`seededDataDir`): the kill lands in the
 * work the test gives, not in the first start's seeding.
 */
const running = new Set<ServerProcess>();

beforeAll(() => buildServer());
afterAll(() => {
  for (const server of running) server.child.kill('SIGKILL');
});

async function start(dataDir: string, env: Record<string, string> = {}) {
  const server = await startServer(dataDir, {
    // Lost jobs are noticed within seconds (production defaults are minutes).
    JOB_EXPIRE_SECONDS: '3',
    JOB_MAINTENANCE_SECONDS: '1',
    JOB_RETRY_DELAY_SECONDS: '1',
    JOB_POLL_SECONDS: '0.5',
    ...env,
  });
  running.add(server);
  return server;
}

async function kill(server: ServerProcess) {
  server.child.kill('SIGKILL');
  await server.exited;
  running.delete(server);
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  await server.exited;
  running.delete(server);
}

async function openDatabase(dataDir: string): Promise<AppDatabase> {
  return databaseFromPglite(await PGlite.create(path.join(dataDir, 'pglite')));
}

async function registerOver(server: ServerProcess, payload: unknown) {
  const response = await fetch(`${server.url}/api/predict/register`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return (await response.json()) as { siteId: string | null };
}

describe('a server killed with kill -9', () => {
  it('finishes a model job it was running once it is started again', async () => {
    const dataDir = await seededDataDir();
    // Every job pauses 4 s, so the kill lands inside the job.
    const first = await start(dataDir, { JOB_PAUSE_MS: '4000' });
    const { siteId } = await registerOver(first, sitePayload());
    expect(siteId).toHaveLength(36);
    const started = await first.waitFor(/model-building job [0-9a-f-]{36} started/);
    const runId = /job ([0-9a-f-]{36})/.exec(started)![1]!;
    await kill(first);

    const second = await start(dataDir);
    await second.waitFor(new RegExp(`model-building job ${runId} complete`), 60_000);
    await stop(second);

    const database = await openDatabase(dataDir);
    try {
      const run = await database.db
        .selectFrom('model_runs')
        .selectAll()
        .where('id', '=', runId)
        .executeTakeFirstOrThrow();
      expect(run.status).toBe('COMPLETE');
      expect(run.results).not.toBeNull();
      const event = await database.db
        .selectFrom('events')
        .selectAll()
        .where('id', '=', run.event_id!)
        .executeTakeFirstOrThrow();
      expect(event).toMatchObject({ type: 'ENERGY_MODEL', status: 'COMPLETE' });
      const site = await database.db
        .selectFrom('sites')
        .select('summary')
        .where('id', '=', siteId!)
        .executeTakeFirstOrThrow();
      expect(['LOW', 'OK', 'HIGH']).toContain(site.summary.energyUsage);
    } finally {
      await database.close();
    }
  }, 240_000);

  it('during registrations leaves no partial site', async () => {
    const dataDir = await seededDataDir();
    const first = await start(dataDir);
    const answered: string[] = [];
    const submits = Array.from({ length: 40 }, (_, index) =>
      registerOver(first, sitePayload({ buildingName: `Crash test ${index}` }))
        .then((answer) => answer.siteId && answered.push(answer.siteId))
        .catch(() => undefined),
    );
    // Kill while the submits are in flight (each takes tens of milliseconds, one at a time).
    await new Promise((resolve) => setTimeout(resolve, 400));
    await kill(first);
    await Promise.all(submits);
    expect(answered.length).toBeLessThan(40);

    const second = await start(dataDir);
    await stop(second);
    const database = await openDatabase(dataDir);
    try {
      const { db } = database;
      const sites = await db
        .selectFrom('sites')
        .select(['id', 'name'])
        .where('name', 'like', 'Crash test %')
        .execute();
      for (const answeredId of answered) expect(sites.map((s) => s.id)).toContain(answeredId);
      for (const site of sites) {
        const buildings = await db
          .selectFrom('buildings')
          .select('id')
          .where('site_id', '=', site.id)
          .execute();
        const nodes = await db
          .selectFrom('spatial_nodes')
          .select('id')
          .where('site_id', '=', site.id)
          .execute();
        const runs = await db
          .selectFrom('model_runs')
          .select('id')
          .where('site_id', '=', site.id)
          .execute();
        const events = await db
          .selectFrom('events')
          .select('id')
          .where('site_id', '=', site.id)
          .execute();
        expect([buildings.length, nodes.length > 1, runs.length, events.length], site.name).toEqual(
          [1, true, 1, 1],
        );
      }
      const orphans = await db
        .selectFrom('buildings')
        .leftJoin('sites', 'sites.id', 'buildings.site_id')
        .select('buildings.id')
        .where('sites.id', 'is', null)
        .execute();
      expect(orphans).toHaveLength(0);
    } finally {
      await database.close();
    }
  }, 240_000);

  it('at start queues again the meter ingest a kill left RUNNING, and removes half-written and unrecorded files', async () => {
    const dataDir = await seededDataDir();
    // Every job pauses 8 s, so the kill lands inside the meter ingest.
    const first = await start(dataDir, { JOB_PAUSE_MS: '8000' });
    const { siteId } = await registerOver(first, smartMeterPayload({ buildingName: 'Metered' }));
    expect(siteId).toHaveLength(36);
    const started = await first.waitFor(/meter ingest job [0-9a-f-]{36} started/);
    const eventId = /job ([0-9a-f-]{36})/.exec(started)![1]!;
    await kill(first);

    // What a kill leaves in DATA_DIR: a blob half written, and a logo written but never recorded.
    const logos = path.join(dataDir, 'blobs', 'logos');
    mkdirSync(logos, { recursive: true });
    const partial = path.join(logos, '.0b6a7f3e-6b0c-4a47-9c43-2a5a3c1e9d10.png.1.partial');
    const unrecorded = path.join(logos, '0b6a7f3e-6b0c-4a47-9c43-2a5a3c1e9d10.png');
    for (const file of [partial, unrecorded]) {
      writeFileSync(file, 'left by a crash');
      const minutesAgo = new Date(Date.now() - 5 * 60_000);
      utimesSync(file, minutesAgo, minutesAgo);
    }

    // Lost jobs are noticed only after 5 minutes here (the default): the start must recover it.
    const second = await start(dataDir, { JOB_EXPIRE_SECONDS: '300' });
    await second.waitFor(new RegExp(`meter ingest job ${eventId} complete`), 60_000);
    for (let tries = 0; tries < 50 && (existsSync(partial) || existsSync(unrecorded)); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect([existsSync(partial), existsSync(unrecorded)]).toEqual([false, false]);
    await stop(second);

    const database = await openDatabase(dataDir);
    try {
      const event = await database.db
        .selectFrom('events')
        .select(['type', 'status'])
        .where('id', '=', eventId)
        .executeTakeFirstOrThrow();
      expect(event).toEqual({ type: 'DATA_INGESTION', status: 'COMPLETE' });
    } finally {
      await database.close();
    }
  }, 240_000);
});
