import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { accountFixture } from './support/fixtures';
import { register, sitePayload } from './support/registrationPayload';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { providerToken } from './support/tokens';

let databases: TestDatabases;
let built: BuiltApp;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), {
    env: { STAFF_EMAIL_DOMAINS: 'queue.example', JOB_PAUSE_MS: '300', JOB_POLL_SECONDS: '0.5' },
  });
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

async function accountToken(email: string) {
  const { db } = built.database;
  return providerToken(db, { sub: await accountFixture(db, email), email });
}

/** The description of a site's ENERGY_MODEL event, as the events list answers it. */
async function modelEvent(token: string, siteId: string) {
  const answer = await built.app.inject({
    method: 'GET',
    url: `/api/events/${siteId}?type=ENERGY_MODEL`,
    headers: { authorization: `Bearer ${token}` },
  });
  return (answer.json() as { status: string; description: string }[])[0]!;
}

const runsBefore = (description: string) =>
  Number(/(\d+) runs? before it/.exec(description)?.[1] ?? Number.NaN);

describe('the model queue, shared between requesters', () => {
  it('starts another account’s first run before one account’s queued ones, and says where a waiting run stands', async () => {
    const flooder = await accountToken('flooder@queue.example');
    const other = await accountToken('other@queue.example');
    const floodSites: string[] = [];
    for (let index = 0; index < 6; index++) {
      const answer = await register(
        built,
        sitePayload({ buildingName: `Flood ${index}` }),
        flooder,
      );
      floodSites.push(answer.json().siteId as string);
    }
    const mine = (await register(built, sitePayload({ buildingName: 'Mine' }), other)).json()
      .siteId as string;

    const last = await modelEvent(flooder, floodSites.at(-1)!);
    const own = await modelEvent(other, mine);
    expect(last.description).toMatch(/waiting in the queue, \d+ runs? before it$/);
    expect(runsBefore(own.description)).toBeLessThanOrEqual(2);
    expect(runsBefore(last.description)).toBeGreaterThan(runsBefore(own.description));

    // The other account's run is done while the flood's last still waits.
    for (let tries = 0; tries < 100; tries++) {
      if ((await modelEvent(other, mine)).status === 'COMPLETE') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await modelEvent(other, mine)).status).toBe('COMPLETE');
    expect((await modelEvent(flooder, floodSites.at(-1)!)).status).not.toBe('COMPLETE');
  });
});
