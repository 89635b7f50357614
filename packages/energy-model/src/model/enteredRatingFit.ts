/**
 * The last step of turning an entered EPC band into a building: when the building still rates
 * outside the band (for a dwelling, after its characteristics were conditioned on the band,
 * enteredBand.ts), the fabric's heat-loss multiplier is moved (up to 0.1–10 for a dwelling,
 * 0.3–3 otherwise) until the modelled rating is one point inside the band's nearer edge. A
 * building that already rates in its band keeps its fabric. The entered band is what the engine
 * reports; this makes the building agree with it where its fabric can.
 */
import type { EpcRating } from '../building/enums';
import { assetRatingOf } from '../ratings/assetRating';
import { assetBand, ASSET_BAND_UPPER_BOUNDS, sapBand } from '../ratings/bands';
import { bandRange } from './enteredBand';
import { NEUTRAL_MULTIPLIERS, type ModelInputs } from './modelInputs';
import { runModel } from './runModel';

export interface EnteredRatingFit {
  enteredRating: EpcRating;
  heatLossMultiplier: number;
  /** True when the building rates inside the band. */
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

/** The band's rating points [lowest, highest]: SAP for a dwelling, asset rating otherwise. */
function ratingRange(inputs: ModelInputs, entered: EpcRating): [number, number] {
  if (inputs.domestic) return bandRange(entered);
  const i = ASSET_BAND_UPPER_BOUNDS.findIndex(([b]) => b === entered);
  return [ASSET_BAND_UPPER_BOUNDS[i - 1]![1] + 1, ASSET_BAND_UPPER_BOUNDS[i]![1]];
}

/** Heat-loss multipliers tried on the way from 1 to the end of the search range. */
const SCAN_STEPS = 24;

export function fitFabricToEnteredRating(
  inputs: ModelInputs,
  buildingType: string,
  entered: EpcRating,
): EnteredRatingFit {
  const here = ratingAt(inputs, buildingType, 1);
  const [lower, upper] = ratingRange(inputs, entered);
  const done = (heatLossMultiplier: number, reached: boolean): EnteredRatingFit => ({
    enteredRating: entered,
    heatLossMultiplier,
    reached,
  });
  if (here >= lower && here <= upper) return done(1, true);
  // Aim one point inside the band's nearer edge: the least change to the building that agrees.
  const goalAbove = here < lower;
  const target = goalAbove ? lower + 1 : upper - 1;
  /** How far the rating still is from the target (≤ 0 once there). */
  const gap = (rating: number) => (goalAbove ? target - rating : rating - target);
  // An entered band worse than modelled means more heat loss, a better one less: a dwelling's SAP
  // falls as heat loss grows, a non-domestic asset rating (CO2, higher is worse) usually rises.
  const worseBand = inputs.domestic ? !goalAbove : goalAbove;
  const end = worseBand ? (inputs.domestic ? 10 : 3) : inputs.domestic ? 0.1 : 0.3;
  // Scan outwards from the building as it is, not bisection over the whole range: the rating need
  // not move one way with heat loss (an air-conditioned office rates better when it loses more
  // heat, as cooling is electric), and then the fabric is left as it is rather than pushed to an
  // end of the range the band does not call for.
  let best = 1;
  let bestGap = gap(here);
  let prev = 1;
  for (let step = 1; step <= SCAN_STEPS; step++) {
    const k = end ** (step / SCAN_STEPS);
    const g = gap(ratingAt(inputs, buildingType, k));
    if (g <= 0) {
      // Crossed between prev and k: bisect (geometrically) for the crossing.
      let near = prev;
      let far = k;
      for (let i = 0; i < 20; i++) {
        const mid = Math.sqrt(near * far);
        if (gap(ratingAt(inputs, buildingType, mid)) <= 0) far = mid;
        else near = mid;
      }
      return done(far, true);
    }
    if (g < bestGap) {
      best = k;
      bestGap = g;
    }
    prev = k;
  }
  return done(best, false);
}
