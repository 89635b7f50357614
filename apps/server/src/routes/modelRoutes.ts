import { buildingMesh } from '../areas/spatial/buildingModel';
import { writeGlb } from '../areas/spatial/glbWriter';
import type { ServedHandlers } from '../platform/contract/contractRoutes';
import { notFound } from '../platform/errors/httpError';

/**
 * 3D model assets (shell §7, analysis §7.6). Designed: a building's glb is named
 * '{buildingId}.glb' and 'site.glb' holds every building of the site; each is generated from the
 * stored outline, extruded 4 m per floor.
 */
export const modelHandlers: ServedHandlers = {
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
};
