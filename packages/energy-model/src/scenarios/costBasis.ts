/**
 * Cost helpers. PCDF = BRE Product Characteristics Data File pcdf2012.dat Table 181 "Indicative
 * costs" (2014-08-15): the £ ranges printed on EPC recommendations, per dwelling job, 2014 prices
 * (not inflated). Lifetimes: PCDF Table 181 column 9 read as years (see REFERENCE.md §3).
 * Non-domestic costs scale the dwelling job to the building's quantity using a typical dwelling
 * quantity (assumption: 50 m² loft, 90 m² wall, 13.5 m² windows, 45 m² ground floor).
 */
import type { ModelInputs } from '../model/modelInputs';
import type { MeasureCost } from './measureTypes';

export const TYPICAL_DWELLING = {
  loftM2: 50,
  wallM2: 90,
  windowM2: 13.5,
  floorM2: 45,
  floorAreaM2: 90,
} as const;

/** A PCDF job cost, scaled by quantity for non-domestic buildings. */
export function pcdfCost(
  inputs: ModelInputs,
  low: number,
  high: number,
  code: string,
  quantity: number,
  typicalQuantity: number,
): MeasureCost {
  const scale = inputs.domestic ? 1 : Math.max(1, quantity / typicalQuantity);
  return {
    lowGbp: low * scale,
    highGbp: high * scale,
    source: `PCDF Table 181 code ${code} (2014 prices)${inputs.domestic ? '' : ', scaled by quantity'}`,
  };
}

export function assumedCost(low: number, high: number, note: string): MeasureCost {
  return { lowGbp: low, highGbp: high, source: `assumption: ${note}` };
}

export const midCost = (c: MeasureCost): number => (c.lowGbp + c.highGbp) / 2;

/**
 * Design heat loss, kW, at −2 °C outside and 21 °C inside (assumption, typical UK design day),
 * for sizing heat generators.
 */
export function designHeatLossKw(inputs: ModelInputs): number {
  const A = inputs.floorAreaM2;
  const h =
    inputs.wallAreaM2 * inputs.wallU +
    inputs.roofAreaM2 * inputs.roofU +
    inputs.groundFloorAreaM2 * inputs.floorU +
    inputs.windowAreaM2 * 2.5;
  const hv = 0.33 * inputs.infiltrationAch * inputs.geometry.volumeM3;
  return Math.max(3, ((h + hv) * 23) / 1000 + (inputs.domestic ? 0 : A * 0.005));
}
