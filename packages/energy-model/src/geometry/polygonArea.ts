/**
 * The repo's one polygon area (ADR 0006: domain re-exports it for the wizard and the maps; the
 * server uses it through domain for OSM footprints).
 */

/** A [longitude, latitude] pair in degrees (shell §3 "coordinates (list of lon/lat)"). */
export type LonLat = readonly [number, number];

/** Mean Earth radius in metres (IUGG mean radius R1, Moritz 2000 "Geodetic Reference System 1980"). */
export const EARTH_RADIUS_M = 6_371_008.8;

/**
 * Area in m² of a building outline given as lon/lat degrees.
 *
 * Method: equirectangular projection about the ring's mean latitude φ0
 * (x = R·λ·cos φ0, y = R·φ, radians) and the shoelace formula. For a building-sized outline
 * (well under 1 km across) the error against the spherical area is far below 0.1 %, which is
 * much finer than a rounded floor-area estimate needs. The ring may be open or closed (last point
 * equal to the first); winding direction does not matter. Fewer than 3 points give 0.
 */
export function polygonAreaM2(ring: readonly LonLat[]): number {
  const points =
    ring.length > 1 &&
    ring[0]?.[0] === ring[ring.length - 1]?.[0] &&
    ring[0]?.[1] === ring[ring.length - 1]?.[1]
      ? ring.slice(0, -1)
      : ring;
  if (points.length < 3) return 0;
  const toRad = Math.PI / 180;
  const meanLat = (points.reduce((sum, p) => sum + p[1], 0) / points.length) * toRad;
  const kx = EARTH_RADIUS_M * Math.cos(meanLat) * toRad;
  const ky = EARTH_RADIUS_M * toRad;
  const [lon0, lat0] = points[0] as LonLat;
  // Coordinates relative to the first point keep the products small and precise.
  let twiceArea = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    const ax = (a[0] - lon0) * kx;
    const ay = (a[1] - lat0) * ky;
    const bx = (b[0] - lon0) * kx;
    const by = (b[1] - lat0) * ky;
    twiceArea += ax * by - bx * ay;
  }
  return Math.abs(twiceArea) / 2;
}

/**
 * A building's floor area from its footprint: outline area × floors (spec shell §4). The one
 * rule for the wizard's estimate, the server's seed and sample certificates, and the engine's
 * estimate of a mapped building's performance; packages/domain re-exports it.
 */
export function footprintFloorArea(outlineAreaM2: number, floors: number): number {
  return outlineAreaM2 * floors;
}
