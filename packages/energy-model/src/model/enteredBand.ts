/**
 * An entered EPC band turned into a building. The band is evidence about the home's fabric and
 * heating, weighed with the stock's priors by Bayes' rule, as bills are (stockInference.ts):
 *
 * 1. every combination of the uncertain characteristics is modelled: wall (insulated or not),
 *    loft (five thicknesses) and heating system (condensing boiler to the 2010 standard, other
 *    condensing, non-condensing since 1998, pre-1998; heat pump or storage heaters), each with its
 *    prior probability (the stock's for this age, or the posterior after bills);
 * 2. each combination's SAP rating s is computed under SAP's standard conditions;
 * 3. the likelihood of the entered band [L, U] is the chance that an assessment of a home whose
 *    rating is s lands in the band: Φ((U + 0.5 − s)/σ) − Φ((L − 0.5 − s)/σ), with σ the
 *    measurement error of EPC ratings at the band (Crawley et al. 2019, Energies 12:3523: one
 *    standard deviation ±8.0 points at a rating of 35 to ±2.4 at 85). One σ for every state
 *    keeps the evidence ordered: a better band always favours the better states more;
 * 4. the posterior probabilities are prior × likelihood, normalised; the building takes their
 *    expected values (U-values, boiler efficiency on fuel use), as the 'what we assumed' list
 *    shows them;
 * 5. a band above anything the fabric and heating of the stock reach (A or B for most older
 *    homes) is made up with solar PV, the way such homes mostly get there, sized to bring the
 *    rating into the band (up to MAX_PV_KWP);
 * 6. what still lies outside the band (a G for a home built in 2010, say) is made up by scaling
 *    the fabric's heat loss until the rating is in the band (enteredRatingFit.ts).
 *
 * Fabric and heating are inferred before PV so that a better band never means a worse fabric:
 * PV can explain a band but says nothing about how the home is heated. The home's energy in use
 * then follows from that building, with the metered-to-modelled share of space heating of its
 * rating without PV (prepareBuilding heatingShareInUse, Few et al. 2023).
 */
import type { EpcRating } from '../building/enums';
import { sapEnergyCostFactor, sapRatingFromEcf } from '../ratings/sapRating';
import { sapCostGbp } from '../ratings/assetRating';
import { SAP_BAND_LOWER_BOUNDS } from '../ratings/bands';
import { NEUTRAL_MULTIPLIERS, type CharacteristicBeliefs, type ModelInputs } from './modelInputs';
import { runModel } from './runModel';
import { heatingSystemStates } from './stockInference';

/**
 * Largest solar PV a band is made up with, kWp (assumption: a large domestic roof array; the
 * Microgeneration Certification Scheme's domestic installations are mostly 2–6 kWp).
 */
const MAX_PV_KWP = 6;

/**
 * Measurement error of a domestic EPC rating, SAP points (one standard deviation): Crawley et al.
 * 2019, ±8.0 at a rating of 35 falling to ±2.4 at 85, linear between and held beyond.
 */
export function epcRatingError(sap: number): number {
  const t = Math.min(1, Math.max(0, (sap - 35) / 50));
  return 8.0 + t * (2.4 - 8.0);
}

/**
 * ln P(Z > z) for a standard normal Z (Abramowitz & Stegun 26.2.17, relative error below 1e-7),
 * exact in the far tail, where a home's states all lie far from the band.
 */
function logUpperTail(z: number): number {
  if (z < 0) return Math.log1p(-Math.exp(logUpperTail(-z)));
  const t = 1 / (1 + 0.2316419 * z);
  const poly =
    t *
    (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return -0.5 * z * z + Math.log(0.3989422804014327 * poly);
}

/** The band's SAP points [lowest, highest] (A: 92 and above; G: 20 and below). */
export function bandRange(band: EpcRating): [number, number] {
  const i = SAP_BAND_LOWER_BOUNDS.findIndex(([b]) => b === band);
  const lower = SAP_BAND_LOWER_BOUNDS[i]![1];
  const upper = i === 0 ? Infinity : SAP_BAND_LOWER_BOUNDS[i - 1]![1] - 1;
  return [lower, upper];
}

/**
 * ln of the chance that an assessment of a home rated `sap` lands in the band: ln(P(Z > a) −
 * P(Z > b)) with a = (L − 0.5 − s)/σ and b = (U + 0.5 − s)/σ, taken in logs so that homes far
 * from the band still compare (the nearer, the likelier).
 */
function bandLogLikelihood(sap: number, band: EpcRating): number {
  const [lower, upper] = bandRange(band);
  const sigma = epcRatingError(bandCentre(band));
  const a = lower === -Infinity ? -Infinity : (lower - 0.5 - sap) / sigma;
  const b = upper === Infinity ? Infinity : (upper + 0.5 - sap) / sigma;
  // P(Z > a) − P(Z > b) = P(Z > a)(1 − P(Z > b)/P(Z > a)), or by symmetry from below.
  if (a > 0) {
    const la = logUpperTail(a);
    return b === Infinity ? la : la + Math.log1p(-Math.exp(logUpperTail(b) - la));
  }
  if (b < 0) {
    const lb = logUpperTail(-b);
    return a === -Infinity ? lb : lb + Math.log1p(-Math.exp(logUpperTail(-a) - lb));
  }
  const inside =
    1 -
    (a === -Infinity ? 0 : Math.exp(logUpperTail(-a))) -
    (b === Infinity ? 0 : Math.exp(logUpperTail(b)));
  return Math.log(Math.max(1e-300, inside));
}

/** The middle of a band's SAP points (A: 92–100, G: 1–20). */
function bandCentre(band: EpcRating): number {
  const [lower, upper] = bandRange(band);
  return (Math.max(1, lower) + Math.min(100, upper)) / 2;
}

/** Chance that an assessment of a home rated `sap` lands in the band. */
export function bandLikelihood(sap: number, band: EpcRating): number {
  return Math.exp(bandLogLikelihood(sap, band));
}

/** Unrounded SAP rating of a building under SAP's standard conditions. */
function unroundedSap(inputs: ModelInputs): number {
  const run = runModel(inputs, NEUTRAL_MULTIPLIERS);
  return sapRatingFromEcf(sapEnergyCostFactor(sapCostGbp(run, inputs), inputs.floorAreaM2));
}

/**
 * The beliefs about a dwelling's characteristics given its entered band (steps 1–4 above).
 * `inputsFor` turns beliefs into the building's model inputs.
 */
export function beliefsGivenBand(
  prior: CharacteristicBeliefs,
  inputsFor: (b: CharacteristicBeliefs) => ModelInputs,
  entered: EpcRating,
  recentShare: number,
): CharacteristicBeliefs {
  const heating = inputsFor(prior).heating;
  const systems = heatingSystemStates(
    prior,
    heating.boiler ? 'boiler' : heating.fuel === 'electricity' ? 'electric' : 'other',
    recentShare,
  );
  const states: { p: number; wall: string; loft: string; system: (typeof systems)[number] }[] = [];
  const logW: number[] = [];
  for (const w of prior.wall)
    for (const l of prior.loft)
      for (const s of systems) {
        const p0 = w.probability * l.probability * s.p;
        if (!(p0 > 0)) continue;
        const point: CharacteristicBeliefs = {
          ...prior,
          wall: [{ ...w, probability: 1 }],
          loft: [{ ...l, probability: 1 }],
          ...s.state,
        };
        logW.push(Math.log(p0) + bandLogLikelihood(unroundedSap(inputsFor(point)), entered));
        states.push({ p: p0, wall: w.label, loft: l.label, system: s });
      }
  if (states.length === 0) return prior;
  const max = Math.max(...logW);
  const wallP = new Map<string, number>();
  const loftP = new Map<string, number>();
  const system = {
    condensingBoiler: 0,
    recentBoiler: 0,
    pre1998Boiler: 0,
    heatPumpGivenElectric: 0,
  };
  let total = 0;
  states.forEach((st, i) => {
    const p = Math.exp(logW[i]! - max);
    total += p;
    wallP.set(st.wall, (wallP.get(st.wall) ?? 0) + p);
    loftP.set(st.loft, (loftP.get(st.loft) ?? 0) + p);
    for (const k of Object.keys(system) as (keyof typeof system)[])
      system[k] += p * st.system.state[k];
  });
  return {
    ...prior,
    wall: prior.wall.map((o) => ({ ...o, probability: (wallP.get(o.label) ?? 0) / total })),
    loft: prior.loft.map((o) => ({ ...o, probability: (loftP.get(o.label) ?? 0) / total })),
    condensingBoiler: system.condensingBoiler / total,
    recentBoiler: system.recentBoiler / total,
    pre1998Boiler: system.pre1998Boiler / total,
    heatPumpGivenElectric: system.heatPumpGivenElectric / total,
  };
}

/**
 * Solar PV that brings a dwelling rated below the band up to the band's lowest point (step 5),
 * in kWp (0 when it already reaches it; MAX_PV_KWP when even that does not).
 */
export function solarPvForBand(inputs: ModelInputs, entered: EpcRating): number {
  const [lower] = bandRange(entered);
  const reach = (kwp: number) => Math.round(unroundedSap({ ...inputs, pvKwp: kwp })) >= lower;
  if (!inputs.domestic || reach(inputs.pvKwp)) return inputs.pvKwp;
  if (!reach(MAX_PV_KWP)) return MAX_PV_KWP;
  let lo = inputs.pvKwp;
  let hi = MAX_PV_KWP;
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    if (reach(mid)) hi = mid;
    else lo = mid;
  }
  return Math.ceil(hi * 10) / 10;
}
