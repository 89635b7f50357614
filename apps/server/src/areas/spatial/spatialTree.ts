import type { Kysely } from 'kysely';
import type { SpatialNode } from '@wattwise/api/contract';
import type { Database } from '../../db/schema';
import { siteLights, type LightFigures } from '@wattwise/energy-model';
import { latestModelRuns } from '../registration/modelRuns';

/** The spatial tree of a site (shell §3): its BUILDING nodes with floors, zones and spaces. */
export async function spatialTree(db: Kysely<Database>, siteId: string): Promise<SpatialNode[]> {
  const rows = await db
    .selectFrom('spatial_nodes')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('sort_order')
    .orderBy('name')
    .orderBy('path')
    .execute();
  // A building's energyUsage light is its own stored engine result (one number, one source).
  const lights = new Map(
    (await latestModelRuns(db, siteId)).map((run) => [
      run.building_id,
      siteLights([(run.results?.lightFigures as LightFigures | null | undefined) ?? null])
        .energyUsage,
    ]),
  );
  const byPath = new Map<string, SpatialNode>();
  for (const row of rows) {
    byPath.set(row.path, {
      name: row.name,
      path: row.path,
      type: row.type,
      children: [],
      // frag and jpg columns hold blob keys; the tree names the asset served at /{kind}/{path}.
      assets: {
        glb: row.asset_glb,
        jpg: row.asset_jpg ? `${row.path}.jpg` : null,
        frag: row.asset_frag ? `${row.path}.frag` : null,
      },
      ...(row.geometry ? { coordinates: row.geometry } : {}),
      centreCoordinate: row.centre,
      rotation: row.rotation,
      scale: row.scale,
      visible: row.visible,
      clickable: row.clickable,
      hasMpan: row.has_mpan,
      ...(row.type === 'BUILDING' ? { energyUsage: lights.get(row.building_id) ?? null } : {}),
      dataFrequency: row.data_frequency as SpatialNode['dataFrequency'],
      lastMeteringDateTime: row.last_metering_at?.toISOString() ?? null,
    });
  }
  const roots: SpatialNode[] = [];
  for (const row of rows) {
    const node = byPath.get(row.path)!;
    const parent = row.parent_path ? byPath.get(row.parent_path) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
