import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCertificates } from '../src/adapters/epcRegister/loadCertificates';
import { createTableRegister } from '../src/adapters/epcRegister/registerTable';
import { loadOutlines } from '../src/adapters/outlines/loadOutlines';
import { outlinesInBox } from '../src/adapters/outlines/outlineStore';
import type { AppDatabase } from '../src/db/database';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';

let databases: TestDatabases;
let database: AppDatabase;

beforeAll(async () => {
  databases = await createTestDatabases();
  database = await databases.next();
});
afterAll(async () => {
  await database?.close();
  await databases.dispose();
});

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

describe('load:epc', () => {
  it('loads the three register layouts, and loading again replaces rather than duplicates', async () => {
    for (const [file, register] of [
      ['open_data_export_domestic.csv', 'domestic'],
      ['open_data_export_commercial.csv', 'non-domestic'],
      ['open_data_export_dec.csv', 'dec'],
    ] as const) {
      const text = fixture(file);
      const chunks = [text.slice(0, 500), text.slice(500)];
      expect(await loadCertificates(database.db, chunks)).toEqual({
        register,
        read: 2,
        stored: 2,
        skipped: 0,
      });
      await loadCertificates(database.db, [text]);
    }
    const found = await createTableRegister(database.db).byPostcode('sw1a2aa');
    expect(found).toHaveLength(6);
    expect(found.every((certificate) => !certificate.sample)).toBe(true);
  });
});

describe('load:outlines', () => {
  it('loads an OSM extract feature by feature and serves it by box', async () => {
    const extract = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 'way/42',
          properties: { building: 'house', 'building:levels': 2 },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-2.59, 51.45],
                [-2.5899, 51.45],
                [-2.5899, 51.4501],
                [-2.59, 51.45],
              ],
            ],
          },
        },
        {
          type: 'Feature',
          id: 'node/1',
          properties: {},
          geometry: { type: 'Point', coordinates: [-2.59, 51.45] },
        },
      ],
    };
    expect(await loadOutlines(database.db, [JSON.stringify(extract)])).toEqual({
      read: 2,
      stored: 1,
      skipped: 1,
    });
    const served = await outlinesInBox(database.db, [-2.6, 51.44, -2.58, 51.46]);
    expect(served.features).toEqual([
      {
        type: 'Feature',
        id: 'way/42',
        properties: { '@id': 'way/42', building: 'house', 'building:levels': '2' },
        geometry: extract.features[0]!.geometry,
      },
    ]);
  });
});
