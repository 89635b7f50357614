import type { EpcRating } from '../enums/registrationEnums';

/** A rating's band and, when known, its score (SAP for dwellings, the asset rating otherwise). */
export interface EpcRatingWithScore {
  band: EpcRating;
  score?: number | null;
}

/** 'D 58' or 'D' without a score. */
function epcRatingText({ band, score }: EpcRatingWithScore): string {
  return score === null || score === undefined || !Number.isFinite(score)
    ? band
    : `${band} ${Math.round(score)}`;
}

/** 'EPC D 58 to C 71': the band change with the scores before and after, when known. */
export function epcChangeText(current: EpcRatingWithScore, potential: EpcRatingWithScore): string {
  return `EPC ${epcRatingText(current)} to ${epcRatingText(potential)}`;
}
