import { describe, expect, it } from 'vitest';
import { demoAreaBounds, offlineBaseStyle } from './offlineBaseStyle';

describe('offlineBaseStyle', () => {
  it('makes no network request: no URL anywhere, no glyphs, no sprite', () => {
    const text = JSON.stringify(offlineBaseStyle);
    expect(text).not.toMatch(/https?:|mapbox:|pmtiles:/);
    expect(offlineBaseStyle.glyphs).toBeUndefined();
    expect(offlineBaseStyle.sprite).toBeUndefined();
    expect(offlineBaseStyle.layers.some((layer) => layer.type === 'symbol')).toBe(false);
  });

  it('draws the United Kingdom around London and Edinburgh in a few hundred vertices', () => {
    const land = offlineBaseStyle.sources.land as { data: GeoJSON.FeatureCollection };
    const uk = land.data.features.find((feature) => feature.properties?.name === 'United Kingdom');
    const polygons = (uk!.geometry as GeoJSON.MultiPolygon).coordinates;
    const vertices = polygons.flat(2);
    expect(vertices.length).toBeGreaterThan(150);
    expect(vertices.length).toBeLessThan(800);
    const lons = vertices.map(([lon]) => lon!);
    const lats = vertices.map(([, lat]) => lat!);
    // London (-0.13, 51.5) and Edinburgh (-3.19, 55.95) sit inside the outline's extent
    expect(Math.min(...lons)).toBeLessThan(-3.19);
    expect(Math.max(...lons)).toBeGreaterThan(-0.13);
    expect(Math.min(...lats)).toBeLessThan(51.5);
    expect(Math.max(...lats)).toBeGreaterThan(55.95);
  });

  it('marks the Bloomsbury demo area', () => {
    const [west, south, east, north] = demoAreaBounds;
    expect(west).toBeLessThan(-0.126);
    expect(east).toBeGreaterThan(-0.126);
    expect(south).toBeLessThan(51.52);
    expect(north).toBeGreaterThan(51.52);
    expect(offlineBaseStyle.layers.map((layer) => layer.id)).toContain('demo-area');
  });
});
