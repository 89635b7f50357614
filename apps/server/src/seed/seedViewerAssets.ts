import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { BlobStore } from '../adapters/blobs/index';
import { serverPackageDir } from '../config';
import { storeNodeAsset, type NodeAssetKind } from '../areas/spatial/nodeAssets';
import type { Database } from '../db/schema';
import { METERED_DEMO_SITE_ID } from './seedMeteredSite';

const VIEWER_DIR = path.join(serverPackageDir, 'data/optimise-demo/viewer');

/** The building of the Optimise demo site that carries a model and a 360 photo (viewer/SOURCE.md). */
const VIEWER_DEMO_BUILDING_NAME = 'Paulton Junior School';

const ASSETS: { kind: NodeAssetKind; file: string }[] = [
  { kind: 'frag', file: 'school-model.frag' },
  { kind: 'jpg', file: 'plant-room-360.jpg' },
];

/**
 * Gives the Optimise demo site's first school a frag model and a 360 photo in blob storage, so the
 * side viewer can show all three modes; the other school has neither, so its viewer falls back
 * to the globe (analysis §2.10). Answers false when the site or building is not there.
 */
export async function seedViewerAssets(db: Kysely<Database>, blobs: BlobStore): Promise<boolean> {
  const node = await db
    .selectFrom('spatial_nodes')
    .select('path')
    .where('site_id', '=', METERED_DEMO_SITE_ID)
    .where('type', '=', 'BUILDING')
    .where('name', '=', VIEWER_DEMO_BUILDING_NAME)
    .executeTakeFirst();
  if (!node) return false;
  for (const asset of ASSETS) {
    await storeNodeAsset(db, blobs, {
      siteId: METERED_DEMO_SITE_ID,
      path: node.path,
      kind: asset.kind,
      bytes: readFileSync(path.join(VIEWER_DIR, asset.file)),
    });
  }
  return true;
}
