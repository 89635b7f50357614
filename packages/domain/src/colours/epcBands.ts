import {
  ASSET_BAND_UPPER_BOUNDS,
  SAP_BAND_LOWER_BOUNDS,
  assetBand,
  sapBand,
} from '@wattwise/energy-model/bands';
import type { EpcRating } from '../enums/registrationEnums';

/** EPC band letters including the non-domestic A+ (spec task; analysis §9 "bands coloured by rating"). */
export type EpcBand = EpcRating | 'A+';

/**
 * Domestic SAP rating bands (A 92+, B 81-91, C 69-80, D 55-68, E 39-54, F 21-38, G 1-20) and the
 * band function come from the engine, the one place for ratings (ADR 0006): a score is rounded to
 * whole points before banding, everywhere (91.6 is A on screen and in the engine).
 * Source: communitiesuk/epb-register-api lib/helper/energy_band_calculator.rb.
 */
export const DOMESTIC_EPC_BANDS: readonly { band: EpcRating; min: number }[] =
  SAP_BAND_LOWER_BOUNDS.map(([band, min]) => ({ band, min }));

/** Band of a domestic SAP rating (spec task "EPC bands"); the engine's sapBand. */
export const epcBandForRating: (sapRating: number) => EpcRating = sapBand;

/** Non-domestic asset-rating bands (lower is better): A+ below 0, A 0-25, …, G above 150. */
export const NON_DOMESTIC_EPC_BANDS: readonly { band: EpcBand; max: number }[] =
  ASSET_BAND_UPPER_BOUNDS.map(([band, max]) => ({ band, max }));

/** Band of a non-domestic asset rating; A+ below 0 (spec task "EPC bands"); the engine's assetBand. */
export const nonDomesticEpcBandForAssetRating: (assetRating: number) => EpcBand = assetBand;

/** Score range label of each domestic band as printed on the register ('92+', '81-91', ...). */
export const EPC_BAND_RANGES: Readonly<Record<EpcRating, string>> = {
  A: '92+',
  B: '81-91',
  C: '69-80',
  D: '55-68',
  E: '39-54',
  F: '21-38',
  G: '1-20',
};

// The band colours (the register's palette) live in @wattwise/ui tokens: `epcBandSwatch`.
