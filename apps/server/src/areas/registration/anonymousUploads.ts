import { sql, type Kysely } from 'kysely';
import { removeUnreferencedBlobs, type BlobStore } from '../../adapters/blobs/index';
import type { Database } from '../../db/schema';

/**
 * EPC certificates a registration stores. A registration without an account makes a site nobody
 * can open later, so its certificate is kept only for a while. (Every requester also has a budget
 * of certificate bytes, RATE_LIMIT_CERTIFICATE_BYTES: registrationBudgets.ts.)
 */
const AREA = 'epc-certificates';

/** How long an anonymous registration's certificate is kept (designed: a week, for support questions). */
const ANONYMOUS_CERTIFICATE_DAYS = 7;

/** The bytes a data URL decodes to (base64 is 4 characters for 3 bytes), without decoding it. */
export function dataUrlBytes(dataUrl: string | null | undefined): number {
  if (!dataUrl) return 0;
  const comma = dataUrl.indexOf(',');
  const payload = dataUrl.length - comma - 1;
  return dataUrl.slice(0, comma).endsWith(';base64') ? Math.floor((payload * 3) / 4) : payload;
}

/**
 * Removes the certificates of registrations without an owner once they are older than
 * ANONYMOUS_CERTIFICATE_DAYS, and certificate files no building refers to (a crash between
 * writing the file and committing the registration). Answers how many files were removed.
 */
export async function removeExpiredCertificates(
  db: Kysely<Database>,
  blobs: BlobStore,
  now = Date.now(),
): Promise<number> {
  const before = new Date(now - ANONYMOUS_CERTIFICATE_DAYS * 24 * 60 * 60 * 1000);
  const expired = await db
    .updateTable('buildings')
    .set({ epc_certificate_blob: null })
    .where('epc_certificate_blob', 'is not', null)
    .where('created_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('site_permissions')
            .select(sql`1`.as('one'))
            .whereRef('site_permissions.site_id', '=', 'buildings.site_id'),
        ),
      ),
    )
    .returning('epc_certificate_blob')
    .execute();
  const rows = await db
    .selectFrom('buildings')
    .select('epc_certificate_blob')
    .where('epc_certificate_blob', 'is not', null)
    .execute();
  const referenced = new Set(rows.map((row) => row.epc_certificate_blob as string));
  let removed = 0;
  for (const row of expired) {
    if (!row.epc_certificate_blob) continue;
    await blobs.remove(row.epc_certificate_blob);
    removed += 1;
  }
  return removed + (await removeUnreferencedBlobs(blobs, AREA, referenced, now));
}
