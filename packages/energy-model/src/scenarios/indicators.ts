/**
 * The spec's indicators (analysis §3 "Indicator": value, unit, text, variant, direction,
 * isCurrency) as the engine words them. The value is a magnitude; the sign is in the words, the
 * direction and the variant, so an increase reads as an increase: '£213 more per year', up,
 * NEGATIVE; a saving '£213 saved per year', down, POSITIVE.
 */
export interface Indicator {
  value: number;
  unit: string;
  text: string;
  variant: 'NEUTRAL' | 'POSITIVE' | 'NEGATIVE';
  direction: 'UP' | 'DOWN';
  isCurrency: boolean;
}

export interface Kpi {
  text: string;
  value: number;
  unit: string;
  isCurrency: boolean;
  indicator: Indicator;
}

export const INDICATOR_TEXT = {
  saved: 'saved per year',
  more: 'more per year',
  install: 'to install',
  payback: 'to pay back',
} as const;

/** The years a scenario takes to pay back its capital cost (spec "ROI in years", analysis §9). */
export const PAYBACK_INDICATOR_TEXT = INDICATOR_TEXT.payback;

/** An indicator for a yearly saving (positive) or increase (negative). */
export function savingIndicator(saving: number, unit: string, isCurrency: boolean): Indicator {
  return {
    value: Math.abs(saving),
    unit,
    text: saving < 0 ? INDICATOR_TEXT.more : INDICATOR_TEXT.saved,
    variant: saving > 0 ? 'POSITIVE' : saving < 0 ? 'NEGATIVE' : 'NEUTRAL',
    direction: saving < 0 ? 'UP' : 'DOWN',
    isCurrency,
  };
}

/** The capital cost, a spend (up, negative variant when above zero). */
export function capitalIndicator(capitalGbp: number): Indicator {
  return {
    value: capitalGbp,
    unit: 'GBP',
    text: INDICATOR_TEXT.install,
    variant: capitalGbp > 0 ? 'NEGATIVE' : 'NEUTRAL',
    direction: 'UP',
    isCurrency: true,
  };
}

export function paybackIndicator(years: number): Indicator {
  return {
    value: years,
    unit: 'years',
    text: INDICATOR_TEXT.payback,
    variant: 'NEUTRAL',
    direction: 'UP',
    isCurrency: false,
  };
}

/** Comfort band of the improved building (the words beside the contract's comfortLevel number). */
export type ComfortLevel = 'GOOD' | 'FAIR' | 'POOR';

/**
 * Comfort percentage: 100 × (1 − discomfort), discomfort the larger of the damp-and-mould risk and
 * the overheating scaled so 15 kWh/m² meets the risk's POOR boundary 0.66 (assumption).
 */
export function comfortPercent(dampRisk: number, overheatingKwhM2: number): number {
  const discomfort = Math.max(dampRisk, Math.min(1, (overheatingKwhM2 * 0.66) / 15));
  return Math.round(100 * (1 - Math.min(1, Math.max(0, discomfort))));
}

/** Comfort from damp risk and overheating (assumption: thresholds 0.33/0.66 and 5/15 kWh/m²). */
export function comfortOf(dampRisk: number, overheatingKwhM2: number): ComfortLevel {
  if (dampRisk >= 0.66 || overheatingKwhM2 >= 15) return 'POOR';
  if (dampRisk >= 0.33 || overheatingKwhM2 >= 5) return 'FAIR';
  return 'GOOD';
}
