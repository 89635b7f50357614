import type { AddressFeature } from '@wattwise/api/contract';
import type { LonLat } from './geocoder';
import { EARTH_RADIUS_M } from '@wattwise/energy-model';

/** One searchable place: an address, a full post code or an outward code. */
export interface Place {
  kind: 'address' | 'postcode' | 'outcode';
  name: string;
  fullAddress: string;
  centre: LonLat;
  /** Full post code of an address, when known ('WC1R 4RL'). */
  postcode: string | null;
  /** Lower-case words of everything searchable. */
  words: string[];
}

/** Distance in metres on a local equirectangular projection (ample under a few km). */
export function distanceM(a: LonLat, b: LonLat): number {
  const rad = Math.PI / 180;
  const x = (b[0] - a[0]) * rad * Math.cos(((a[1] + b[1]) / 2) * rad);
  const y = (b[1] - a[1]) * rad;
  return Math.hypot(x, y) * EARTH_RADIUS_M;
}

export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

export function featureOf(place: Place): AddressFeature {
  return { name: place.name, full_address: place.fullAddress, centre: place.centre };
}

/**
 * How well a place matches the query words: every word must be found (the last one may be a
 * prefix, as the user is still typing); whole words score more than prefixes. 0 = no match.
 */
export function matchScore(place: Place, queryWords: readonly string[]): number {
  if (queryWords.length === 0) return 0;
  let score = 0;
  for (const [index, word] of queryWords.entries()) {
    const last = index === queryWords.length - 1;
    if (place.words.includes(word)) score += 3;
    else if (place.words.some((candidate) => candidate.startsWith(word))) score += last ? 2 : 1;
    else return 0;
  }
  // Names that start with the query rank first ('Conway' → 'Conway Hall' before '1 Conway St').
  const nameWords = wordsOf(place.name);
  if (nameWords[0] !== undefined && queryWords[0] !== undefined) {
    if (nameWords[0] === queryWords[0]) score += 2;
    else if (nameWords[0].startsWith(queryWords[0])) score += 1;
  }
  return score;
}
