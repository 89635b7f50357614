import { describe, expect, it } from 'vitest';
import { bloomsburyBuildings } from '../data/storyFixtures';
import { outlineSourceSpec } from './outlineSource';

describe('outlineSourceSpec', () => {
  it('serves bundled GeoJSON outlines keyed by their OpenStreetMap id', () => {
    const spec = outlineSourceSpec({ type: 'geojson', data: bloomsburyBuildings });
    expect(spec.source).toMatchObject({ type: 'geojson', promoteId: '@id' });
    expect(spec.layerSource).toEqual({});
    expect(spec.idExpression).toEqual(['get', '@id']);
  });

  it('reads vector tiles from the given layer with the given id property', () => {
    const spec = outlineSourceSpec({
      type: 'vector',
      tiles: ['https://tiles.example/buildings/{z}/{x}/{y}.pbf'],
      sourceLayer: 'building',
      idProperty: 'osm_id',
      minzoom: 12,
      maxzoom: 16,
    });
    expect(spec.source).toEqual({
      type: 'vector',
      tiles: ['https://tiles.example/buildings/{z}/{x}/{y}.pbf'],
      minzoom: 12,
      maxzoom: 16,
      promoteId: 'osm_id',
    });
    expect(spec.layerSource).toEqual({ 'source-layer': 'building' });
    expect(spec.idExpression).toEqual(['to-string', ['get', 'osm_id']]);
  });
});
