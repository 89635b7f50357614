import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { createAccount } from '../../src/platform/identity/accounts';

/** Creates an account directly in the database; returns its id (the token subject). */
export async function accountFixture(db: Kysely<Database>, email: string): Promise<string> {
  const result = await createAccount(db, {
    name: email.split('@')[0] ?? 'User',
    email,
    password: 'password-123',
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  if (!result.account) throw new Error(`${email} already has an account`);
  return result.account.id;
}

/** A site with one building, owned by the account. */
export async function siteFixture(
  db: Kysely<Database>,
  ownerId: string,
  site: {
    name: string;
    product?: 'PREDICT' | 'OPTIMISE' | 'SIMPLE_PREDICT';
    energyUsage?: 'HIGH' | 'OK' | 'LOW';
    createdAt?: Date;
    centre?: [number, number];
  },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('building_types')
    .values({
      key: 'GENERAL_OFFICE',
      label: 'General office',
      hidden: false,
    })
    .onConflict((c) => c.doNothing())
    .execute();
  await db
    .insertInto('sites')
    .values({
      id,
      name: site.name,
      product: site.product ?? 'PREDICT',
      paid: false,
      building_type: 'GENERAL_OFFICE',
      demo: false,
      sandbox: true,
      summary: JSON.stringify({
        energyUsage: site.energyUsage ?? 'OK',
        energyCost: 'OK',
        energyCarbon: 'LOW',
      }),
      last_metering_at: null,
      ...(site.createdAt ? { created_at: site.createdAt } : {}),
    })
    .execute();
  const centre = site.centre ?? [-0.13, 51.52];
  await db
    .insertInto('buildings')
    .values({
      id: randomUUID(),
      site_id: id,
      name: site.name,
      outline: JSON.stringify({ type: 'Polygon', coordinates: [[centre, centre, centre, centre]] }),
      centre: JSON.stringify(centre),
      floors: 2,
      floor_area: 200,
      year_of_construction: 2000,
      heating_fuel: 'NATURAL_GAS',
      cooling_system: 'NATURAL_VENTILATION',
      unit: null,
      street: '1 Test Street',
      town: 'London',
      post_code: 'WC1E 6JA',
      country: 'United Kingdom',
      epc_rating: 'C',
      osm_id: null,
    })
    .execute();
  await db
    .insertInto('site_permissions')
    .values({ site_id: id, account_id: ownerId, permission: 'OWNER' })
    .execute();
  return id;
}
