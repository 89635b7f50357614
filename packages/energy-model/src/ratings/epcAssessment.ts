/**
 * The EPC shown for a building: a user-entered rating takes precedence and is reported as
 * entered; otherwise the modelled asset-rating estimate.
 */
import type { PreparedBuilding } from '../model/prepareBuilding';
import type { ModelInputs } from '../model/modelInputs';
import { runModel } from '../model/runModel';
import { assetRatingOf, type AssetRatingEstimate } from './assetRating';
import { assetBand, sapBand } from './bands';

export interface EpcAssessment {
  /** The band to show: entered if given, else estimated. */
  band: string;
  source: 'ENTERED' | 'ESTIMATED';
  enteredRating: string | null;
  estimate: AssetRatingEstimate;
}

/** Asset rating of given inputs under the building's standard-condition multipliers. */
export function estimateAssetRating(
  p: PreparedBuilding,
  inputs: ModelInputs = p.inputs,
): AssetRatingEstimate {
  const run = runModel(inputs, p.ratingMultipliers);
  return assetRatingOf(
    inputs,
    run,
    p.type.key,
    p.ratingMultipliers,
    inputs.domestic ? sapBand : assetBand,
  );
}

export function assessEpc(p: PreparedBuilding): EpcAssessment {
  const estimate = estimateAssetRating(p);
  const entered = p.facts.epcRating ?? null;
  return {
    band: entered ?? estimate.band,
    source: entered ? 'ENTERED' : 'ESTIMATED',
    enteredRating: entered,
    estimate,
  };
}
