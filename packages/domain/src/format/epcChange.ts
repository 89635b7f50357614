import type { EpcRating } from '../enums/registrationEnums';

/** A rating's band and, when known, its score (SAP for dwellings, the asset rating otherwise). */
export interface EpcRatingWithScore {
  band: EpcRating;
  score?: number | null;
}

/**
 * Why a rating can move less (or more) than the energy saved, for the plan's results: the EPC
 * rating is set by the modelled cost of running the building under standard conditions, so a
 * measure that saves much energy but moves it to a dearer fuel (a heat pump replacing gas) can
 * leave the band where it is. Source: BRE, "The Government's Standard Assessment Procedure for
 * Energy Rating of Dwellings", SAP 10.2 (2023): the SAP rating is an energy cost rating. The app
 * passes the sentence where it applies (the engine's rating of the building follows cost).
 */
export const epcReasonMessages = {
  followsCost:
    'The EPC rating follows the modelled cost of running the building, not the energy it uses: a measure that saves energy but uses a dearer fuel can leave the band where it is.',
} as const;

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
