import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** [west, south, east, north] in degrees (WGS84). */
export type BoundingBox = [number, number, number, number];

/**
 * The largest box served, in degrees of each side (designed: the building layer shows from zoom
 * 12, analysis §9, where a 1440 px wide map spans about 0.25° of longitude).
 */
export const MAX_BOX_SIDE_DEG = 0.1;
/** The most buildings in one answer (designed; the map needs no more at zoom 12). */
const MAX_OUTLINES = 5000;

export type OutlineGeometry =
  | { type: 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] };

export interface OutlineFeature {
  type: 'Feature';
  /** 'way/123' or 'relation/456' (OpenStreetMap type/id). */
  id: string;
  properties: Record<string, string>;
  geometry: OutlineGeometry;
}

export interface OutlineCollection {
  type: 'FeatureCollection';
  /** ODbL attribution of the footprints, kept with every answer. */
  attribution: string;
  features: OutlineFeature[];
}

/** OpenStreetMap's required attribution (ODbL 1.0, openstreetmap.org/copyright). */
export const OSM_ATTRIBUTION =
  '© OpenStreetMap contributors, ODbL 1.0 (https://www.openstreetmap.org/copyright)';

export class BoxTooLargeError extends Error {}

/** A feature's box, [west, south, east, north]. */
function boxOf(geometry: OutlineGeometry): BoundingBox {
  const rings = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
  let box: BoundingBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings) {
    for (const [lon = 0, lat = 0] of ring) {
      box = [
        Math.min(box[0], lon),
        Math.min(box[1], lat),
        Math.max(box[2], lon),
        Math.max(box[3], lat),
      ];
    }
  }
  return box;
}

/** Stores outlines by id (replacing an earlier version), in batches. */
export async function storeOutlines(
  db: Kysely<Database> | Kysely<unknown>,
  features: readonly OutlineFeature[],
): Promise<number> {
  const typed = db as Kysely<Database>;
  for (let start = 0; start < features.length; start += 250) {
    const rows = features.slice(start, start + 250).map((feature) => {
      const [west, south, east, north] = boxOf(feature.geometry);
      return {
        id: feature.id,
        tags: JSON.stringify(feature.properties),
        geometry: JSON.stringify(feature.geometry),
        west,
        south,
        east,
        north,
      };
    });
    await typed
      .insertInto('building_outlines')
      .values(rows)
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          tags: eb.ref('excluded.tags'),
          geometry: eb.ref('excluded.geometry'),
          west: eb.ref('excluded.west'),
          south: eb.ref('excluded.south'),
          east: eb.ref('excluded.east'),
          north: eb.ref('excluded.north'),
        })),
      )
      .execute();
  }
  return features.length;
}

/**
 * The condition "the outline's box touches this box", on the GiST index of migration
 * 0010_energy_map (PostgreSQL `box` overlap, `&&`: boxes that share an edge or a point count).
 */
export function touchesBox([west, south, east, north]: BoundingBox) {
  return sql<boolean>`box(point(west, south), point(east, north)) && box(point(${west}::float8, ${south}::float8), point(${east}::float8, ${north}::float8))`;
}

/** Building outlines that touch a box, as GeoJSON with the OSM attribution. */
export async function outlinesInBox(
  db: Kysely<Database>,
  box: BoundingBox,
): Promise<OutlineCollection> {
  const [west, south, east, north] = box;
  if (east - west > MAX_BOX_SIDE_DEG || north - south > MAX_BOX_SIDE_DEG) {
    throw new BoxTooLargeError(
      `The box is too large: at most ${MAX_BOX_SIDE_DEG}° on each side (zoom in to see buildings).`,
    );
  }
  const rows = await db
    .selectFrom('building_outlines')
    .select(['id', 'tags', 'geometry'])
    .where(touchesBox([west, south, east, north]))
    .orderBy('id')
    .limit(MAX_OUTLINES)
    .execute();
  return {
    type: 'FeatureCollection',
    attribution: OSM_ATTRIBUTION,
    features: rows.map((row) => ({
      type: 'Feature',
      id: row.id,
      properties: { ...row.tags, '@id': row.id },
      geometry: row.geometry,
    })),
  };
}
