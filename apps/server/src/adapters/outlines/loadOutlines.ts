import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { geojsonFeatures, geojsonSequenceFeatures, outlineOfFeature } from './osmExtract';
import { storeOutlines, type OutlineFeature } from './outlineStore';

export interface OutlineLoadReport {
  read: number;
  stored: number;
  /** Features that are not OSM building polygons (points, roads, untagged shapes). */
  skipped: number;
}

/**
 * Streams an OSM GeoJSON extract (a FeatureCollection, or with `sequence` one feature per line)
 * into the outlines table, 2,000 buildings at a time; buildings are replaced by OSM id.
 */
export async function loadOutlines(
  db: Kysely<Database>,
  chunks: AsyncIterable<string> | Iterable<string>,
  options: { sequence?: boolean } = {},
): Promise<OutlineLoadReport> {
  const features = options.sequence ? geojsonSequenceFeatures(chunks) : geojsonFeatures(chunks);
  const report = { read: 0, stored: 0, skipped: 0 };
  let batch: OutlineFeature[] = [];
  for await (const raw of features) {
    report.read += 1;
    const outline = outlineOfFeature(raw);
    if (!outline) {
      report.skipped += 1;
      continue;
    }
    batch.push(outline);
    if (batch.length >= 2000) {
      report.stored += await storeOutlines(db, batch);
      batch = [];
    }
  }
  report.stored += await storeOutlines(db, batch);
  return report;
}
