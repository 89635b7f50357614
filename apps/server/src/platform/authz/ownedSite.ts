import type { Kysely } from 'kysely';
import { parameterMessages } from '@wattwise/domain';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../errors/httpError';
import type { Caller } from '../identity/verify';

/** What the caller may do to a site it can already see (the route layer checked that). */
type SiteChangeRefusal = 'NOT_FOUND' | 'DEMO' | 'NOT_OWNER';

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
async function siteTheCallerOwns(
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

const forbidden = (message: string) => new HttpError(403, 'Forbidden', message);

/**
 * The write check: the route layer already answered 404 for a site the caller cannot see; here
 * the caller must also own it, and it may not be a demo site (403).
 */
export async function requireOwnedSite(
  context: { db: Kysely<Database>; caller: Caller | undefined },
  siteId: string,
): Promise<OwnedSite> {
  const site = await siteTheCallerOwns(context.db, context.caller?.sub, siteId);
  if (site === 'NOT_FOUND') throw notFound('No site with this id is visible to you.');
  if (site === 'DEMO') throw forbidden(parameterMessages.demoReadOnly);
  if (site === 'NOT_OWNER') throw forbidden('Only the owner of this site may change it.');
  return site;
}
