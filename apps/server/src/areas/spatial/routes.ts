import type { AreaHandlers, RouteContext } from '../../platform/contract/contractRoutes';
import { notFound } from '../../platform/errors/httpError';
import { buildingMesh } from './buildingModel';
import { writeGlb } from './glbWriter';
import { NODE_ASSET_CONTENT_TYPES, readNodeAsset, type NodeAssetKind } from './nodeAssets';
import { spatialTree } from './spatialTree';

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
 * The site's spatial tree (shell §3) and its 3D assets (shell §7, analysis §2.10, §7.6).
 * Designed: a building's glb is named '{buildingId}.glb' and 'site.glb' holds every building of
 * the site; each is generated from the stored outline, extruded 4 m per floor. The frag model
 * and the 360 photo of a node are read from blob storage; a node without one answers 404 and the
 * viewer falls back quietly.
 */
export const handlers: AreaHandlers<'spatialRoutes'> = {
  'spatial.tree': async ({ db, params }) => spatialTree(db, params.siteId),

  'blob.glb': async ({ db, params, reply }) => {
    const wanted = params.name.replace(/\.glb$/i, '');
    const buildings = await db
      .selectFrom('buildings')
      .select(['id', 'name', 'outline', 'floors'])
      .where('site_id', '=', params.siteId)
      .$if(wanted !== 'site', (query) => query.where('id', '=', wanted))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    if (buildings.length === 0) throw notFound(`No model named '${params.name}' in this site.`);
    const mesh = buildingMesh(
      buildings.length === 1 ? buildings[0]!.name : 'site',
      buildings.map((building) => ({
        polygon: building.outline.coordinates,
        floors: building.floors,
      })),
    );
    return reply
      .type('model/gltf-binary')
      .header('cache-control', 'private, max-age=600')
      .send(writeGlb(mesh));
  },

  'blob.frag': (context) => sendNodeAsset(context, 'frag'),
  'blob.jpg': (context) => sendNodeAsset(context, 'jpg'),
};
