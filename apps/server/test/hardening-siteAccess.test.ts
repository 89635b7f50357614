import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  changesSite,
  isOpenForDemoSites,
  routes,
  type RouteDef,
} from '@wattwise/api/contract';
import { parameterMessages } from '@wattwise/domain';
import type { BuiltApp } from '../src/app';
import { findAccountByEmail } from '../src/platform/identity/accounts';
import { DEMO_ACCOUNT_EMAIL } from '../src/seed/seedSites';
import { accountFixture, siteFixture } from './support/fixtures';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { providerToken } from './support/tokens';

const DEMO_SITE = 'b1413e3b-d118-4999-8022-27df89e-demo';
/** The access check's answer for a site the caller may not see (src/http/contractRoutes.ts). */
const SITE_HIDDEN = 'No site with this id is visible to you.';

let databases: TestDatabases;
let built: BuiltApp;
let demoOwner: string;
let stranger: string;
let ownSite: string;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), {
    seed: true,
    env: { RATE_LIMIT_REGISTRATION: '100000/60', RATE_LIMIT_ANONYMOUS: '100000/60' },
  });
  const { db } = built.database;
  const demo = await findAccountByEmail(db, DEMO_ACCOUNT_EMAIL);
  demoOwner = `Bearer ${await providerToken(db, { sub: demo!.id })}`;
  const strangerId = await accountFixture(db, 'stranger@example.com');
  stranger = `Bearer ${await providerToken(db, { sub: strangerId })}`;
  ownSite = await siteFixture(db, strangerId, { name: 'Stranger House' });
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

const siteScoped = (route: RouteDef) => route.auth === 'user' && 'siteId' in route.params.shape;

function call(route: RouteDef, siteId: string, authorization?: string) {
  const hasJsonBody = route.body && route.bodyType !== 'octet-stream';
  return built.app.inject({
    method: route.method,
    url: buildPath(route.path, { ...route.example.params, siteId }),
    // The blob examples carry a made-up `?token=`: a caller without a token sends none.
    query: Object.fromEntries(
      Object.entries(route.example.query ?? {})
        .filter(([k]) => authorization !== undefined || k !== 'token')
        .map(([k, v]) => [k, String(v)]),
    ),
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(hasJsonBody ? { 'content-type': 'application/json' } : {}),
      ...(route.bodyType === 'octet-stream' ? { 'content-type': 'application/octet-stream' } : {}),
    },
    ...(hasJsonBody ? { payload: JSON.stringify(route.example.body ?? {}) } : {}),
    ...(route.bodyType === 'octet-stream' ? { payload: Buffer.from('png') } : {}),
  });
}

describe('read and write permission on sites', () => {
  // Deleting the site goes last: once it has run, the site is gone for every other write.
  const writes = routes
    .filter((route) => siteScoped(route) && changesSite(route))
    .sort((a, b) => Number(a.name === 'user.site.delete') - Number(b.name === 'user.site.delete'));

  it('refuses every write to a demo site with 403 and the domain message, for its owner and everyone else', async () => {
    expect(writes.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const route of writes) {
      for (const [who, authorization] of [
        ['owner', demoOwner],
        ['stranger', stranger],
      ] as const) {
        const response = await call(route, DEMO_SITE, authorization);
        if (
          response.statusCode !== 403 ||
          response.json().message !== parameterMessages.demoReadOnly
        ) {
          wrong.push(`${route.name} as ${who}: ${response.statusCode}`);
        }
      }
      // Without a token a write is refused before anything else.
      const anonymous = await call(route, DEMO_SITE);
      if (anonymous.statusCode !== 401)
        wrong.push(`${route.name} anonymous: ${anonymous.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("lets the owner write to their own site and hides it from everyone else's writes (404)", async () => {
    const wrong: string[] = [];
    for (const route of writes) {
      const owner = await call(route, ownSite, stranger);
      // A 404 from the handler itself (the example's building is not in this site) is no refusal.
      const hidden = owner.statusCode === 404 && owner.json().message === SITE_HIDDEN;
      if ([401, 403].includes(owner.statusCode) || hidden)
        wrong.push(`${route.name} owner: ${owner.statusCode}`);
      const other = await call(route, ownSite, demoOwner);
      if (other.statusCode !== 404) wrong.push(`${route.name} other: ${other.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('opens the flagged reads of demo sites to anonymous visitors, and nothing else', async () => {
    const reads = routes.filter((route) => siteScoped(route) && !changesSite(route));
    const wrong: string[] = [];
    for (const route of reads) {
      const demo = await call(route, DEMO_SITE);
      const open = isOpenForDemoSites(route);
      // A 404 from the handler (the example's asset is not on this site) is no refusal.
      const refused =
        [401, 403].includes(demo.statusCode) ||
        (demo.statusCode === 404 && demo.json().message === SITE_HIDDEN);
      if (open && refused) {
        wrong.push(`${route.name} demo anonymous: ${demo.statusCode}`);
      }
      if (!open && demo.statusCode !== 401) wrong.push(`${route.name} closed: ${demo.statusCode}`);
      const own = await call(route, ownSite);
      if (own.statusCode !== 401) wrong.push(`${route.name} private anonymous: ${own.statusCode}`);
      // A bad token is still refused, even on a demo site.
      const forged = await call(route, DEMO_SITE, 'Bearer not-a-token');
      if (forged.statusCode !== 401) wrong.push(`${route.name} forged: ${forged.statusCode}`);
    }
    expect(reads.some(isOpenForDemoSites)).toBe(true);
    expect(wrong).toEqual([]);
  });
});
