import type { Kysely } from 'kysely';
import type { BlobStore } from '../adapters/blobs/index';
import type { Database } from '../db/schema';

/** What the caller may do to a site it can already see (the route layer checked that). */
export type SiteChangeRefusal = 'NOT_FOUND' | 'DEMO' | 'NOT_OWNER';

export interface OwnedSite {
  id: string;
  name: string;
  product: string;
  paid: boolean;
}

/**
 * The write check of site management (spec shell §6): only an OWNER may change a site, and no
 * one may change a demo site. Answers the site, or why the caller may not change it.
 */
export async function siteTheCallerOwns(
  db: Kysely<Database>,
  accountId: string | undefined,
  siteId: string,
): Promise<OwnedSite | SiteChangeRefusal> {
  const row = await db
    .selectFrom('sites')
    .leftJoin('site_permissions', (join) =>
      join
        .onRef('site_permissions.site_id', '=', 'sites.id')
        .on('site_permissions.account_id', '=', accountId ?? ''),
    )
    .select([
      'sites.id',
      'sites.name',
      'sites.product',
      'sites.paid',
      'sites.demo',
      'site_permissions.permission',
    ])
    .where('sites.id', '=', siteId)
    .executeTakeFirst();
  if (!row) return 'NOT_FOUND';
  if (row.demo) return 'DEMO';
  if (row.permission !== 'OWNER' || !accountId) return 'NOT_OWNER';
  return { id: row.id, name: row.name, product: row.product, paid: row.paid };
}

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
