/**
 * Labels of the quality steps used by completeness and data bars, worst to best. Their colours
 * are in @wattwise/ui tokens (`QUALITY_SWATCHES`).
 */
export const QUALITY_LABELS = {
  red: 'Poor',
  orange: 'Fair',
  yellow: 'Moderate',
  green: 'Good',
} as const;
/** Name of a quality step. */
export type QualityTone = keyof typeof QUALITY_LABELS;

/** Data-bar thresholds in percent (spec analysis §9 "Data bar colours use thresholds 20, 40, 60, 80"). */
export const DATA_BAR_THRESHOLDS = [20, 40, 60, 80] as const;

/**
 * Data-bar step of a percentage: 0 below 20, 1 from 20, 2 from 40, 3 from 60, 4 from 80
 * (spec analysis §9). Higher is better.
 */
export function dataBarLevel(percent: number): 0 | 1 | 2 | 3 | 4 {
  return DATA_BAR_THRESHOLDS.filter((t) => percent >= t).length as 0 | 1 | 2 | 3 | 4;
}
