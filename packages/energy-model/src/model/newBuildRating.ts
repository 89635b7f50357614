/**
 * How a home built since 2012 is rated. Its EPC comes from the SAP calculation its builder lodged,
 * with the design U-values of the Approved Document L1A 2013 specification its design was checked
 * against, not from the RdSAP defaults a survey of an existing home would use (RdSAP 2012 Tables
 * S6–S10: walls 0.28, ground floor 0.22, doors 1.8 W/m²K for age band L), which are what the model
 * runs on for energy in use. Measured homes show why: the fabric of new homes loses more heat than
 * designed (Zero Carbon Hub 2014, "Closing the gap between design and as-built performance", end
 * of term report: co-heating tests found measured heat loss above the design figure in most homes
 * tested), and homes built since 2012 use 0.86–1.00 × the gas NEED meters for them (npm run stock)
 * with the survey values, against about 0.8 × with the design values.
 *
 * The rating takes the transmission heat loss of the design fabric through the rating multipliers
 * (the operation multipliers keep 1), so SAP ratings, the measured-to-modelled gap that follows
 * the rating, and a measure's EPC change all see the home as its certificate does.
 */
import type { BuildingFacts } from '../building/facts';
import { heatLossCoefficient } from './runModel';
import { NEUTRAL_MULTIPLIERS, type ModelInputs } from './modelInputs';

/**
 * Approved Document L1A 2013 (HM Government, 2013 edition incorporating 2016 amendments), Table 4
 * notional dwelling: external walls 0.18, roof 0.13, ground floor 0.13 W/m²K, opaque doors 1.0;
 * windows 1.4 (g 0.63) and air permeability 5 m³/(h·m²) at 50 Pa, which the model already gives
 * homes of age band L (building/fabric.ts).
 */
export const NOTIONAL_DWELLING_2013 = {
  wallU: 0.18,
  roofU: 0.13,
  floorU: 0.13,
  doorU: 1.0,
} as const;

/** Parameters a user gave for the building (their values are the building's, designed or not). */
function givenParameterIds(facts: BuildingFacts): Set<string> {
  const ids = new Set<string>();
  for (const values of Object.values(facts.parameters ?? {}))
    for (const [id, v] of Object.entries(values ?? {})) if (v !== null) ids.add(id);
  return ids;
}

/** Transmission heat loss (fabric and thermal bridging), W/K. */
function transmissionWK(i: ModelInputs): number {
  return heatLossCoefficient({ ...i, infiltrationAch: 0, extractAch: 0 }, NEUTRAL_MULTIPLIERS);
}

/**
 * Design ÷ modelled transmission heat loss of a dwelling built since 2012 (1 for older homes,
 * other buildings, and elements the user gave). Multiplies the rating's heat-loss multiplier.
 */
export function designFabricRatio(inputs: ModelInputs, facts: BuildingFacts): number {
  if (!inputs.domestic || inputs.ageBand !== 'L') return 1;
  const given = givenParameterIds(facts);
  const n = NOTIONAL_DWELLING_2013;
  const design: ModelInputs = {
    ...inputs,
    wallU: given.has('wallU') ? inputs.wallU : Math.min(inputs.wallU, n.wallU),
    roofU: given.has('roofU') ? inputs.roofU : Math.min(inputs.roofU, n.roofU),
    floorU: given.has('floorU') ? inputs.floorU : Math.min(inputs.floorU, n.floorU),
    doorU: Math.min(inputs.doorU, n.doorU),
  };
  const modelled = transmissionWK(inputs);
  return modelled > 0 ? transmissionWK(design) / modelled : 1;
}
