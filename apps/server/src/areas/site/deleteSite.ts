import type { Kysely } from 'kysely';
import type { BlobStore } from '../../adapters/blobs/index';
import type { Database } from '../../db/schema';

/**
 * Removes a site and everything under it in one transaction: buildings, spatial nodes, meters
 * and their readings, model runs, events, registration keys, checkouts and permissions (the
 * foreign keys cascade from sites). The blobs it referenced (logo, EPC certificates) are
 * removed after the commit; a blob left behind by a crash is unreferenced, never a dangling row.
 * Answers false when the site was already gone.
 */
export async function deleteSite(
  db: Kysely<Database>,
  blobs: BlobStore,
  siteId: string,
): Promise<boolean> {
  const blobKeys = await db.transaction().execute(async (trx) => {
    const site = await trx
      .selectFrom('sites')
      .select(['id', 'logo_blob'])
      .where('id', '=', siteId)
      .forUpdate()
      .executeTakeFirst();
    if (!site) return undefined;
    const certificates = await trx
      .selectFrom('buildings')
      .select('epc_certificate_blob')
      .where('site_id', '=', siteId)
      .execute();
    const deleted = await trx.deleteFrom('sites').where('id', '=', siteId).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) throw new Error(`Site ${siteId} was not deleted.`);
    return [site.logo_blob, ...certificates.map((row) => row.epc_certificate_blob)].filter(
      (key): key is string => typeof key === 'string' && key !== '',
    );
  });
  if (!blobKeys) return false;
  for (const key of blobKeys) await blobs.remove(key).catch(() => undefined);
  return true;
}
