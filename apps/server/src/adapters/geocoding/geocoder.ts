import type { AddressFeature } from '@wattwise/api/contract';

export type LonLat = [number, number];

/** Reverse search answers at most this many addresses (analysis §7.5: limit 30). */
export const REVERSE_LIMIT = 30;
/** Forward search answers at most this many addresses (designed: one dropdown of 235 px). */
export const SEARCH_LIMIT = 10;

/** Address search in Great Britain (shell §7, analysis §7.5). */
export interface Geocoder {
  /** Addresses and post codes matching the text, best first; [] when nothing matches. */
  search(query: string): Promise<AddressFeature[]>;
  /** Addresses near a point, nearest first. */
  reverse(point: LonLat, limit: number): Promise<AddressFeature[]>;
  /** The nearest address of each point, or null; one answer per point, in order. */
  reverseBatch(points: readonly LonLat[]): Promise<(AddressFeature | null)[]>;
}

/** The geocoding provider did not answer (routes map it to 502). */
export class GeocoderUnavailableError extends Error {}
