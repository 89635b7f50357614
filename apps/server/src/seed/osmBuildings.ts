import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverPackageDir } from '../config';
import { polygonAreaM2 } from '@wattwise/domain';

/**
 * Real OpenStreetMap building outlines of Bloomsbury (© OpenStreetMap contributors, ODbL 1.0),
 * bundled in data/osm-buildings-camden (see its SOURCE.md).
 */
export const bloomsburyBuildingsPath = path.join(
  serverPackageDir,
  'data/osm-buildings-camden/bloomsbury-buildings.geojson',
);

export interface OsmBuilding {
  osmId: string;
  tags: Record<string, string>;
  /** Polygon rings, [lon, lat], outer ring first. */
  outline: number[][][];
}

interface Feature {
  id: string;
  properties: Record<string, string>;
  geometry: { type: string; coordinates: unknown };
}

/** Reads the wanted buildings by OSM id ('way/…' or 'relation/…'); throws if one is missing. */
export function loadOsmBuildings(ids: readonly string[]): Map<string, OsmBuilding> {
  const collection = JSON.parse(readFileSync(bloomsburyBuildingsPath, 'utf8')) as {
    features: Feature[];
  };
  const wanted = new Set(ids);
  const found = new Map<string, OsmBuilding>();
  for (const feature of collection.features) {
    if (!wanted.has(feature.id)) continue;
    if (feature.geometry.type !== 'Polygon') throw new Error(`${feature.id} is not a Polygon`);
    found.set(feature.id, {
      osmId: feature.id,
      tags: feature.properties,
      outline: feature.geometry.coordinates as number[][][],
    });
  }
  for (const id of ids) {
    if (!found.has(id)) throw new Error(`OSM building ${id} is not in ${bloomsburyBuildingsPath}`);
  }
  return found;
}

/** Footprint area in m²: the outer ring less any courtyards (the repo's one polygonAreaM2). */
export function outlineAreaM2(outline: number[][][]): number {
  const ring = (r: number[][]) => polygonAreaM2(r.map(([lon = 0, lat = 0]) => [lon, lat] as const));
  const [outer = [], ...holes] = outline;
  return holes.reduce((area, hole) => area - ring(hole), ring(outer));
}

/** Floor count from `building:levels` (free text in OSM), else the given default. */
export function levelsOf(tags: Record<string, string>, fallback: number): number {
  const levels = Number.parseInt(tags['building:levels'] ?? '', 10);
  return Number.isFinite(levels) && levels > 0 ? levels : fallback;
}

/** Street address from the addr:* tags, e.g. '2-20 Capper Street'. */
export function streetOf(tags: Record<string, string>): string | null {
  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ');
  return street || null;
}
