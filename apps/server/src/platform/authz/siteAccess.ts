import type { Kysely } from 'kysely';
import { isDemoSite } from '@wattwise/domain';
import { compiledOnce } from '../../db/compiledOnce';
import { cachedRead } from '../../db/readCache';
import type { Database } from '../../db/schema';

/**
 * Whether the caller may see a site: an OWNER permission, or a demo site (demo sites are open to
 * everyone, spec shell §6). Unknown and foreign sites look the same to the caller (404).
 */
export async function callerMaySeeSite(
  db: Kysely<Database>,
  accountId: string | undefined,
  siteId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('sites')
    .leftJoin('site_permissions', (join) =>
      join
        .onRef('site_permissions.site_id', '=', 'sites.id')
        .on('site_permissions.account_id', '=', accountId ?? ''),
    )
    .select(['sites.demo', 'site_permissions.permission'])
    .where('sites.id', '=', siteId)
    .executeTakeFirst();
  return Boolean(row && (row.demo || row.permission === 'OWNER'));
}

/** What a caller may do with a site: change it, only read it (a demo site), or nothing (hidden). */
export type SiteAccess = 'change' | 'read' | 'hidden';

/**
 * The caller's access to a site. Change needs an OWNER permission on a site that is not a demo
 * site (demo sites cannot be changed by anyone, spec shell §6, analysis §6); demo sites are read
 * by everyone, signed in or not; anything else is hidden (404, so existence does not leak).
 */
export async function siteAccessOf(
  db: Kysely<Database>,
  accountId: string | undefined,
  siteId: string,
): Promise<SiteAccess> {
  return cachedRead(db, `site access ${accountId ?? ''} ${siteId}`, () =>
    readSiteAccess(db, accountId, siteId),
  );
}

/** The site's demo flag and the caller's permission on it, compiled once (every site route). */
const siteAccessRows = compiledOnce((db: Kysely<Database>, accountId: string, siteId: string) =>
  db
    .selectFrom('sites')
    .leftJoin('site_permissions', (join) =>
      join
        .onRef('site_permissions.site_id', '=', 'sites.id')
        .on('site_permissions.account_id', '=', accountId),
    )
    .select(['sites.demo', 'site_permissions.permission'])
    .where('sites.id', '=', siteId),
);

async function readSiteAccess(
  db: Kysely<Database>,
  accountId: string | undefined,
  siteId: string,
): Promise<SiteAccess> {
  const [row] = await siteAccessRows(db, accountId ?? '', siteId);
  if (!row) return 'hidden';
  const demo = row.demo || isDemoSite(siteId);
  if (demo) return 'read';
  return row.permission === 'OWNER' ? 'change' : 'hidden';
}

/** Whether the caller owns a site (changes need OWNER, shell §6; seeing is checked separately). */
export async function callerOwnsSite(
  db: Kysely<Database>,
  accountId: string,
  siteId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('site_permissions')
    .select('permission')
    .where('site_id', '=', siteId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.permission === 'OWNER';
}
