import { EARTH_RADIUS_M, polygonAreaM2 } from '@wattwise/domain';

/** Polygon or multipolygon of a building outline, WGS84 longitude/latitude (RFC 7946). */
export type OutlineGeometry = GeoJSON.Polygon | GeoJSON.MultiPolygon;
export type LonLat = [longitude: number, latitude: number];

const radians = (degrees: number) => (degrees * Math.PI) / 180;

const ringArea = (ring: GeoJSON.Position[]) =>
  polygonAreaM2(ring.map(([lon = 0, lat = 0]) => [lon, lat] as const));

function polygons(geometry: OutlineGeometry): GeoJSON.Position[][][] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

/** Footprint area in m²: outer rings less their courtyards (inner rings). */
export function outlineAreaM2(geometry: OutlineGeometry): number {
  return polygons(geometry).reduce(
    (sum, [outer = [], ...holes]) =>
      sum + ringArea(outer) - holes.reduce((inner, hole) => inner + ringArea(hole), 0),
    0,
  );
}

/**
 * Centre of an outline: the area-weighted centroid of its outer rings, computed in a local
 * plane (longitude scaled by cos latitude), exact enough at building size.
 */
export function outlineCentre(geometry: OutlineGeometry): LonLat {
  const rings = polygons(geometry)
    .map(([outer = []]) => outer)
    .filter((ring) => ring.length > 0);
  const [lon0 = 0, lat0 = 0] = rings[0]?.[0] ?? [];
  const scale = Math.cos(radians(lat0));
  let weight = 0;
  let x = 0;
  let y = 0;
  for (const ring of rings) {
    for (let i = 0; i < ring.length - 1; i++) {
      const [ax = 0, ay = 0] = ring[i]!;
      const [bx = 0, by = 0] = ring[i + 1]!;
      const [px, py, qx, qy] = [(ax - lon0) * scale, ay - lat0, (bx - lon0) * scale, by - lat0];
      const cross = px * qy - qx * py;
      weight += cross;
      x += (px + qx) * cross;
      y += (py + qy) * cross;
    }
  }
  if (weight === 0) return [lon0, lat0];
  return [lon0 + x / (3 * weight) / scale, lat0 + y / (3 * weight)];
}

/** Approximate ground distance in metres between two nearby points (equirectangular). */
export function distanceM(a: LonLat, b: LonLat): number {
  const x = radians(b[0] - a[0]) * Math.cos(radians((a[1] + b[1]) / 2));
  const y = radians(b[1] - a[1]);
  return Math.hypot(x, y) * EARTH_RADIUS_M;
}
