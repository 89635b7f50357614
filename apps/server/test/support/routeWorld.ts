import { buildPath, type RouteDef } from '@wattwise/api/contract';
import type { BuiltApp } from '../../src/app';
import { accountFixture } from './fixtures';
import { register, smartMeterPayload } from './registrationPayload';
import { providerToken } from './tokens';
import { queryString } from './zodArbitrary';

/** What the route-table harness aims at: Alice's registered site, and Bob, who does not own it. */
export const SECRET_NAME = 'Alice Secret Tower';
export const SECRET_POSTCODE = 'WC1E 7HX';

export async function setUpWorld(built: BuiltApp) {
  const { db } = built.database;
  const alice = await accountFixture(db, 'alice@example.com');
  const bob = await accountFixture(db, 'bob@example.com');
  const aliceToken = await providerToken(db, { sub: alice, email: 'alice@example.com' });
  const bobToken = await providerToken(db, { sub: bob, email: 'bob@example.com' });
  const answer = await register(
    built,
    smartMeterPayload({ buildingName: SECRET_NAME, postCode: SECRET_POSTCODE }),
    aliceToken,
  );
  const siteId = answer.json().siteId as string;
  const node = await db
    .selectFrom('spatial_nodes')
    .select(['path', 'building_id'])
    .where('site_id', '=', siteId)
    .where('type', '=', 'SPACE')
    .executeTakeFirstOrThrow();
  return {
    alice,
    bob,
    aliceToken,
    bobToken,
    siteId,
    buildingId: node.building_id,
    spacePath: node.path,
  };
}

export type World = Awaited<ReturnType<typeof setUpWorld>>;

/** The route's example request, aimed at Alice's site, building and spaces. */
export function aimedAtAlice(
  world: World,
  route: RouteDef,
  params: Record<string, unknown> = route.example.params,
) {
  const aimed: Record<string, unknown> = { ...params };
  if ('siteId' in aimed) aimed.siteId = world.siteId;
  if ('path' in aimed)
    aimed.path = route.name.startsWith('blob.') ? world.spacePath : world.buildingId;
  if ('buildingId' in aimed) aimed.buildingId = world.buildingId;
  if (route.name === 'blob.glb') aimed.name = `${world.buildingId}.glb`;
  let body = route.example.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    body = { ...body };
    if ('siteId' in body) body.siteId = world.siteId;
    if ('path' in body) body.path = world.buildingId;
  }
  return { url: buildPath(route.path, aimed) + queryString(route.example.query), body };
}

/** One call of a route: a JSON body, or three bytes for octet-stream routes. */
export async function callRoute(
  built: BuiltApp,
  route: RouteDef,
  url: string,
  body: unknown,
  token?: string,
  octets: Buffer = Buffer.from([1, 2, 3]),
) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: string | Buffer | undefined;
  if (route.bodyType === 'octet-stream') {
    headers['content-type'] = 'application/octet-stream';
    payload = octets;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return built.app.inject({ method: route.method, url, headers, ...(payload ? { payload } : {}) });
}
