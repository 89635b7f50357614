import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { queueMeterIngest } from '../src/areas/meter/meterJobs';
import { sendIngest } from '../src/areas/workers';
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

async function waitForEvent(type: string, siteId: string, id?: string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    let query = built.database.db
      .selectFrom('events')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('type', '=', type)
      .where('status', 'in', ['COMPLETE', 'FAILED']);
    if (id) query = query.where('id', '=', id);
    const event = await query.executeTakeFirst();
    if (event) return event;
    if (Date.now() > deadline) throw new Error(`No finished ${type} event`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function waitForCalibrations(count: number) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const runs = await built.database.db
      .selectFrom('model_runs')
      .selectAll()
      .where('kind', '=', 'CALIBRATION')
      .where('status', 'in', ['COMPLETE', 'FAILED'])
      .orderBy('created_at')
      .execute();
    if (runs.length >= count) return runs;
    if (Date.now() > deadline) throw new Error(`Fewer than ${count} calibrations finished`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A smart-meter registration: its sandbox readings are ingested, then the building calibrated. */
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
  await waitForEvent('DATA_INGESTION', siteId);
  await waitForCalibrations(1);
  const meter = await built.database.db.selectFrom('meters').select('id').executeTakeFirstOrThrow();
  return { siteId, meterId: meter.id };
}

describe('meter data jobs', () => {
  it('a smart-meter registration stores 13 months of half-hourly sandbox readings and calibrates', async () => {
    const { siteId, meterId } = await meteredSite();
    const { db } = built.database;
    const ingestion = await waitForEvent('DATA_INGESTION', siteId);
    expect(ingestion.status, ingestion.error ?? '').toBe('COMPLETE');
    const readings = await db
      .selectFrom('interval_readings')
      .select(['start_at', 'quality'])
      .where('meter_id', '=', meterId)
      .orderBy('start_at')
      .execute();
    // 13 months of half-hours: at least 13 × 28 days, at most 13 × 31.
    expect(readings.length).toBeGreaterThanOrEqual(13 * 28 * 48);
    expect(readings.length).toBeLessThanOrEqual(13 * 31 * 48 + 2);
    expect(readings[1]!.start_at.getTime() - readings[0]!.start_at.getTime()).toBe(1_800_000);
    expect(new Set(readings.map((r) => r.quality))).toEqual(new Set(['SANDBOX']));
    const site = await db
      .selectFrom('sites')
      .select(['sandbox', 'last_metering_at'])
      .executeTakeFirstOrThrow();
    expect(site.sandbox).toBe(true);
    expect(site.last_metering_at?.getTime()).toBe(readings.at(-1)!.start_at.getTime());
    const calibration = await waitForEvent('AUTOML_GENERATION', siteId);
    expect(calibration.status, calibration.error ?? '').toBe('COMPLETE');
    const [run] = await waitForCalibrations(1);
    expect((run!.results as { readings: number }).readings).toBe(readings.length);
  });

  it('stores uploaded readings (flagged sandbox for a sandbox meter) with the quality report, and calibrates again', async () => {
    const { siteId, meterId } = await meteredSite();
    const blobKey = await built.app.registration.blobs.put(
      'readings',
      Buffer.from(readingsCsv()),
      'csv',
    );
    const job = await queueMeterIngest(built.database.db, { meterId, source: 'csv', blobKey });
    await sendIngest(built.jobs!, job);

    const ingestion = await waitForEvent('DATA_INGESTION', siteId, job.eventId);
    expect(ingestion.status, ingestion.error ?? '').toBe('COMPLETE');
    expect(ingestion.quality_report).toMatchObject({
      layout: 'timestamp-value',
      intervalMinutes: 60,
      readings: 120 * 24,
      gaps: { count: 0 },
      duplicates: { count: 0 },
    });
    const uploaded = await built.database.db
      .selectFrom('interval_readings')
      .select(['quality'])
      .where('meter_id', '=', meterId)
      .where('start_at', '<', new Date('2025-06-01T00:00:00Z'))
      .execute();
    expect(uploaded).toHaveLength(120 * 24);
    expect(new Set(uploaded.map((r) => r.quality))).toEqual(new Set(['SANDBOX']));

    const runs = await waitForCalibrations(2);
    expect(runs[1]!.status, runs[1]!.error ?? '').toBe('COMPLETE');
    const result = (runs[1]!.results as { calibration: { baseline: { cvrmse: number } } })
      .calibration;
    expect(result.baseline).toBeDefined();
  });

  it('marks the ingestion FAILED with its error text after the retries', async () => {
    const { siteId, meterId } = await meteredSite();
    const job = await queueMeterIngest(built.database.db, {
      meterId,
      source: 'csv',
      blobKey: 'readings/00000000-0000-4000-8000-000000000000.csv',
    });
    await sendIngest(built.jobs!, job);
    const event = await waitForEvent('DATA_INGESTION', siteId, job.eventId);
    expect(event).toMatchObject({
      status: 'FAILED',
      error: 'The uploaded readings file is missing.',
    });
  });
});
