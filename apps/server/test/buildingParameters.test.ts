import { FLOOR_AREA_TOTAL_MESSAGE } from '@wattwise/energy-model';
import { parameterMessages } from '@wattwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { wholeFloorSpaces } from '../src/db/migrations/0012_whole_floor_spaces';
import { modelledSite } from './support/modelledSite';
import { waitForModelRuns } from './support/registrationPayload';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';

let databases: TestDatabases;
let built: BuiltApp;
let site: Awaited<ReturnType<typeof modelledSite>>;

// Every model job pauses a moment, so a freshly queued run is seen as running.
beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), { env: { JOB_PAUSE_MS: '1500' } });
  site = await modelledSite(built, { paid: true, annex: true });
}, 120_000);
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

type Parameter = { id: string; value: unknown; defaultValue: unknown; targetPath: string };
type Group = { categoryName: string; parameters: Parameter[] };

// The annex: registered with a room breakdown and no bills, so its figures are the model's alone.
const buildingId = () => site.buildings[1]!.id;
const parametersUrl = () => `/api/predict/parameters/${site.siteId}/${buildingId()}`;
const diagnoseUrl = () => `/api/predict/diagnose/${site.siteId}/${buildingId()}`;
const parameterOf = (groups: Group[], id: string) =>
  groups.flatMap((group) => group.parameters).find((parameter) => parameter.id === id)!;

async function diagnose() {
  return (await site.get(diagnoseUrl())).json() as {
    energyModelRunning: string;
    energyUsageIntensity: number;
  };
}

describe('building parameters served from the engine and the stored overrides', () => {
  it('lists the groups with current values targeting the building', async () => {
    const response = await site.get(parametersUrl());
    expect(response.statusCode).toBe(200);
    const groups = response.json() as Group[];
    expect(groups.length).toBeGreaterThan(1);
    const hours = parameterOf(groups, 'occupiedHoursPerWeek');
    expect(typeof hours.value).toBe('number');
    expect(hours.targetPath).toBe(buildingId());
  });

  it("answers the spec's words when the floor area percentages do not total 100, storing nothing", async () => {
    expect(FLOOR_AREA_TOTAL_MESSAGE).toBe('The total must equal 100%');
    const response = await site.post(`/api/predict/parameters/${site.siteId}`, {
      [buildingId()]: { 'floorAreaPercentage.OFFICE': 60, 'floorAreaPercentage.KITCHEN': 30 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().errors['Floor Area Percentages'][buildingId()]).toBe(
      'The total must equal 100%',
    );
    const groups = (await site.get(parametersUrl())).json() as Group[];
    expect(parameterOf(groups, 'floorAreaPercentage.KITCHEN').value).not.toBe(30);
  });

  it('totals the whole group as the screen shows it: one changed share with the others kept', async () => {
    const groups = (await site.get(parametersUrl())).json() as Group[];
    const shares = groups.find((g) => g.categoryName === parameterMessages.floorAreaPercentages)!;
    const inUse = shares.parameters.filter((p) => typeof p.value === 'number' && p.value > 0);
    expect(inUse.length).toBeGreaterThan(1);
    const total = inUse.reduce((sum, p) => sum + (p.value as number), 0);
    expect(Math.abs(total - 100)).toBeLessThan(1e-9);
    // The screen sends only what changed: moving 5 points from the first share to the second.
    const [first, second] = inUse as [Parameter, Parameter];
    const moved = {
      [first.id]: Math.round(((first.value as number) - 5) * 10) / 10,
      [second.id]: Math.round(((second.value as number) + 5) * 10) / 10,
    };
    const saved = await site.post(`/api/predict/parameters/${site.siteId}`, {
      [buildingId()]: moved,
    });
    expect(saved.json().errors).toEqual({});
    await waitForModelRuns(built, site.siteId);
    const after = (await site.get(parametersUrl())).json() as Group[];
    for (const p of inUse) expect(parameterOf(after, p.id).value).toBe(moved[p.id] ?? p.value);
    // Back to the room breakdown's defaults, so the figures of the later tests are the model's own.
    const reset = await site.post(`/api/predict/parameters/${site.siteId}`, {
      [buildingId()]: Object.fromEntries(
        shares.parameters.map((p) => [p.id, null as number | null]),
      ),
    });
    expect(reset.json().errors).toEqual({});
    await waitForModelRuns(built, site.siteId);
  });

  it('keys an out-of-range value by id and target path', async () => {
    const response = await site.post(`/api/predict/parameters/${site.siteId}`, {
      [buildingId()]: { occupiedHoursPerWeek: 500 },
    });
    expect(response.json().errors.occupiedHoursPerWeek[buildingId()]).toMatch(/0 to 168/);
    const unknown = await site.post(`/api/predict/parameters/${site.siteId}`, {
      [buildingId()]: { constructor: 1 },
    });
    expect(unknown.json().errors.constructor[buildingId()]).toBe('unknown parameter');
    expect(({} as Record<string, unknown>)[buildingId()]).toBeUndefined();
  });

  it('stores a valid change, runs the model again and the figures follow', async () => {
    const before = await diagnose();
    const response = await site.post(`/api/predict/parameters/${site.siteId}`, {
      [buildingId()]: { occupiedHoursPerWeek: 100 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ errors: {} });
    expect((await diagnose()).energyModelRunning).toBe('TRUE');
    const runs = await waitForModelRuns(built, site.siteId);
    expect(runs.every((run) => run.status === 'COMPLETE')).toBe(true);
    const after = await diagnose();
    expect(after.energyModelRunning).toBe('FALSE');
    expect(after.energyUsageIntensity).not.toBeCloseTo(before.energyUsageIntensity, 3);
    const groups = (await site.get(parametersUrl())).json() as Group[];
    expect(parameterOf(groups, 'occupiedHoursPerWeek').value).toBe(100);
  });

  it('deletes an optional parameter but refuses a required one', async () => {
    await site.post(`/api/predict/parameters/${site.siteId}`, { [buildingId()]: { pvKwp: 20 } });
    await waitForModelRuns(built, site.siteId);
    expect(parameterOf((await site.get(parametersUrl())).json(), 'pvKwp').value).toBe(20);
    const deleted = await built.app.inject({
      method: 'DELETE',
      url: `/api/predict/parameters/${site.siteId}/pvKwp/${buildingId()}`,
      headers: { authorization: `Bearer ${site.aliceToken}` },
    });
    expect(deleted.statusCode).toBe(200);
    await waitForModelRuns(built, site.siteId);
    const pv = parameterOf((await site.get(parametersUrl())).json(), 'pvKwp');
    expect(pv.value).toEqual(pv.defaultValue);
    const required = await built.app.inject({
      method: 'DELETE',
      url: `/api/predict/parameters/${site.siteId}/occupiedHoursPerWeek/${buildingId()}`,
      headers: { authorization: `Bearer ${site.aliceToken}` },
    });
    expect(required.statusCode).toBe(400);
  });
});

describe('schedules of the spaces', () => {
  // The annex was registered with a room breakdown (19 spaces).
  const annexId = () => site.buildings[1]!.id;
  const spacesUrl = () => `/api/predict/schedules/spaces/${site.siteId}/${annexId()}`;
  const annexDiagnose = async () =>
    (await site.get(`/api/predict/diagnose/${site.siteId}/${annexId()}`)).json() as {
      energyModelRunning: string;
      energyUsageIntensity: number;
    };

  it('lists the spaces and their default schedules (24 blocks in three lanes)', async () => {
    const spaces = (await site.get(spacesUrl())).json() as { path: string; type: string }[];
    expect(spaces.length).toBe(19);
    expect(spaces.every((space) => space.type === 'SPACE')).toBe(true);
    const schedules = (
      await site.get(`/api/predict/schedules/${site.siteId}/${encodeURIComponent(spaces[0]!.path)}`)
    ).json() as { unit: string; weekdays: unknown[]; holidays: unknown[] }[];
    expect(schedules.map((s) => s.unit).sort()).toEqual(['CELSIUS', 'PERCENT']);
    expect(schedules[0]!.weekdays).toHaveLength(24);
    expect(schedules[0]!.holidays).toHaveLength(24);
  });

  it('gives each floor of a building registered without a room breakdown one space, whose schedules open and save', async () => {
    // The main building came through the bills path, which has no room-breakdown step.
    const mainId = site.buildings[0]!.id;
    const spaces = (
      await site.get(`/api/predict/schedules/spaces/${site.siteId}/${mainId}`)
    ).json() as { name: string; path: string; type: string }[];
    expect(spaces.map((space) => space.name)).toEqual([
      'Floor 1, whole floor',
      'Floor 2, whole floor',
      'Floor 3, whole floor',
    ]);
    const url = `/api/predict/schedules/${site.siteId}/${encodeURIComponent(spaces[1]!.path)}`;
    type Lanes = { presets: unknown[]; weekdays: { presetIndex: number }[] }[];
    const schedules = (await site.get(url)).json() as Lanes;
    expect(schedules[0]!.weekdays).toHaveLength(24);
    const changed = (schedules[0]!.weekdays[3]!.presetIndex + 1) % schedules[0]!.presets.length;
    schedules[0]!.weekdays[3]!.presetIndex = changed;
    const saved = await site.post(url, schedules);
    expect(saved.statusCode).toBe(200);
    const again = (await site.get(url)).json() as Lanes;
    expect(again[0]!.weekdays[3]!.presetIndex).toBe(changed);
    await waitForModelRuns(built, site.siteId);
  });

  it('migration 0012 gives floors stored before that change the same whole-floor space', async () => {
    const { db } = built.database;
    const mainId = site.buildings[0]!.id;
    const spacesOf = () =>
      db
        .selectFrom('spatial_nodes')
        .select(['path', 'parent_path', 'name', 'type'])
        .where('building_id', '=', mainId)
        .where('type', '=', 'SPACE')
        .orderBy('path')
        .execute();
    const registered = await spacesOf();
    expect(registered).toHaveLength(3);
    await db
      .deleteFrom('spatial_nodes')
      .where('building_id', '=', mainId)
      .where('type', '=', 'SPACE')
      .execute();
    await wholeFloorSpaces.up(db);
    expect(await spacesOf()).toEqual(registered);
    // Run again, it adds nothing: those floors have a child now.
    await wholeFloorSpaces.up(db);
    expect(await spacesOf()).toHaveLength(3);
  });

  it('saves a schedule, runs the model again and the figures change', async () => {
    const spaces = (await site.get(spacesUrl())).json() as { path: string }[];
    const url = `/api/predict/schedules/${site.siteId}/${encodeURIComponent(spaces[0]!.path)}`;
    const schedules = (await site.get(url)).json() as {
      unit: string;
      weekdays: { presetIndex: number }[];
      weekends: { presetIndex: number }[];
    }[];
    const before = await annexDiagnose();
    // Heat every hour of every day at the HIGH preset.
    const always = schedules.map((schedule) => ({
      ...schedule,
      weekdays: schedule.weekdays.map(() => ({ presetIndex: 0 })),
      weekends: schedule.weekends.map(() => ({ presetIndex: 0 })),
    }));
    const saved = await site.post(url, always);
    expect(saved.statusCode).toBe(200);
    expect((await annexDiagnose()).energyModelRunning).toBe('TRUE');
    await waitForModelRuns(built, site.siteId);
    expect((await site.get(url)).json()).toEqual(always);
    expect((await annexDiagnose()).energyUsageIntensity).not.toBeCloseTo(
      before.energyUsageIntensity,
      3,
    );
  });

  it('refuses a block that names no preset, storing nothing', async () => {
    const spaces = (await site.get(spacesUrl())).json() as { path: string }[];
    const url = `/api/predict/schedules/${site.siteId}/${encodeURIComponent(spaces[1]!.path)}`;
    const schedules = (await site.get(url)).json() as { weekdays: { presetIndex: number }[] }[];
    const bad = [
      { ...schedules[0]!, weekdays: schedules[0]!.weekdays.map(() => ({ presetIndex: 9 })) },
    ];
    const response = await site.post(url, bad);
    expect(response.statusCode).toBe(400);
    expect((await site.get(url)).json()).toEqual(schedules);
  });
});

describe('who may see and change', () => {
  it('hides the site from another user (404)', async () => {
    expect((await site.get(parametersUrl(), site.bobToken)).statusCode).toBe(404);
    expect(
      (
        await site.post(
          `/api/predict/parameters/${site.siteId}`,
          { [buildingId()]: { occupiedHoursPerWeek: 50 } },
          site.bobToken,
        )
      ).statusCode,
    ).toBe(404);
    const spaces = `/api/predict/schedules/spaces/${site.siteId}/${buildingId()}`;
    expect((await site.get(spaces, site.bobToken)).statusCode).toBe(404);
  });

  it("refuses changes on a demonstration site with the spec's words (403)", async () => {
    await built.database.db
      .updateTable('sites')
      .set({ demo: true })
      .where('id', '=', site.siteId)
      .execute();
    const response = await site.post(`/api/predict/parameters/${site.siteId}`, {
      [buildingId()]: { occupiedHoursPerWeek: 50 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'This is a demonstration site and building properties cannot be changed.',
    );
    expect(response.json().message).toBe(parameterMessages.demoReadOnly);
    const spaces = (
      await site.get(`/api/predict/schedules/spaces/${site.siteId}/${site.buildings[1]!.id}`)
    ).json() as { path: string }[];
    const url = `/api/predict/schedules/${site.siteId}/${encodeURIComponent(spaces[0]!.path)}`;
    const schedule = (await site.post(url, (await site.get(url)).json())).statusCode;
    expect(schedule).toBe(403);
    // Reading stays open.
    expect((await site.get(parametersUrl())).statusCode).toBe(200);
  });
});
