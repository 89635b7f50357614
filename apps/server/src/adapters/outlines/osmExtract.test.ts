import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bloomsburyBuildingsPath } from '../../seed/osmBuildings';
import { geojsonFeatures, geojsonSequenceFeatures, outlineOfFeature } from './osmExtract';

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe('streaming an OSM GeoJSON extract', () => {
  const text = readFileSync(bloomsburyBuildingsPath, 'utf8');
  const parsed = JSON.parse(text) as { features: unknown[] };

  it('yields exactly the features JSON.parse finds, in chunks of any size', async () => {
    for (const size of [997, 65536]) {
      const chunks = Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
        text.slice(i * size, (i + 1) * size),
      );
      expect(await collect(geojsonFeatures(chunks))).toEqual(parsed.features);
    }
  });

  it('reads escaped quotes and brackets inside strings, and one-feature-per-line files', async () => {
    const feature = {
      type: 'Feature',
      id: 'way/1',
      properties: { building: 'yes', name: 'The "Square] {Hall}' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      },
    };
    const collection = JSON.stringify({ type: 'FeatureCollection', features: [feature, feature] });
    expect(await collect(geojsonFeatures([collection]))).toEqual([feature, feature]);
    const lines = [`\u001e${JSON.stringify(feature)}`, '', JSON.stringify(feature)];
    expect(await collect(geojsonSequenceFeatures(lines))).toEqual([feature, feature]);
  });

  it('keeps OSM building polygons only', () => {
    const polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    };
    expect(
      outlineOfFeature({ id: 'way/1', properties: { building: 'yes' }, geometry: polygon }),
    ).toMatchObject({ id: 'way/1', properties: { building: 'yes' } });
    expect(
      outlineOfFeature({ id: 'way/2', properties: { highway: 'primary' }, geometry: polygon }),
    ).toBeNull();
    expect(
      outlineOfFeature({
        id: 'node/3',
        properties: { building: 'yes' },
        geometry: { type: 'Point', coordinates: [0, 0] },
      }),
    ).toBeNull();
  });
});
