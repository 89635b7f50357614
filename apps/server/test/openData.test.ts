import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFromPglite, migrateToLatest, type AppDatabase } from '../src/db/database';
import { loadBundledOpenData } from '../src/seed/openData';

let database: AppDatabase;
const db = () => database.db;

async function counts() {
  const outlines = await db()
    .selectFrom('building_outlines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const certificates = await db()
    .selectFrom('epc_certificates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { outlines: Number(outlines.n), certificates: Number(certificates.n) };
}

beforeAll(async () => {
  database = databaseFromPglite(await PGlite.create());
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database.close();
});

describe('bundled open data (outlines and sample certificates of the demo area)', () => {
  it('is not loaded by the migrations: a new database has the tables, empty', async () => {
    expect(await counts()).toEqual({ outlines: 0, certificates: 0 });
  });

  it('is loaded once on a new database, and a later start keeps the rows as they are', async () => {
    expect(await loadBundledOpenData(db())).toBe(true);
    const loaded = await counts();
    expect(loaded.outlines).toBeGreaterThan(100);
    expect(loaded.certificates).toBeGreaterThan(100);
    const sample = await db().selectFrom('epc_certificates').select('sample').distinct().execute();
    expect(sample).toEqual([{ sample: true }]);

    expect(await loadBundledOpenData(db())).toBe(false);
    expect(await counts()).toEqual(loaded);
  });

  it('does not bring back sample certificates an operator removed while the outlines remain', async () => {
    await db().deleteFrom('epc_certificates').where('sample', '=', true).execute();
    expect(await loadBundledOpenData(db())).toBe(false);
    expect((await counts()).certificates).toBe(0);
  });
});
