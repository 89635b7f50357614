import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { sampleCertificates } from '../adapters/epcRegister/sampleCertificates';
import { storeCertificates } from '../adapters/epcRegister/registerTable';
import { outlineOfFeature } from '../adapters/outlines/osmExtract';
import { storeOutlines, type OutlineFeature } from '../adapters/outlines/outlineStore';
import type { Database } from '../db/schema';
import { upsertBuildingTypes } from '../areas/site/buildingTypes';
import { bloomsburyBuildingsPath } from './osmBuildings';

/**
 * The bundled open data a new database starts with: the real Bloomsbury footprints (© OpenStreetMap
 * contributors, ODbL 1.0) and SYNTHETIC certificates for their addresses, flagged `sample`. Loaded
 * once, in one transaction, when both tables are empty: a database whose migration 0004 loaded
 * them before (or that `load:outlines` and `load:epc` filled) keeps its rows as they are, and
 * rows an operator removed are not brought back while the other table still holds data.
 * Answers whether it loaded them.
 */
export async function loadBundledOpenData(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const outline = await trx.selectFrom('building_outlines').select('id').limit(1).execute();
    const certificate = await trx
      .selectFrom('epc_certificates')
      .select('lmk_key')
      .limit(1)
      .execute();
    if (outline.length > 0 || certificate.length > 0) return false;
    const collection = JSON.parse(readFileSync(bloomsburyBuildingsPath, 'utf8')) as {
      features: Parameters<typeof outlineOfFeature>[0][];
    };
    const outlines = collection.features
      .map(outlineOfFeature)
      .filter((feature): feature is OutlineFeature => feature !== null);
    await storeOutlines(trx, outlines);
    await storeCertificates(trx, sampleCertificates(outlines));
    return true;
  });
}

/**
 * What every start makes sure of before it serves: the engine's building types (refreshed each
 * time, so a new engine's list is served at once) and, on a new database, the bundled open data.
 */
export async function loadStartData(db: Kysely<Database>): Promise<void> {
  await upsertBuildingTypes(db);
  await loadBundledOpenData(db);
}
