import type { OutlineFeature, OutlineGeometry } from './outlineStore';

interface RawFeature {
  type?: string;
  id?: string | number;
  properties?: Record<string, unknown> | null;
  geometry?: { type?: string; coordinates?: unknown } | null;
}

/**
 * A building outline from an OSM GeoJSON feature (osmium export, Overpass/osmtogeojson, or the
 * bundled files): Polygon or MultiPolygon with a `building` tag. Null for anything else.
 */
export function outlineOfFeature(raw: RawFeature): OutlineFeature | null {
  const geometry = raw.geometry;
  if (!geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) return null;
  if (!Array.isArray(geometry.coordinates)) return null;
  const properties: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw.properties ?? {})) {
    if (value !== null && value !== undefined && typeof value !== 'object') {
      properties[key] = String(value);
    }
  }
  if (!properties.building) return null;
  const id = String(properties['@id'] ?? raw.id ?? '');
  if (!/^(way|relation)\/\d+$/.test(id)) return null;
  return { type: 'Feature', id, properties, geometry: geometry as OutlineGeometry };
}

/**
 * Yields each feature of a GeoJSON FeatureCollection from text chunks without holding the whole
 * file (a national extract is gigabytes): only one feature is in memory at a time.
 */
export async function* geojsonFeatures(
  chunks: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<RawFeature> {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let stringText = '';
  let lastKey = '';
  let featuresDepth = -1;
  let capturing = false;
  let current = '';
  for await (const chunk of chunks) {
    for (const char of chunk) {
      if (capturing) current += char;
      if (inString) {
        if (escaped) escaped = false;
        else if (char === '\\') escaped = true;
        else if (char === '"') inString = false;
        else if (!capturing) stringText += char;
        continue;
      }
      if (char === '"') {
        inString = true;
        stringText = '';
      } else if (char === ':') {
        lastKey = stringText;
      } else if (char === '{' || char === '[') {
        if (!capturing && char === '{' && depth === featuresDepth) {
          capturing = true;
          current = '{';
        }
        if (char === '[' && depth === 1 && lastKey === 'features') featuresDepth = 2;
        depth += 1;
      } else if (char === '}' || char === ']') {
        depth -= 1;
        if (capturing && depth === featuresDepth) {
          capturing = false;
          yield JSON.parse(current) as RawFeature;
          current = '';
        }
        if (char === ']' && depth === 1 && featuresDepth === 2) featuresDepth = -1;
      }
    }
  }
}

/** RFC 8142 starts each GeoJSON text sequence record with this character. */
const RECORD_SEPARATOR = String.fromCharCode(0x1e);

/** Yields each feature of a GeoJSON text sequence (one feature per line, RFC 8142 or ndjson). */
export async function* geojsonSequenceFeatures(
  lines: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<RawFeature> {
  for await (const line of lines) {
    const text = (line.startsWith(RECORD_SEPARATOR) ? line.slice(1) : line).trim();
    if (text) yield JSON.parse(text) as RawFeature;
  }
}
