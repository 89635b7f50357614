/**
 * How warm homes are actually kept. Measured temperatures in English homes are well below the
 * 21 °C living / 18 °C elsewhere that SAP and BREDEM assume, and lower in less efficient homes
 * (Kane, Firth & Lomas 2015, Energy and Buildings 86:817–832; BRE Energy Follow-Up Survey 2011
 * Report 1 §3.1), so metered gas falls short of modelled demand more the leakier the home (the
 * "prebound effect", Sunikka-Blank & Galvin 2012, Building Research & Information 40(3)).
 * SAP 2012 Table 9 already lowers the rest-of-house temperature by 0.5 K per W/m²K of heat loss
 * parameter (HLP); operation here lowers the whole-home demand temperature linearly in HLP:
 *   ΔT = OFFSET_AT_REFERENCE + SLOPE × (HLP − REFERENCE_HLP), between −MAX_DROP and 0.
 * The two coefficients are calibrated once, pooled over types, to the NEED 2026 median gas by
 * dwelling age (data/uk-stock); `npm run stock` checks them on type × age cells. Operation only:
 * ratings keep the SAP standard temperature.
 */
import { heatLossCoefficient } from './runModel';
import { NEUTRAL_MULTIPLIERS, type ModelInputs } from './modelInputs';

export const DEMAND_TEMPERATURE = {
  referenceHlp: 1.5,
  offsetAtReferenceK: -0.5,
  slopeKPerHlp: -2,
  maxDropK: 6,
  /** Spread of the offset across households, K (assumption: measured homes vary by several K). */
  spreadK: 1,
} as const;

/** Heat loss parameter, W/m²K of floor area (SAP 2012 box 40). */
export function heatLossParameter(inp: ModelInputs): number {
  return heatLossCoefficient(inp, NEUTRAL_MULTIPLIERS) / Math.max(1, inp.floorAreaM2);
}

/** Demand temperature relative to the standard set-point, K (dwellings; 0 for others). */
export function demandTemperatureOffsetK(inp: ModelInputs): number {
  if (!inp.domestic) return 0;
  const d = DEMAND_TEMPERATURE;
  const t = d.offsetAtReferenceK + d.slopeKPerHlp * (heatLossParameter(inp) - d.referenceHlp);
  return Math.max(-d.maxDropK, Math.min(0, t));
}
