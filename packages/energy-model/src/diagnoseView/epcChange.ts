/**
 * The EPC before and after a set of measures, with its score, and why the band and the energy
 * use can move differently. An EPC does not rate energy: SAP rates a home's running cost per m²
 * under standard occupancy, heating and SAP 2012's fuel prices (SAP 2012 §13); a non-domestic
 * asset rating rates regulated carbon per m² against a reference building (NCM). So a heat pump
 * that halves the energy bought can leave the band where it was (SAP prices electricity at almost
 * four times gas), and solar panels that cut little energy can lift it two bands (SAP credits
 * what they generate at the electricity price).
 */
import { FUEL_WORDS } from '../benchmarks/comparator';
import { SAP_2012_PRICES } from '../building/fuels';
import type { ModelInputs } from '../model/modelInputs';
import type { PreparedBuilding } from '../model/prepareBuilding';
import { runModel } from '../model/runModel';
import { assetRatingOf, sapCostGbp } from '../ratings/assetRating';
import {
  ASSET_BAND_UPPER_BOUNDS,
  assetBand,
  bandRank,
  SAP_BAND_LOWER_BOUNDS,
  sapBand,
} from '../ratings/bands';

interface EpcScore {
  /** SAP rating (homes, higher is better) or asset rating (others, lower is better). */
  rating: number;
  band: string;
}

export interface EpcChange {
  kind: 'SAP' | 'NON_DOMESTIC_ASSET';
  /** The modelled rating under standard conditions before and after the measures. */
  before: EpcScore;
  after: EpcScore;
  /** Change in modelled energy use, % (negative: less), as the scenario shows it. */
  energyChangePercent: number;
  /** Change in what the rating follows, %: SAP-priced running cost (homes) or regulated carbon (others). */
  ratedChangePercent: number;
  /** Why the energy and the band move differently, in a sentence or two; null when they agree. */
  explanation: string | null;
}

interface Rated {
  score: EpcScore;
  /** SAP-priced regulated cost, £ (homes), or regulated kgCO2e (others). */
  driver: number;
}

function rated(p: PreparedBuilding, inputs: ModelInputs): Rated {
  const run = runModel(inputs, p.ratingMultipliers);
  const estimate = assetRatingOf(
    inputs,
    run,
    p.type.key,
    p.ratingMultipliers,
    inputs.domestic ? sapBand : assetBand,
  );
  const driver = inputs.domestic
    ? sapCostGbp(run, inputs)
    : (estimate.buildingEmissionRate ?? 0) * inputs.floorAreaM2;
  return { score: { rating: estimate.rating, band: estimate.band }, driver };
}

const pct = (n: number) => `${Math.round(Math.abs(n))} %`;

/** The score a band starts at, in the direction of improvement. */
function nextBandLimit(domestic: boolean, band: string): string {
  if (domestic) {
    const i = SAP_BAND_LOWER_BOUNDS.findIndex(([b]) => b === band);
    const better = SAP_BAND_LOWER_BOUNDS[i - 1];
    const own = SAP_BAND_LOWER_BOUNDS[i];
    if (!better || !own) return '';
    return ` inside band ${band} (${Math.max(1, own[1])} to ${better[1] - 1}): the band changes at ${better[1]}`;
  }
  const i = ASSET_BAND_UPPER_BOUNDS.findIndex(([b]) => b === band);
  const better = ASSET_BAND_UPPER_BOUNDS[i - 1];
  if (!better) return '';
  return ` inside band ${band}: the band changes at ${better[1]} or less`;
}

/** How far a score is from the next better band, in words ("3 points"). */
function gapToBetter(domestic: boolean, score: EpcScore): string {
  const sap = SAP_BAND_LOWER_BOUNDS.findIndex(([b]) => b === score.band);
  const asset = ASSET_BAND_UPPER_BOUNDS.findIndex(([b]) => b === score.band);
  const gap = domestic
    ? (SAP_BAND_LOWER_BOUNDS[sap - 1]?.[1] ?? score.rating) - score.rating
    : score.rating - (ASSET_BAND_UPPER_BOUNDS[asset - 1]?.[1] ?? score.rating);
  return `${gap} point${gap === 1 ? '' : 's'}`;
}

/** Energy change (%) small enough that a band moving with it reads as a surprise (designed). */
const SMALL_ENERGY_CHANGE = 15;
/** Energy change (%) large enough that a band standing still reads as a surprise (designed). */
const LARGE_ENERGY_CHANGE = 10;

function explain(
  base: ModelInputs,
  after: ModelInputs,
  affectsRating: boolean,
  before: Rated,
  now: Rated,
  energy: number,
  rated: number,
  several: boolean,
): string | null {
  const domestic = base.domestic;
  const moved = bandRank(before.score.band) - bandRank(now.score.band); // > 0: better band
  const score = `the ${domestic ? 'SAP score' : 'asset rating'}`;
  const from = `from ${before.score.rating} to ${now.score.rating}`;
  const follows = domestic
    ? 'follows running cost per m² under standard conditions and SAP fuel prices, not energy'
    : 'follows regulated carbon emissions per m² against a reference building, not energy';
  const energyWords = (one: boolean, only = '') =>
    `${energy < 0 ? 'cut' : 'raise'}${one ? 's' : ''} energy use by ${only}${pct(energy)}`;
  const subject = several ? 'The measures' : 'The measure';
  const scoreMoves =
    now.score.rating === before.score.rating
      ? `stays at ${now.score.rating}`
      : `${now.score.rating > before.score.rating === domestic ? 'moves only' : 'falls'} ${from}`;
  if (!affectsRating)
    return Math.abs(energy) >= 1
      ? `These measures change how the building is run, not its fabric or systems; the EPC rates the building under standard conditions, so ${score} stays at ${before.score.rating}.`
      : null;
  const heatPump = after.heating.heatPump && !base.heating.heatPump;
  const toElectric = after.heating.fuel === 'electricity' && base.heating.fuel !== 'electricity';
  const solar = after.pvKwp > base.pvKwp;
  const stays = moved === 0 && energy <= -LARGE_ENERGY_CHANGE;
  const jumps = moved > 0 && energy > -SMALL_ENERGY_CHANGE;
  const against = (moved < 0 && energy < 0) || (moved > 0 && energy > 0);
  if (!stays && !jumps && !against) return null;
  if (domestic && (heatPump || toElectric) && moved <= 0) {
    const was = base.heating.fuel;
    const ratio = SAP_2012_PRICES.electricity.unitRate / SAP_2012_PRICES[was].unitRate;
    const what = heatPump ? 'a heat pump' : 'electric heating';
    const lead = several
      ? `With ${what}, the measures ${energyWords(false)}`
      : `${what[0]!.toUpperCase()}${what.slice(1)} ${energyWords(true)}`;
    return `${lead}, but SAP prices electricity at ${ratio.toFixed(1)} times ${FUEL_WORDS[was]} a kWh, so ${score}, which ${follows}, ${scoreMoves}${moved === 0 ? ` and the band stays ${now.score.band}` : ` and the band falls to ${now.score.band}`}.`;
  }
  if (domestic && solar && jumps)
    return `Solar panels cut the energy bought by only ${pct(energy)}, but SAP credits each kWh they generate at the full electricity price, so ${score} moves ${from}, band ${before.score.band} to ${now.score.band}.`;
  const change = `${rated <= 0 ? 'falls' : 'rises'} by ${pct(rated)}`;
  const driver = domestic ? 'the running cost SAP rates' : 'the regulated carbon it rates';
  if (stays)
    return `${subject} ${energyWords(!several)}, and ${driver} ${change}, so ${score} moves ${from}, still${nextBandLimit(domestic, before.score.band)}.`;
  if (jumps)
    return `${subject} ${energyWords(!several, energy < 0 ? 'only ' : '')}, but ${score} was ${gapToBetter(domestic, before.score)} from band ${now.score.band}: ${driver} ${change}, so it moves ${from}, band ${before.score.band} to ${now.score.band}.`;
  return `${subject} ${energyWords(!several)}, but ${driver} ${change}, so ${score}, which ${follows}, moves ${from}, band ${before.score.band} to ${now.score.band}.`;
}

/**
 * The EPC change of a scenario: the rating of the building before the measures (`base`) and
 * after them, under the building's standard-condition multipliers, with the reason sentence.
 */
export function epcChangeOf(
  p: PreparedBuilding,
  base: ModelInputs,
  after: ModelInputs,
  affectsRating: boolean,
  energyChangePercent: number,
  measureCount = 1,
): EpcChange {
  const before = rated(p, base);
  const now = affectsRating ? rated(p, after) : before;
  const ratedChangePercent =
    before.driver !== 0 ? ((now.driver - before.driver) / Math.abs(before.driver)) * 100 : 0;
  return {
    kind: base.domestic ? 'SAP' : 'NON_DOMESTIC_ASSET',
    before: before.score,
    after: now.score,
    energyChangePercent,
    ratedChangePercent,
    explanation: explain(
      base,
      after,
      affectsRating,
      before,
      now,
      energyChangePercent,
      ratedChangePercent,
      measureCount > 1,
    ),
  };
}
