import type { Kysely } from 'kysely';
import { removeUnreferencedBlobs, type BlobStore } from '../../adapters/blobs/index';
import type { Database } from '../../db/schema';
import { checkUploadedImage, type ImageCheck } from '../../adapters/blobs/imageChecks';

/** Where a logo belongs: a site's row or an account's row (both carry logo_blob). */
export type LogoOwner = { site: string } | { account: string };

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };

async function currentKey(db: Kysely<Database>, owner: LogoOwner): Promise<string | null> {
  const row =
    'site' in owner
      ? await db
          .selectFrom('sites')
          .select('logo_blob')
          .where('id', '=', owner.site)
          .executeTakeFirst()
      : await db
          .selectFrom('accounts')
          .select('logo_blob')
          .where('id', '=', owner.account)
          .executeTakeFirst();
  return row?.logo_blob ?? null;
}

/** The stored logo with its content type, or undefined when there is none. */
export async function readLogo(
  db: Kysely<Database>,
  blobs: BlobStore,
  owner: LogoOwner,
): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  const key = await currentKey(db, owner);
  if (!key) return undefined;
  const bytes = await blobs.get(key);
  if (!bytes) return undefined;
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return { bytes, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' };
}

/**
 * Checks and stores a logo, replacing the previous one. Nothing is stored when the image is
 * refused; the previous logo stays until the new one is written and recorded.
 */
export async function storeLogo(
  db: Kysely<Database>,
  blobs: BlobStore,
  owner: LogoOwner,
  body: unknown,
): Promise<ImageCheck> {
  const check = await checkUploadedImage(body);
  if (!check.ok) return check;
  const previous = await currentKey(db, owner);
  const key = await blobs.put('logos', body as Buffer, check.kind);
  if ('site' in owner) {
    await db.updateTable('sites').set({ logo_blob: key }).where('id', '=', owner.site).execute();
  } else {
    await db
      .updateTable('accounts')
      .set({ logo_blob: key })
      .where('id', '=', owner.account)
      .execute();
  }
  if (previous && previous !== key) await blobs.remove(previous).catch(() => undefined);
  return check;
}

/**
 * Removes logo files no site or account refers to: a crash between writing a new logo and
 * recording it leaves one behind (the recorded one is never removed before its replacement is).
 */
export async function removeUnreferencedLogos(
  db: Kysely<Database>,
  blobs: BlobStore,
  now = Date.now(),
): Promise<number> {
  const [sites, accounts] = await Promise.all([
    db.selectFrom('sites').select('logo_blob').where('logo_blob', 'is not', null).execute(),
    db.selectFrom('accounts').select('logo_blob').where('logo_blob', 'is not', null).execute(),
  ]);
  const referenced = new Set([...sites, ...accounts].map((row) => row.logo_blob as string));
  return removeUnreferencedBlobs(blobs, 'logos', referenced, now);
}
