import { sql, type Kysely } from 'kysely';
import {
  buildingOutlineSchema,
  routes,
  type RouteDef,
  type RouteResponse,
} from '@wattwise/api/contract';
import {
  BoxTooLargeError,
  MAX_BOX_SIDE_DEG,
  OSM_ATTRIBUTION,
  touchesBox,
  type BoundingBox,
} from '../../adapters/outlines/outlineStore';
import type { Database } from '../../db/schema';
import { checkedJsonAnswer } from '../../platform/contract/checkedAnswers';

/**
 * The most buildings one answer carries (designed). Bloomsbury's bundled 3,039 outlines made a
 * 1.4 MB answer; a person sees at most a few thousand footprints on a screen, and the answer keeps
 * those nearest the middle of the box, where the person is looking.
 */
const MAX_OUTLINES_PER_ANSWER = 2_500;

/** Outline features kept as checked JSON (designed: a city's worth, about 25 MB of text). */
const MAX_KEPT_FEATURES = 50_000;

const route = routes.find((candidate) => candidate.name === 'outlines.inBox') as RouteDef;

/**
 * Each outline's feature, checked against the contract once per version, as JSON text. The
 * version is the row's `xmin` (the transaction that last wrote it, in PostgreSQL and PGlite
 * alike), so a reload of the outlines is seen at once without reading the geometry again.
 */
const checkedFeatures = new Map<string, { version: string; json: string }>();

function checkedFeature(id: string, tags: string, geometry: string): string {
  const feature = buildingOutlineSchema.parse({
    type: 'Feature',
    id,
    properties: { ...(JSON.parse(tags) as Record<string, string>), '@id': id },
    geometry: JSON.parse(geometry) as unknown,
  });
  return JSON.stringify(feature);
}

/** The checked JSON of each row, reading the text of only the outlines not kept at their version. */
async function featuresOf(
  db: Kysely<Database>,
  rows: readonly { id: string; version: string }[],
): Promise<string[]> {
  const missing = rows.filter((row) => checkedFeatures.get(row.id)?.version !== row.version);
  for (let start = 0; start < missing.length; start += 500) {
    const batch = missing.slice(start, start + 500);
    const texts = await db
      .selectFrom('building_outlines')
      .select([
        'id',
        sql<string>`xmin::text`.as('version'),
        sql<string>`tags::text`.as('tags'),
        sql<string>`geometry::text`.as('geometry'),
      ])
      .where(
        'id',
        'in',
        batch.map((row) => row.id),
      )
      .execute();
    if (checkedFeatures.size + texts.length > MAX_KEPT_FEATURES) checkedFeatures.clear();
    for (const text of texts) {
      checkedFeatures.set(text.id, {
        version: text.version,
        json: checkedFeature(text.id, text.tags, text.geometry),
      });
    }
  }
  return rows.flatMap((row) => {
    const kept = checkedFeatures.get(row.id);
    return kept ? [kept.json] : [];
  });
}

/**
 * The outlines touching a box as the contract's FeatureCollection, nearest the box's middle first,
 * at most MAX_OUTLINES_PER_ANSWER; and how many features it carries (what it costs the client's
 * budget). Each feature's checked JSON is kept while its outline is unchanged, so an answer costs
 * a query of ids and a concatenation, rather than reading, parsing, checking and serialising
 * every polygon again.
 */
export async function outlinesAnswer(
  db: Kysely<Database>,
  box: BoundingBox,
): Promise<{ answer: RouteResponse<'outlines.inBox'>; features: number }> {
  const [west, south, east, north] = box;
  if (east - west > MAX_BOX_SIDE_DEG || north - south > MAX_BOX_SIDE_DEG) {
    throw new BoxTooLargeError(
      `The box is too large: at most ${MAX_BOX_SIDE_DEG}° on each side (zoom in to see buildings).`,
    );
  }
  const [centreLon, centreLat] = [(west + east) / 2, (south + north) / 2];
  const rows = await db
    .selectFrom('building_outlines')
    .select(['id', sql<string>`xmin::text`.as('version')])
    .where(touchesBox(box))
    .orderBy(
      sql`power((west + east) / 2 - ${centreLon}::float8, 2) + power((south + north) / 2 - ${centreLat}::float8, 2)`,
    )
    .orderBy('id')
    .limit(MAX_OUTLINES_PER_ANSWER)
    .execute();
  const features = await featuresOf(db, rows);
  const json = `{"type":"FeatureCollection","attribution":${JSON.stringify(OSM_ATTRIBUTION)},"features":[${features.join(',')}]}`;
  return { answer: checkedJsonAnswer(route, json), features: rows.length };
}
