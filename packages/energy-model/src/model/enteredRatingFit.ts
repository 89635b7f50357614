/**
 * When the user enters an EPC band, the fabric's heat-loss multiplier is moved (bisection over
 * 0.3–3) until the modelled asset rating sits at the middle of that band. The entered band is
 * still what the engine reports; this only narrows the fabric's uncertainty.
 */
import type { EpcRating } from '../building/enums';
import { assetRatingOf } from '../ratings/assetRating';
import { assetBand, ASSET_BAND_MIDPOINT, SAP_BAND_MIDPOINT, sapBand } from '../ratings/bands';
import { NEUTRAL_MULTIPLIERS, type ModelInputs } from './modelInputs';
import { runModel } from './runModel';

export interface EnteredRatingFit {
  enteredRating: EpcRating;
  heatLossMultiplier: number;
  /** True when the band's midpoint could be reached within the multiplier limits. */
  reached: boolean;
}

export function fitFabricToEnteredRating(
  inputs: ModelInputs,
  buildingType: string,
  entered: EpcRating,
): EnteredRatingFit {
  const target = inputs.domestic ? SAP_BAND_MIDPOINT[entered] : ASSET_BAND_MIDPOINT[entered];
  // Higher heat loss → lower SAP (worse) / higher asset rating (worse). score() grows with "worse".
  const score = (k: number): number => {
    const mult = { ...NEUTRAL_MULTIPLIERS, heatLoss: k, infiltration: k };
    const r = assetRatingOf(
      inputs,
      runModel(inputs, mult),
      buildingType,
      mult,
      inputs.domestic ? sapBand : assetBand,
    ).rating;
    return inputs.domestic ? -r : r;
  };
  const goal = inputs.domestic ? -target : target;
  let lo = 0.3;
  let hi = 3;
  const sLo = score(lo);
  const sHi = score(hi);
  if (goal <= sLo) return { enteredRating: entered, heatLossMultiplier: lo, reached: false };
  if (goal >= sHi) return { enteredRating: entered, heatLossMultiplier: hi, reached: false };
  for (let i = 0; i < 30; i++) {
    const mid = Math.sqrt(lo * hi);
    if (score(mid) < goal) lo = mid;
    else hi = mid;
  }
  return { enteredRating: entered, heatLossMultiplier: Math.sqrt(lo * hi), reached: true };
}
