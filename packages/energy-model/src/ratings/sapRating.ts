/**
 * Domestic SAP energy-cost rating, SAP 2012 §13 (p.35) with Table 12 prices:
 *   ECF = 0.42 × total cost / (TFA + 45)
 *   SAP = 117 − 121 × log10(ECF)   if ECF ≥ 3.5
 *   SAP = 100 − 13.95 × ECF        if ECF < 3.5
 * rounded to the nearest integer, minimum 1. (Energy cost deflator 0.42, SAP 2012.)
 */
const SAP_2012_DEFLATOR = 0.42;

export function sapEnergyCostFactor(totalCostGbp: number, floorAreaM2: number): number {
  return (SAP_2012_DEFLATOR * totalCostGbp) / (floorAreaM2 + 45);
}

/** Unrounded SAP rating (may exceed 100 for net exporters). */
export function sapRatingFromEcf(ecf: number): number {
  return ecf >= 3.5 ? 117 - 121 * Math.log10(ecf) : 100 - 13.95 * ecf;
}

/** The published SAP rating: rounded, at least 1. */
export function sapRating(totalCostGbp: number, floorAreaM2: number): number {
  return Math.max(1, Math.round(sapRatingFromEcf(sapEnergyCostFactor(totalCostGbp, floorAreaM2))));
}
