import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { queueMeterIngest } from '../src/jobs/meterJobs';
import { sendIngest } from '../src/jobs/workers';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { register, smartMeterPayload, waitForModelRuns } from './support/registrationPayload';

let databases: TestDatabases;
let built: BuiltApp;

beforeAll(async () => {
  databases = await createTestDatabases();
});
afterEach(async () => {
  await built?.app.close();
});
afterAll(async () => {
  await databases.dispose();
});

/** 120 days of hourly readings: a base load plus heating that follows a cold-winter curve. */
function readingsCsv(): string {
  const lines = ['timestamp,kwh'];
  const start = Date.UTC(2025, 0, 1);
  for (let hour = 0; hour < 120 * 24; hour += 1) {
    const at = start + hour * 3_600_000;
    const day = hour / 24;
    const outdoor = 4 + day * 0.08 + 3 * Math.sin((2 * Math.PI * (hour % 24)) / 24);
    const occupied = hour % 24 >= 8 && hour % 24 < 18 ? 6 : 2;
    const kwh = occupied + 0.4 * Math.max(0, 15.5 - outdoor) + ((hour * 7919) % 10) / 20;
    lines.push(`${new Date(at).toISOString()},${kwh.toFixed(3)}`);
  }
  return `${lines.join('\n')}\n`;
}

async function waitForEvent(type: string, siteId: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const event = await built.database.db
      .selectFrom('events')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('type', '=', type)
      .where('status', 'in', ['COMPLETE', 'FAILED'])
      .executeTakeFirst();
    if (event) return event;
    if (Date.now() > deadline) throw new Error(`No finished ${type} event`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function meteredSite() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wattwise-meter-'));
  built = await testApp(await databases.next(), {
    env: {
      DATA_DIR: dataDir,
      JOB_RETRY_LIMIT: '1',
      JOB_RETRY_DELAY_SECONDS: '1',
      JOB_POLL_SECONDS: '0.5',
    },
  });
  const siteId = (await register(built, smartMeterPayload())).json().siteId as string;
  await waitForModelRuns(built, siteId);
  const meter = await built.database.db.selectFrom('meters').select('id').executeTakeFirstOrThrow();
  return { siteId, meterId: meter.id };
}

describe('meter data jobs', () => {
  it('stores uploaded readings (flagged sandbox for a sandbox meter) and calibrates the building', async () => {
    const { siteId, meterId } = await meteredSite();
    const blobKey = await built.app.registration.blobs.put(
      'readings',
      Buffer.from(readingsCsv()),
      'csv',
    );
    const job = await queueMeterIngest(built.database.db, { meterId, source: 'csv', blobKey });
    await sendIngest(built.jobs!, job);

    const ingestion = await waitForEvent('DATA_INGESTION', siteId);
    expect(ingestion.status).toBe('COMPLETE');
    const readings = await built.database.db
      .selectFrom('interval_readings')
      .select(['quality'])
      .where('meter_id', '=', meterId)
      .execute();
    expect(readings).toHaveLength(120 * 24);
    expect(new Set(readings.map((r) => r.quality))).toEqual(new Set(['SANDBOX']));

    const calibration = await waitForEvent('AUTOML_GENERATION', siteId);
    expect(calibration.status, calibration.error ?? '').toBe('COMPLETE');
    const run = await built.database.db
      .selectFrom('model_runs')
      .selectAll()
      .where('kind', '=', 'CALIBRATION')
      .executeTakeFirstOrThrow();
    const result = (run.results as { calibration: { baseline: { cvrmse: number } } }).calibration;
    expect(result.baseline).toBeDefined();
    const site = await built.database.db
      .selectFrom('sites')
      .select('last_metering_at')
      .executeTakeFirstOrThrow();
    expect(site.last_metering_at?.toISOString()).toBe('2025-04-30T23:00:00.000Z');
  });

  it('marks the ingestion FAILED with its error text after the retries', async () => {
    const { siteId, meterId } = await meteredSite();
    const job = await queueMeterIngest(built.database.db, {
      meterId,
      source: 'csv',
      blobKey: 'readings/00000000-0000-4000-8000-000000000000.csv',
    });
    await sendIngest(built.jobs!, job);
    const event = await waitForEvent('DATA_INGESTION', siteId);
    expect(event).toMatchObject({
      status: 'FAILED',
      error: 'The uploaded readings file is missing.',
    });
  });
});
