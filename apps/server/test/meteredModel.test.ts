import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lastTwelveMonthsWindow, windowTotalQuery } from '@wattwise/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { meteredFuelMonths } from '../src/areas/meter/meteredMonths';
import { accountFixture } from './support/fixtures';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { providerToken } from './support/tokens';
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

const DAY = 86_400_000;

describe('a meter’s year as the model’s bills', () => {
  it('bills every calendar month of a full year whatever day it ends on, each day once, and none that is barely read', () => {
    // 400 days of 10 kWh a day at noon UTC, up to 20 June 2026.
    const last = Date.UTC(2026, 5, 20, 12);
    const readings = Array.from({ length: 400 }, (_, i) => ({ at: last - i * DAY, kwh: 10 }));
    const months = meteredFuelMonths(readings)!;
    // June: 1–20 June 2026 and 21–30 June 2025, thirty days, each once.
    expect(months.monthlyKwh[5]).toBe(300);
    expect(months.monthlyKwh[0]).toBe(310); // January 2026
    expect(months.monthlyKwh[1]).toBe(280); // February 2026
    expect(months.monthlyKwh.reduce<number>((sum, kwh) => sum + (kwh ?? 0), 0)).toBe(3650);
    expect(months.from).toBe(new Date(last - 364 * DAY).toISOString());
    expect(months.to).toBe(new Date(last).toISOString());

    // Half a year of readings: the months it does not reach, and the one it barely starts, are not billed.
    const half = readings.slice(0, 205);
    const halfMonths = meteredFuelMonths(half)!;
    expect(halfMonths.monthlyKwh[5]).toBeNull(); // June 2026: 20 of its 30 days
    expect(halfMonths.monthlyKwh.filter((kwh) => kwh !== null)).toHaveLength(6);
    expect(halfMonths.monthlyKwh[11]).toBe(310); // December 2025, read in full
    expect(halfMonths.monthlyKwh[10]).toBeNull(); // November 2025: its last 3 days only
    expect(meteredFuelMonths([])).toBeNull();
  });
});

/** A smart-meter registration whose sandbox readings are ingested, calibrated, then remodelled. */
async function meteredSite() {
  built = await testApp(await databases.next(), {
    env: {
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'wattwise-metered-')),
      JOB_POLL_SECONDS: '0.5',
    },
  });
  const { db } = built.database;
  const owner = await accountFixture(db, 'owner@example.org');
  const token = await providerToken(db, { sub: owner, email: 'owner@example.org' });
  const siteId = (await register(built, smartMeterPayload(), token)).json().siteId as string;
  await db.updateTable('sites').set({ paid: true }).where('id', '=', siteId).execute();
  // The registration's run, then the one on the meter's months after the calibration.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const runs = await waitForModelRuns(built, siteId);
    if (runs.filter((run) => run.kind === 'MODEL' && run.status === 'COMPLETE').length >= 2) break;
    if (Date.now() > deadline) throw new Error('the building was not modelled on its meter');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const get = async (url: string) => {
    const answer = await built.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    return answer.json();
  };
  const building = await db.selectFrom('buildings').selectAll().executeTakeFirstOrThrow();
  return { siteId, building, get };
}

describe('a metered building', () => {
  it('is modelled on its meter, and its Actual figures are the overview’s', async () => {
    const { siteId, building, get } = await meteredSite();
    expect(building.metered_bills?.electricity?.monthlyKwh.filter((m) => m !== null).length).toBe(
      12,
    );
    const meteredYearKwh = building.metered_bills!.electricity!.monthlyKwh.reduce<number>(
      (sum, kwh) => sum + (kwh ?? 0),
      0,
    );

    // The model the plan and Diagnose read is calibrated on the meter: its electricity is the
    // meter's year (the engine's bill calibration reproduces a bill within 1 %).
    const inputs = await get(`/api/predict/model-inputs/${siteId}/${building.id}`);
    expect(inputs.facts.bills.electricity.monthlyValues).toEqual(
      building.metered_bills!.electricity!.monthlyKwh,
    );
    expect(inputs.latestRunInputHash).toBe(inputs.inputHash);

    // Actual: the meter's last 12 months, the figure the Optimise overview's KPI shows.
    const diagnosis = await get(`/api/predict/diagnose/${siteId}/${building.id}`);
    const site = await built.database.db
      .selectFrom('sites')
      .select('last_metering_at')
      .executeTakeFirstOrThrow();
    const query = JSON.stringify(
      windowTotalQuery('ENERGY_USAGE', lastTwelveMonthsWindow(site.last_metering_at!)),
    );
    const overview = await get(
      `/api/data/${siteId}/${building.id}/ENERGY_USAGE?query=${encodeURIComponent(query)}`,
    );
    const energyUse = diagnosis.kpis.find((k: { text: string }) => k.text === 'Energy use').value;
    expect(energyUse).toBeCloseTo(overview.dataPoints[0].y, 3);
    expect(energyUse / meteredYearKwh).toBeGreaterThan(0.95);
    expect(energyUse / meteredYearKwh).toBeLessThan(1.1);
    // The usage breakdown sums to the KPI and names the metered fuel; the unmetered gas is said.
    const breakdown = diagnosis.usageBreakdown as { label: string; value: number }[];
    expect(breakdown.map((item) => item.label)).toEqual(['electricity']);
    expect(breakdown[0]!.value).toBeCloseTo(energyUse, 6);
    const notices = diagnosis.notices.map((n: { notice: string }) => n.notice).join(' ');
    expect(notices).toContain("Actual figures are your meters' readings of electricity");
    expect(notices).toContain("No meter reads the building's gas");

    // Expected on the graphs continues the readings: the calibrated model of the metered fuel.
    const expected = await get(
      `/api/data/${siteId}/${building.id}/ENERGY_USAGE?query=${encodeURIComponent(
        JSON.stringify([
          {
            start: { value: 0, unit: 'DAYS', reference: site.last_metering_at },
            end: { value: 30, unit: 'DAYS', reference: site.last_metering_at },
            propertyType: 'SIMULATED',
            aggregators: [{ type: 'SUM', value: 1, unit: 'DAYS' }],
          },
        ]),
      )}`,
    );
    const expectedDays = (expected.dataPoints as { y: number }[]).map((p) => p.y);
    const meanExpected = expectedDays.reduce((a, b) => a + b, 0) / expectedDays.length;
    expect(meanExpected / (meteredYearKwh / 365)).toBeLessThan(1.6);
    expect(meanExpected / (meteredYearKwh / 365)).toBeGreaterThan(0.6);

    // The site-level graphs name the site as the node: its stimuli are answered.
    const stimuli = await get(`/api/data/stimulus/${siteId}/${siteId}`);
    expect(Object.keys(stimuli)).toContain('ENERGY_USAGE');
  });
});
