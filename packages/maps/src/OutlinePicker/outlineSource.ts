import type { BuildingCollection } from '../geometry/buildingOutlines';

/** Building outlines as GeoJSON (bundled demo data) or as vector tiles (a national extract). */
export type OutlineSource =
  | { type: 'geojson'; data: BuildingCollection }
  | {
      type: 'vector';
      tiles: string[];
      /** Layer of the tiles that holds the building polygons. */
      sourceLayer: string;
      /** Feature property holding the building id (MapLibre promoteId). */
      idProperty: string;
      minzoom?: number;
      maxzoom?: number;
    };

export const OUTLINE_SOURCE_ID = 'building-outlines';

/** The MapLibre source and the layer fields that depend on the kind of source. */
export function outlineSourceSpec(source: OutlineSource) {
  if (source.type === 'geojson') {
    return {
      source: { type: 'geojson' as const, data: source.data, promoteId: '@id' },
      layerSource: {},
      idExpression: ['get', '@id'] as const,
    };
  }
  return {
    source: {
      type: 'vector' as const,
      tiles: source.tiles,
      minzoom: source.minzoom,
      maxzoom: source.maxzoom,
      promoteId: source.idProperty,
    },
    layerSource: { 'source-layer': source.sourceLayer },
    idExpression: ['to-string', ['get', source.idProperty]] as const,
  };
}
