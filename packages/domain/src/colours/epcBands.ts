import type { EpcRating } from '../enums/registrationEnums';

/** EPC band letters including the non-domestic A+ (spec task; analysis §9 "bands coloured by rating"). */
export type EpcBand = EpcRating | 'A+';

/**
 * Domestic SAP rating bands: A 92+, B 81-91, C 69-80, D 55-68, E 39-54, F 21-38, G 1-20.
 * Source: communitiesuk/epb-register-api lib/helper/energy_band_calculator.rb
 * @ 9b886553822173d5e6bbb5ac4a258af80a9a4126 (MHCLG, MIT, 2024).
 */
export const DOMESTIC_EPC_BANDS = [
  { band: 'A', min: 92 },
  { band: 'B', min: 81 },
  { band: 'C', min: 69 },
  { band: 'D', min: 55 },
  { band: 'E', min: 39 },
  { band: 'F', min: 21 },
  { band: 'G', min: -Infinity },
] as const satisfies readonly { band: EpcRating; min: number }[];

/**
 * Band of a domestic SAP rating (spec task "EPC bands"). Values are rounded to whole points
 * first; ratings of 20 or less (including 0 and below) are G, as in the register's calculator.
 */
export function epcBandForRating(sapRating: number): EpcRating {
  const points = Math.round(sapRating);
  return DOMESTIC_EPC_BANDS.find((b) => points >= b.min)?.band ?? 'G';
}

/**
 * Non-domestic asset-rating bands (lower is better): A+ below 0, A 0-25, B 26-50, C 51-75,
 * D 76-100, E 101-125, F 126-150, G above 150. Source as DOMESTIC_EPC_BANDS.
 */
export const NON_DOMESTIC_EPC_BANDS = [
  { band: 'A+', max: -1 },
  { band: 'A', max: 25 },
  { band: 'B', max: 50 },
  { band: 'C', max: 75 },
  { band: 'D', max: 100 },
  { band: 'E', max: 125 },
  { band: 'F', max: 150 },
  { band: 'G', max: Infinity },
] as const satisfies readonly { band: EpcBand; max: number }[];

/** Band of a non-domestic asset rating; A+ below 0 (spec task "EPC bands"). */
export function nonDomesticEpcBandForAssetRating(assetRating: number): EpcBand {
  const points = Math.round(assetRating);
  return NON_DOMESTIC_EPC_BANDS.find((b) => points <= b.max)?.band ?? 'G';
}

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
