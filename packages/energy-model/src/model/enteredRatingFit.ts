/**
 * The last step of turning an entered EPC band into a building: when the building still rates
 * outside the band (for a dwelling, after its characteristics were conditioned on the band,
 * enteredBand.ts), the fabric's heat-loss multiplier is moved (bisection over 0.1–10 for a
 * dwelling, 0.3–3 otherwise) until the
 * modelled rating is inside it: a dwelling at the band's nearest point (one SAP point in from its
 * edge), a non-domestic building at the middle of the band. The entered band is what the engine
 * reports; this makes the building agree with it.
 */
import type { EpcRating } from '../building/enums';
import { assetRatingOf } from '../ratings/assetRating';
import { assetBand, ASSET_BAND_MIDPOINT, sapBand } from '../ratings/bands';
import { bandRange } from './enteredBand';
import { NEUTRAL_MULTIPLIERS, type ModelInputs } from './modelInputs';
import { runModel } from './runModel';

export interface EnteredRatingFit {
  enteredRating: EpcRating;
  heatLossMultiplier: number;
  /** True when the building rates inside the band (or at its middle, non-domestic). */
  reached: boolean;
}

/** Rating of the inputs with the fabric's heat loss scaled by k. */
function ratingAt(inputs: ModelInputs, buildingType: string, k: number): number {
  const mult = { ...NEUTRAL_MULTIPLIERS, heatLoss: k, infiltration: k };
  return assetRatingOf(
    inputs,
    runModel(inputs, mult),
    buildingType,
    mult,
    inputs.domestic ? sapBand : assetBand,
  ).rating;
}

/** The rating to aim at, or null when the building already rates in the band. */
function targetRating(
  inputs: ModelInputs,
  buildingType: string,
  entered: EpcRating,
): number | null {
  if (!inputs.domestic) return ASSET_BAND_MIDPOINT[entered];
  const rating = ratingAt(inputs, buildingType, 1);
  const [lower, upper] = bandRange(entered);
  if (rating >= lower && rating <= upper) return null;
  return rating < lower ? lower + 1 : upper - 1;
}

export function fitFabricToEnteredRating(
  inputs: ModelInputs,
  buildingType: string,
  entered: EpcRating,
): EnteredRatingFit {
  const target = targetRating(inputs, buildingType, entered);
  if (target === null) return { enteredRating: entered, heatLossMultiplier: 1, reached: true };
  // Higher heat loss → lower SAP (worse) / higher asset rating (worse). score() grows with "worse".
  const score = (k: number): number => {
    const r = ratingAt(inputs, buildingType, k);
    return inputs.domestic ? -r : r;
  };
  const goal = inputs.domestic ? -target : target;
  let lo = inputs.domestic ? 0.1 : 0.3;
  let hi = inputs.domestic ? 10 : 3;
  if (goal <= score(lo)) return { enteredRating: entered, heatLossMultiplier: lo, reached: false };
  if (goal >= score(hi)) return { enteredRating: entered, heatLossMultiplier: hi, reached: false };
  for (let i = 0; i < 30; i++) {
    const mid = Math.sqrt(lo * hi);
    if (score(mid) < goal) lo = mid;
    else hi = mid;
  }
  return { enteredRating: entered, heatLossMultiplier: Math.sqrt(lo * hi), reached: true };
}
