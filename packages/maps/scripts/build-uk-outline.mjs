// Builds src/data/ukOutline.json, the land of the offline base style, from Natural Earth
// (public domain) as redistributed by the npm package world-atlas@2.0.2 (countries-50m.json, NE 4.1.0).
// Usage: node scripts/build-uk-outline.mjs <path to world-atlas/countries-50m.json>
// It keeps the United Kingdom (ISO 3166 826) and Ireland (372, context for Northern Ireland),
// drops islands under MIN_RING_VERTICES and simplifies with Douglas-Peucker to a few hundred vertices.
import { readFileSync, writeFileSync } from 'node:fs';
import { feature } from 'topojson-client';

const TOLERANCE_DEGREES = 0.045; // chosen so the UK keeps its shape in ~400 vertices
const MIN_RING_VERTICES = 4;
const MIN_RING_AREA = 0.02; // square degrees: drops the smallest islets

const topology = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const countries = feature(topology, topology.objects.countries);

function perpendicular(p, a, b) {
  const [x, y] = p;
  const [x1, y1] = a;
  const [x2, y2] = b;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1e-12;
  return Math.abs(dy * x - dx * y + x2 * y1 - y2 * x1) / len;
}
function simplify(points, tolerance) {
  if (points.length < 3) return points;
  let index = 0;
  let max = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const d = perpendicular(points[i], points[0], points[points.length - 1]);
    if (d > max) [index, max] = [i, d];
  }
  if (max <= tolerance) return [points[0], points[points.length - 1]];
  return [
    ...simplify(points.slice(0, index + 1), tolerance).slice(0, -1),
    ...simplify(points.slice(index), tolerance),
  ];
}
function ringArea(ring) {
  let s = 0;
  for (let i = 0; i < ring.length - 1; i++)
    s += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return Math.abs(s / 2);
}
const round = (n) => Math.round(n * 1e4) / 1e4;

const features = [];
let vertices = 0;
for (const [id, name] of [
  ['826', 'United Kingdom'],
  ['372', 'Ireland'],
]) {
  const country = countries.features.find((f) => f.id === id);
  const polygons =
    country.geometry.type === 'Polygon'
      ? [country.geometry.coordinates]
      : country.geometry.coordinates;
  const kept = [];
  for (const polygon of polygons) {
    const outer = polygon[0];
    if (ringArea(outer) < MIN_RING_AREA) continue;
    // split the closed ring in two halves so Douglas-Peucker has distinct end points
    const mid = Math.floor(outer.length / 2);
    const ring = [
      ...simplify(outer.slice(0, mid + 1), TOLERANCE_DEGREES).slice(0, -1),
      ...simplify(outer.slice(mid), TOLERANCE_DEGREES),
    ];
    if (ring.length < MIN_RING_VERTICES) continue;
    vertices += ring.length;
    kept.push([ring.map(([x, y]) => [round(x), round(y)])]);
  }
  features.push({
    type: 'Feature',
    id: Number(id),
    properties: { name },
    geometry: { type: 'MultiPolygon', coordinates: kept },
  });
}
writeFileSync(
  new URL('../src/data/ukOutline.json', import.meta.url),
  JSON.stringify({ type: 'FeatureCollection', features }),
);
console.log(`ukOutline.json: ${features.length} countries, ${vertices} vertices`);
