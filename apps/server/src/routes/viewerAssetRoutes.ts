import type { RouteContext, ServedHandlers } from '../platform/contract/contractRoutes';
import { notFound } from '../platform/errors/httpError';
import {
  NODE_ASSET_CONTENT_TYPES,
  readNodeAsset,
  type NodeAssetKind,
} from '../areas/spatial/nodeAssets';

async function sendNodeAsset(
  context: RouteContext<'blob.frag'> | RouteContext<'blob.jpg'>,
  kind: NodeAssetKind,
): Promise<never> {
  // The route layer has checked the token (header or ?token=) and that the caller may see the site.
  const bytes = await readNodeAsset(context.db, context.request.server.registration.blobs, {
    siteId: context.params.siteId,
    path: context.params.path,
    kind,
  });
  if (!bytes) throw notFound(`This node has no ${kind} asset.`);
  return context.reply
    .type(NODE_ASSET_CONTENT_TYPES[kind])
    .header('cache-control', 'private, max-age=600')
    .header('x-content-type-options', 'nosniff')
    .send(bytes) as never;
}

/**
 * Viewer assets per spatial node (analysis §2.10, §7.6): the frag model and the 360 photo, read
 * from blob storage; a node without one answers 404 and the viewer falls back quietly.
 */
export const viewerAssetHandlers: ServedHandlers = {
  'blob.frag': (context) => sendNodeAsset(context, 'frag'),
  'blob.jpg': (context) => sendNodeAsset(context, 'jpg'),
};
