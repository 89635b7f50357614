import { EARTH_RADIUS_M } from '@wattwise/energy-model';
import type { GlbMesh } from './glbWriter';

/** Storey height of the generated model, metres (spec shell §9: 'Glb 3D height 4 per level'). */
export const LEVEL_HEIGHT_M = 4;
/** Neutral grey: the viewer colours buildings by energy use itself. */
const MODEL_COLOUR: [number, number, number, number] = [0.8, 0.8, 0.8, 1];

type Point = [number, number];

function signedArea(ring: readonly Point[]): number {
  let twice = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[(i + 1) % ring.length]!;
    twice += x1 * y2 - x2 * y1;
  }
  return twice / 2;
}

function pointInTriangle(p: Point, a: Point, b: Point, c: Point): boolean {
  const cross = (o: Point, u: Point, v: Point) =>
    (u[0] - o[0]) * (v[1] - o[1]) - (u[1] - o[1]) * (v[0] - o[0]);
  const d1 = cross(p, a, b);
  const d2 = cross(p, b, c);
  const d3 = cross(p, c, a);
  const negative = d1 < 0 || d2 < 0 || d3 < 0;
  const positive = d1 > 0 || d2 > 0 || d3 > 0;
  return !(negative && positive);
}

/**
 * Triangles of a polygon (counter-clockwise outer ring, clockwise holes) by ear clipping, holes
 * joined to the outer ring by a bridge to their nearest outer vertex. Answers indices into the
 * returned point list.
 */
export function triangulate(
  outer: Point[],
  holes: Point[][],
): { points: Point[]; triangles: number[] } {
  let ring = outer.map((point) => point);
  for (const hole of holes) {
    if (hole.length < 3) continue;
    // Bridge from the hole's eastmost vertex to the nearest vertex of the ring so far.
    const start = hole.reduce(
      (best, point, index) => (point[0] > hole[best]![0] ? index : best),
      0,
    );
    const from = hole[start]!;
    let nearest = 0;
    let nearestDistance = Infinity;
    ring.forEach((point, index) => {
      const distance = (point[0] - from[0]) ** 2 + (point[1] - from[1]) ** 2;
      if (distance < nearestDistance) {
        nearestDistance = distance;
        nearest = index;
      }
    });
    const holeLoop = [...hole.slice(start), ...hole.slice(0, start), from];
    ring = [...ring.slice(0, nearest + 1), ...holeLoop, ...ring.slice(nearest)];
  }
  const points = ring;
  const remaining = points.map((_, index) => index);
  const triangles: number[] = [];
  let guard = remaining.length * remaining.length;
  while (remaining.length > 3 && guard > 0) {
    guard -= 1;
    let clipped = false;
    for (let i = 0; i < remaining.length; i += 1) {
      const ia = remaining[(i + remaining.length - 1) % remaining.length]!;
      const ib = remaining[i]!;
      const ic = remaining[(i + 1) % remaining.length]!;
      const [a, b, c] = [points[ia]!, points[ib]!, points[ic]!];
      const convex = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]) > 0;
      if (!convex) continue;
      const blocked = remaining.some(
        (index) =>
          index !== ia &&
          index !== ib &&
          index !== ic &&
          points[index] !== a &&
          points[index] !== b &&
          points[index] !== c &&
          pointInTriangle(points[index]!, a, b, c),
      );
      if (blocked) continue;
      triangles.push(ia, ib, ic);
      remaining.splice(i, 1);
      clipped = true;
      break;
    }
    if (!clipped) break;
  }
  // Whatever is left (degenerate input) is closed with a fan rather than left open.
  for (let i = 1; i + 1 < remaining.length; i += 1) {
    triangles.push(remaining[0]!, remaining[i]!, remaining[i + 1]!);
  }
  return { points, triangles };
}

/** Rings without their closing point, outer counter-clockwise and holes clockwise. */
function orientedRings(polygon: number[][][]): { outer: Point[]; holes: Point[][] } {
  const open = (ring: number[][]): Point[] => {
    const points = ring.map(([x = 0, y = 0]) => [x, y] as Point);
    const [first, last] = [points[0], points[points.length - 1]];
    if (first && last && first[0] === last[0] && first[1] === last[1]) points.pop();
    return points;
  };
  const [outerRing = [], ...holeRings] = polygon;
  const outer = open(outerRing);
  if (signedArea(outer) < 0) outer.reverse();
  const holes = holeRings.map(open).map((hole) => (signedArea(hole) > 0 ? hole.reverse() : hole));
  return { outer, holes };
}

/** One footprint (GeoJSON Polygon rings, [lon, lat]) and its number of floors. */
export interface ModelPart {
  polygon: number[][][];
  floors: number;
}

/**
 * Building outlines extruded to floors × 4 m each, as one glb mesh in metres around the centre
 * of the outlines: x east, y up, z south.
 */
export function buildingMesh(name: string, parts: readonly ModelPart[]): GlbMesh {
  const allPoints = parts.flatMap((part) => part.polygon[0] ?? []);
  const lon0 = allPoints.reduce((sum, point) => sum + (point[0] ?? 0), 0) / allPoints.length;
  const lat0 = allPoints.reduce((sum, point) => sum + (point[1] ?? 0), 0) / allPoints.length;
  const kx = (Math.PI / 180) * EARTH_RADIUS_M * Math.cos((lat0 * Math.PI) / 180);
  const ky = (Math.PI / 180) * EARTH_RADIUS_M;
  const toMetres = ([lon, lat]: Point): Point => [(lon - lon0) * kx, (lat - lat0) * ky];

  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  // (x, north) in metres and a height → glTF (x, y up, z = -north).
  const vertex = ([x, north]: Point, y: number, normal: [number, number, number]) => {
    positions.push(x, y, -north);
    normals.push(...normal);
    return positions.length / 3 - 1;
  };
  /** Adds a triangle, turned so that it faces along its normal. */
  const triangle = (a: number, b: number, c: number) => {
    const p = (index: number) => positions.slice(index * 3, index * 3 + 3) as number[];
    const [pa, pb, pc] = [p(a), p(b), p(c)];
    const u = [pb[0]! - pa[0]!, pb[1]! - pa[1]!, pb[2]! - pa[2]!];
    const v = [pc[0]! - pa[0]!, pc[1]! - pa[1]!, pc[2]! - pa[2]!];
    const cross = [
      u[1]! * v[2]! - u[2]! * v[1]!,
      u[2]! * v[0]! - u[0]! * v[2]!,
      u[0]! * v[1]! - u[1]! * v[0]!,
    ];
    const n = normals.slice(a * 3, a * 3 + 3);
    const facing = cross[0]! * n[0]! + cross[1]! * n[1]! + cross[2]! * n[2]!;
    indices.push(...(facing >= 0 ? [a, b, c] : [a, c, b]));
  };

  for (const part of parts) {
    const height = Math.max(1, part.floors) * LEVEL_HEIGHT_M;
    const { outer, holes } = orientedRings(part.polygon);
    if (outer.length < 3) continue;
    const metric = { outer: outer.map(toMetres), holes: holes.map((hole) => hole.map(toMetres)) };
    // Walls: outward is to the right of each edge (outer ring counter-clockwise, holes clockwise).
    for (const ring of [metric.outer, ...metric.holes]) {
      for (let i = 0; i < ring.length; i += 1) {
        const a = ring[i]!;
        const b = ring[(i + 1) % ring.length]!;
        const [dx, dn] = [b[0] - a[0], b[1] - a[1]];
        const length = Math.hypot(dx, dn);
        if (length === 0) continue;
        const normal: [number, number, number] = [dn / length, 0, dx / length];
        const [a0, b0, b1, a1] = [
          vertex(a, 0, normal),
          vertex(b, 0, normal),
          vertex(b, height, normal),
          vertex(a, height, normal),
        ];
        triangle(a0, b0, b1);
        triangle(a0, b1, a1);
      }
    }
    // Roof and ground floor.
    const { points, triangles } = triangulate(metric.outer, metric.holes);
    for (const [y, normal] of [
      [height, [0, 1, 0]],
      [0, [0, -1, 0]],
    ] as const) {
      const first = positions.length / 3;
      for (const point of points) vertex(point, y, [...normal]);
      for (let i = 0; i < triangles.length; i += 3) {
        triangle(first + triangles[i]!, first + triangles[i + 1]!, first + triangles[i + 2]!);
      }
    }
  }
  return {
    name,
    positions: new Float32Array(positions),
    normals: new Float32Array(normals),
    indices: new Uint32Array(indices),
    colour: MODEL_COLOUR,
  };
}
