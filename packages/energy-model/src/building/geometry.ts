/** Footprint, wall and roof areas from an outline polygon or, failing that, from floor area. */
import { EARTH_RADIUS_M, polygonAreaM2 } from '../geometry/polygonArea';

/** Storey height, m (assumption: 2.5 dwellings, 3.5 non-domestic floor-to-floor). */
const STOREY_HEIGHT_M = { domestic: 2.5, nonDomestic: 3.5 } as const;

export interface BuildingGeometry {
  footprintM2: number;
  perimeterM: number;
  /** Gross external wall area (before party-wall exclusion). */
  grossWallM2: number;
  roofM2: number;
  groundFloorM2: number;
  volumeM3: number;
  /** True when taken from the outline. */
  fromOutline: boolean;
}

/** Planar area (m², the one polygonAreaM2) and perimeter (m) of a lon/lat ring, by a local equirectangular projection. */
export function outlineAreaAndPerimeter(ring: readonly (readonly [number, number])[]): {
  areaM2: number;
  perimeterM: number;
} {
  if (ring.length < 3) return { areaM2: 0, perimeterM: 0 };
  const lat0 = (ring.reduce((s, p) => s + p[1], 0) / ring.length) * (Math.PI / 180);
  const kx = EARTH_RADIUS_M * Math.cos(lat0) * (Math.PI / 180);
  const ky = EARTH_RADIUS_M * (Math.PI / 180);
  let per = 0;
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i]!;
    const q = ring[(i + 1) % ring.length]!;
    const x1 = p[0] * kx;
    const y1 = p[1] * ky;
    const x2 = q[0] * kx;
    const y2 = q[1] * ky;
    per += Math.hypot(x2 - x1, y2 - y1);
  }
  return { areaM2: polygonAreaM2(ring), perimeterM: per };
}

export function buildingGeometry(
  floorAreaM2: number,
  floors: number,
  domestic: boolean,
  outline: readonly (readonly [number, number])[] | undefined,
): BuildingGeometry {
  const h = domestic ? STOREY_HEIGHT_M.domestic : STOREY_HEIGHT_M.nonDomestic;
  const fromPolygon = outline ? outlineAreaAndPerimeter(outline) : null;
  const usable = fromPolygon && fromPolygon.areaM2 > 5 && fromPolygon.perimeterM > 0;
  const footprint = usable ? fromPolygon.areaM2 : floorAreaM2 / floors;
  // Without an outline: a rectangle of aspect 1.5 (assumption), perimeter = 2(a+b).
  const perimeter = usable
    ? fromPolygon.perimeterM
    : 2 * (Math.sqrt(footprint * 1.5) + Math.sqrt(footprint / 1.5));
  return {
    footprintM2: footprint,
    perimeterM: perimeter,
    grossWallM2: perimeter * h * floors,
    roofM2: footprint,
    groundFloorM2: footprint,
    volumeM3: floorAreaM2 * h,
    fromOutline: Boolean(usable),
  };
}
