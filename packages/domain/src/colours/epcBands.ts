import { SAP_BAND_LOWER_BOUNDS, sapBand } from '@wattwise/energy-model/bands';
import type { EpcRating } from '../enums/registrationEnums';

/** EPC band letters including the non-domestic A+ (spec task; analysis §9 "bands coloured by rating"). */
export type EpcBand = EpcRating | 'A+';

/** Band of a domestic SAP rating (spec task "EPC bands"); the engine's sapBand (ADR 0006). */
export const epcBandForRating: (sapRating: number) => EpcRating = sapBand;

/** The lowest SAP rating a certificate can carry (SAP 2012 §13: ratings run from 1). */
const LOWEST_SAP_RATING = 1;

/**
 * Score range label of each domestic band as printed on the register ('92+', '81-91', ...),
 * written from the engine's band limits so the two cannot disagree.
 */
export const EPC_BAND_RANGES: Readonly<Record<EpcRating, string>> = Object.fromEntries(
  SAP_BAND_LOWER_BOUNDS.map(([band, lower], index) => {
    const above = SAP_BAND_LOWER_BOUNDS[index - 1];
    const from = Number.isFinite(lower) ? lower : LOWEST_SAP_RATING;
    return [band, above ? `${from}-${above[1] - 1}` : `${from}+`];
  }),
) as Record<EpcRating, string>;

// The band colours (the register's palette) live in @wattwise/ui tokens: `epcBandSwatch`.
