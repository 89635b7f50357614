import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { modelledSite } from './support/modelledSite';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';

let databases: TestDatabases;
let built: BuiltApp;
let site: Awaited<ReturnType<typeof modelledSite>>;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next());
  site = await modelledSite(built, { annex: true });
}, 120_000);
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

type Event = { name: string; description: string; type: string; status: string; openDate: string };

describe('events of a site, from the events table the jobs write', () => {
  it('lists the model runs of registration as complete ENERGY_MODEL events, newest first', async () => {
    const response = await site.get(`/api/events/${site.siteId}`);
    expect(response.statusCode).toBe(200);
    const events = response.json() as Event[];
    const models = events.filter((event) => event.type === 'ENERGY_MODEL');
    expect(models).toHaveLength(2);
    expect(models.every((event) => event.status === 'COMPLETE')).toBe(true);
    expect(models[0]!.description).toBe("Modelling the building's energy use");
    const dates = events.map((event) => Date.parse(event.openDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('keeps one type with ?type= and one building with a path', async () => {
    const all = (await site.get(`/api/events/${site.siteId}`)).json() as Event[];
    const models = (
      await site.get(`/api/events/${site.siteId}?type=ENERGY_MODEL`)
    ).json() as Event[];
    expect(models.length).toBeGreaterThan(0);
    expect(models.every((event) => event.type === 'ENERGY_MODEL')).toBe(true);
    expect((await site.get(`/api/events/${site.siteId}?type=ALERT`)).json() as Event[]).toEqual([]);
    const annex = (
      await site.get(`/api/events/${site.siteId}/${site.buildings[1]!.id}?type=ENERGY_MODEL`)
    ).json() as Event[];
    expect(annex).toHaveLength(1);
    expect(all.length).toBeGreaterThan(annex.length);
  });

  it('refuses an unknown type (400) and hides the site from another user (404)', async () => {
    expect((await site.get(`/api/events/${site.siteId}?type=NOPE`)).statusCode).toBe(400);
    expect((await site.get(`/api/events/${site.siteId}`, site.bobToken)).statusCode).toBe(404);
  });
});
