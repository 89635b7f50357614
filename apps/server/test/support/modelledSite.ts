import type { BuiltApp } from '../../src/app';
import { accountFixture } from './fixtures';
import { register, sitePayload, smartMeterPayload, waitForModelRuns } from './registrationPayload';
import { providerToken } from './tokens';

/**
 * Alice's site registered through the real registration service and modelled by the real job,
 * with a second building (the annex) when asked; Bob is another user. `paid` upgrades the site
 * as the payment adapter would (sites.paid).
 */
export async function modelledSite(
  built: BuiltApp,
  options: { paid?: boolean; annex?: boolean; payload?: Record<string, unknown> } = {},
) {
  const { db } = built.database;
  const alice = await accountFixture(
    db,
    `alice-${Math.random().toString(36).slice(2)}@example.com`,
  );
  const bob = await accountFixture(db, `bob-${Math.random().toString(36).slice(2)}@example.com`);
  const aliceToken = await providerToken(db, { sub: alice });
  const bobToken = await providerToken(db, { sub: bob });
  const registered = await register(built, sitePayload(options.payload), aliceToken);
  const siteId = registered.json().siteId as string;
  if (!siteId) throw new Error(`registration failed: ${registered.body}`);
  if (options.annex) {
    const annex = smartMeterPayload({ buildingName: 'Annex', floorArea: 600 });
    for (const key of [
      'energySupplier',
      'mpan',
      'electralinkConsent',
      'elecValue',
      'gasValue',
      'token',
    ])
      delete annex[key];
    const added = await built.app.inject({
      method: 'PUT',
      url: `/api/predict/register/${siteId}`,
      payload: annex,
      headers: { authorization: `Bearer ${aliceToken}` },
    });
    if (added.statusCode !== 200 || added.json().errorMessage)
      throw new Error(`annex failed: ${added.body}`);
  }
  const runs = await waitForModelRuns(built, siteId);
  if (runs.some((run) => run.status !== 'COMPLETE'))
    throw new Error(`model runs failed: ${JSON.stringify(runs)}`);
  if (options.paid)
    await db.updateTable('sites').set({ paid: true }).where('id', '=', siteId).execute();
  const buildings = await db
    .selectFrom('buildings')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const get = (url: string, token = aliceToken) =>
    built.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const post = (url: string, payload?: unknown, token = aliceToken) =>
    built.app.inject({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: { authorization: `Bearer ${token}` },
    });
  return { siteId, alice, bob, aliceToken, bobToken, buildings, get, post };
}
