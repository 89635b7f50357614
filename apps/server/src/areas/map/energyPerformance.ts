import { performanceLevel, type PerformanceEstimate } from '@wattwise/energy-model';
import type { Kysely } from 'kysely';
import { postcodeKey, type EpcRegister } from '../../adapters/epcRegister/register';
import { touchesBox } from '../../adapters/outlines/outlineStore';
import type { Database } from '../../db/schema';
import { certificatesOfAddress, DEFAULT_CONFIDENCE, LookupInputError } from './certificateLookup';

/** At most this many addresses a call (analysis §9 "Map": batch lookup of at most 1000 buildings). */
const MAX_PERFORMANCE_ADDRESSES = 1000;

export interface PerformanceAddress {
  full_address: string;
  /** [lon, lat] of the building, when the map knows it. */
  centre?: readonly [number, number] | readonly number[];
}

export interface BuildingPerformance {
  performanceLevel: PerformanceEstimate['performanceLevel'];
  /** Where the level comes from: the building's certificate or the engine's footprint estimate. */
  source: 'CERTIFICATE' | 'FOOTPRINT';
  /** The certificate's band, or the band the engine estimated. */
  band: string | null;
  /** True when the certificate is a synthetic sample row (ARCHITECTURE.md: sample data labelled). */
  sample?: true;
}

const FULL_POSTCODE = /\b[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}\b/i;

/**
 * Splits a one-line address ('Conway Hall, 25 Red Lion Square, London WC1R 4RL') into the
 * opendata look-up's parts: the comma-separated parts before the one with the post code, then
 * that one; undefined without a full post code.
 */
export function lookupPartsOf(fullAddress: string) {
  const parts = fullAddress
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const at = parts.findIndex((part) => FULL_POSTCODE.test(part));
  if (at < 0) return undefined;
  const named = parts.filter((_, index) => index !== at).join(' ');
  return { address1: named || undefined, address2: parts[at] };
}

interface OutlineRow {
  tags: Record<string, string>;
  geometry: { type: string; coordinates: unknown };
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The outer ring of an outline as [lon, lat] pairs (the first polygon of a multipolygon). */
function outerRing(geometry: OutlineRow['geometry']): [number, number][] {
  const rings =
    geometry.type === 'Polygon'
      ? (geometry.coordinates as number[][][])
      : ((geometry.coordinates as number[][][][])[0] ?? []);
  return (rings[0] ?? []).map(([lon = 0, lat = 0]) => [lon, lat]);
}

/** Ray casting: is the point inside the ring? */
function inside([x, y]: readonly number[], ring: readonly [number, number][]): boolean {
  let within = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y! !== yj > y! && x! < ((xj - xi) * (y! - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

/**
 * The building outline at a point: the footprint containing it, else the smallest whose box
 * holds it (bounding-box index, ARCHITECTURE.md "Scale").
 */
async function outlineAt(db: Kysely<Database>, [lon, lat]: readonly number[]) {
  const rows = (await db
    .selectFrom('building_outlines')
    .select(['tags', 'geometry', 'west', 'south', 'east', 'north'])
    .where(touchesBox([lon!, lat!, lon!, lat!]))
    .limit(50)
    .execute()) as OutlineRow[];
  const area = (row: OutlineRow) => (row.east - row.west) * (row.north - row.south);
  const sorted = rows.sort((a, b) => area(a) - area(b));
  return sorted.find((row) => inside([lon!, lat!], outerRing(row.geometry))) ?? sorted[0];
}

/**
 * Estimated performance of each address, in order (analysis §7.5 calculateperformance): the level
 * of the newest certificate matching the address with at least `confidence` % of its words, else
 * the engine's estimate from the building's footprint at `centre`; null where neither is known.
 * One rule for the level: energy-model's performanceLevel.
 */
export async function calculatePerformance(
  db: Kysely<Database>,
  register: EpcRegister,
  addresses: readonly PerformanceAddress[],
  confidence = DEFAULT_CONFIDENCE,
): Promise<(BuildingPerformance | null)[]> {
  if (addresses.length > MAX_PERFORMANCE_ADDRESSES) {
    throw new LookupInputError(`At most ${MAX_PERFORMANCE_ADDRESSES} addresses a call.`);
  }
  // Addresses at one post code share one register look-up (a street of 1,000 buildings is a few).
  const byPostcode = new Map<string, ReturnType<EpcRegister['byPostcode']>>();
  const sharedRegister: EpcRegister = {
    byPostcode(postcode) {
      const key = postcodeKey(postcode);
      let lookup = byPostcode.get(key);
      if (!lookup) {
        lookup = register.byPostcode(postcode);
        byPostcode.set(key, lookup);
      }
      return lookup;
    },
  };
  if (register.byPostcodes) {
    const postcodes = addresses.flatMap((address) => {
      const match = FULL_POSTCODE.exec(address.full_address);
      return match ? [match[0]] : [];
    });
    const found = await register.byPostcodes(postcodes);
    for (const [key, certificates] of found) byPostcode.set(key, Promise.resolve(certificates));
  }
  return Promise.all(
    addresses.map(async (address): Promise<BuildingPerformance | null> => {
      const parts = lookupPartsOf(address.full_address);
      const certificate = parts
        ? (await certificatesOfAddress(sharedRegister, { ...parts, confidence }))[0]
        : undefined;
      if (certificate) {
        const estimate = performanceLevel({ certificate });
        if (estimate.source === 'CERTIFICATE') {
          return {
            performanceLevel: estimate.performanceLevel,
            source: 'CERTIFICATE',
            band: estimate.band,
            ...(certificate.sample ? { sample: true as const } : {}),
          };
        }
      }
      if (!address.centre) return null;
      const outline = await outlineAt(db, address.centre);
      if (!outline) return null;
      const estimate = performanceLevel({
        footprint: { coordinates: outerRing(outline.geometry), tags: outline.tags },
      });
      if (estimate.source !== 'FOOTPRINT') return null;
      return {
        performanceLevel: estimate.performanceLevel,
        source: 'FOOTPRINT',
        band: estimate.band,
      };
    }),
  );
}
