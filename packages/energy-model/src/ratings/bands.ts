/** Rating → band tables. */
import type { AssetBand, EpcRating } from '../building/enums';

/** SAP 2012 Table 14 (p.231): domestic SAP bands. A 92+, B 81–91, C 69–80, D 55–68, E 39–54, F 21–38, G 1–20. */
export const SAP_BAND_LOWER_BOUNDS: readonly [EpcRating, number][] = [
  ['A', 92],
  ['B', 81],
  ['C', 69],
  ['D', 55],
  ['E', 39],
  ['F', 21],
  ['G', -Infinity],
];

/**
 * Band of a domestic SAP rating: the repo's one EPC band function (ADR 0006; domain re-exports
 * it). The rating is rounded to whole points first, as the register does (communitiesuk
 * epb-register-api lib/helper/energy_band_calculator.rb), so 91.6 is A; 20 or less is G.
 */
export function sapBand(rating: number): EpcRating {
  const points = Math.round(rating);
  for (const [band, lower] of SAP_BAND_LOWER_BOUNDS) if (points >= lower) return band;
  return 'G';
}

/** Non-domestic asset-rating bands, upper bound of each (lower is better). */
export const ASSET_BAND_UPPER_BOUNDS: readonly [AssetBand, number][] = [
  ['A+', -1],
  ['A', 25],
  ['B', 50],
  ['C', 75],
  ['D', 100],
  ['E', 125],
  ['F', 150],
  ['G', Infinity],
];

/**
 * Non-domestic asset rating bands (MHCLG epb-register-api energy_band_calculator.rb; DEC bands in
 * epb-frontend): A+ below 0, A 0–25, B 26–50, C 51–75, D 76–100, E 101–125, F 126–150, G over 150.
 */
export function assetBand(rating: number): AssetBand {
  const r = Math.round(rating);
  for (const [band, upper] of ASSET_BAND_UPPER_BOUNDS) if (r <= upper) return band;
  return 'G';
}

/** DEC operational rating bands (same limits, no A+; epb-frontend dec__svg_rating.erb). */
export function decBand(rating: number): EpcRating {
  const b = assetBand(Math.max(0, rating));
  return b === 'A+' ? 'A' : b;
}

/** Ordering helper: 0 = best. */
const BAND_ORDER = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export function bandRank(band: string): number {
  const i = BAND_ORDER.indexOf(band as (typeof BAND_ORDER)[number]);
  return i < 0 ? BAND_ORDER.length : i;
}
