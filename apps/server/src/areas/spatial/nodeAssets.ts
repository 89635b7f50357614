import type { Kysely } from 'kysely';
import type { BlobStore } from '../../adapters/blobs/index';
import type { Database } from '../../db/schema';

/** The viewer assets a spatial node may carry in blob storage (analysis §2.10, §7.6). */
export type NodeAssetKind = 'frag' | 'jpg';

const column = { frag: 'asset_frag', jpg: 'asset_jpg' } as const;

/** What each asset is served as. */
export const NODE_ASSET_CONTENT_TYPES: Record<NodeAssetKind, string> = {
  frag: 'application/octet-stream',
  jpg: 'image/jpeg',
};

/**
 * The bytes of a node's frag model or 360 photo, or undefined when the node does not exist, has
 * no such asset, or its blob is gone (the viewer then falls back quietly). The site is checked by
 * the caller (route layer); the blob key is read from the node row, never from the request.
 */
export async function readNodeAsset(
  db: Kysely<Database>,
  blobs: BlobStore,
  asset: { siteId: string; path: string; kind: NodeAssetKind },
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('spatial_nodes')
    .select(['asset_frag', 'asset_jpg'])
    .where('site_id', '=', asset.siteId)
    .where('path', '=', asset.path)
    .executeTakeFirst();
  const key = row?.[column[asset.kind]];
  return key ? blobs.get(key) : undefined;
}

/**
 * Stores a node's frag model or 360 photo and links it to the node; answers false when the node
 * does not exist (the blob is then not kept).
 */
export async function storeNodeAsset(
  db: Kysely<Database>,
  blobs: BlobStore,
  asset: { siteId: string; path: string; kind: NodeAssetKind; bytes: Uint8Array },
): Promise<boolean> {
  const key = await blobs.put(`viewer-${asset.kind}`, asset.bytes, asset.kind);
  const updated = await db
    .updateTable('spatial_nodes')
    .set({ [column[asset.kind]]: key })
    .where('site_id', '=', asset.siteId)
    .where('path', '=', asset.path)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await blobs.remove(key);
    return false;
  }
  return true;
}
