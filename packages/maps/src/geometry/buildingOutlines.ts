import { distanceM, outlineAreaM2, outlineCentre } from './outlineGeometry';
import type { LonLat, OutlineGeometry } from './outlineGeometry';

/** A building outline as the pickers call back with it. */
export interface BuildingOutline {
  /** Feature id, e.g. OpenStreetMap 'way/102258927'. */
  id: string;
  polygon: OutlineGeometry;
  centre: LonLat;
  /** Footprint area in square metres. */
  areaM2: number;
  /** Address or name for lists and announcements. */
  label: string;
}

export type BuildingFeature = GeoJSON.Feature<OutlineGeometry, Record<string, unknown> | null>;
export type BuildingCollection = GeoJSON.FeatureCollection<
  OutlineGeometry,
  Record<string, unknown> | null
>;

/** The id of a building feature: top-level id, else OpenStreetMap's '@id' property. */
export function buildingId(feature: GeoJSON.Feature): string {
  const fromProperties = feature.properties?.['@id'];
  return String(feature.id ?? fromProperties ?? '');
}

/** A readable label from OpenStreetMap address tags, falling back to the building type. */
export function buildingLabel(properties: Record<string, unknown> | null | undefined): string {
  const tag = (key: string) => {
    const value = properties?.[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const street = [tag('addr:housenumber'), tag('addr:street')].filter(Boolean).join(' ');
  const parts = [tag('name') ?? tag('addr:housename'), street || undefined, tag('addr:postcode')];
  const label = parts.filter(Boolean).join(', ');
  if (label) return label;
  const type = tag('building');
  return type && type !== 'yes' ? `Building (${type})` : 'Building without address';
}

/** Turns a GeoJSON building feature into the outline a picker calls back with. */
export function toBuildingOutline(feature: BuildingFeature): BuildingOutline {
  return {
    id: buildingId(feature),
    polygon: feature.geometry,
    centre: outlineCentre(feature.geometry),
    areaM2: outlineAreaM2(feature.geometry),
    label: buildingLabel(feature.properties),
  };
}

/** The outlines whose centres are nearest a point, nearest first. */
export function nearestOutlines(
  outlines: readonly BuildingOutline[],
  point: LonLat,
  count: number,
): BuildingOutline[] {
  return outlines
    .map((outline) => ({ outline, distance: distanceM(outline.centre, point) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count)
    .map(({ outline }) => outline);
}
