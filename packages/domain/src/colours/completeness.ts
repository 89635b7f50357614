import { GOVUK_COLOURS, TEXT_ON_DARK, TEXT_ON_LIGHT, type Swatch } from './palette';

/** Colour steps used by completeness and data bars, worst to best. */
export const QUALITY_SWATCHES = {
  red: { background: GOVUK_COLOURS.red, text: TEXT_ON_DARK, label: 'Poor' },
  orange: { background: GOVUK_COLOURS.orange, text: TEXT_ON_LIGHT, label: 'Fair' },
  yellow: { background: GOVUK_COLOURS.yellow, text: TEXT_ON_LIGHT, label: 'Moderate' },
  green: { background: GOVUK_COLOURS.green, text: TEXT_ON_DARK, label: 'Good' },
} as const satisfies Record<string, Swatch>;
/** Name of a quality colour step. */
export type QualityTone = keyof typeof QUALITY_SWATCHES;

/**
 * Completeness colour of a fraction 0-1: at least 0.75 green, 0.5 yellow, 0.25 orange, else red
 * (spec analysis §9 "Completeness colours").
 */
export function completenessTone(fraction: number): 'green' | 'yellow' | 'orange' | 'red' {
  if (fraction >= 0.75) return 'green';
  if (fraction >= 0.5) return 'yellow';
  if (fraction >= 0.25) return 'orange';
  return 'red';
}

/** Data-bar thresholds in percent (spec analysis §9 "Data bar colours use thresholds 20, 40, 60, 80"). */
export const DATA_BAR_THRESHOLDS = [20, 40, 60, 80] as const;

/**
 * Data-bar step of a percentage: 0 below 20, 1 from 20, 2 from 40, 3 from 60, 4 from 80
 * (spec analysis §9). Higher is better.
 */
export function dataBarLevel(percent: number): 0 | 1 | 2 | 3 | 4 {
  return DATA_BAR_THRESHOLDS.filter((t) => percent >= t).length as 0 | 1 | 2 | 3 | 4;
}

/** Five data-bar colours, lowest step first (spec analysis §9; shades of the GOV.UK palette). */
export const DATA_BAR_COLOURS = ['#d4351c', '#f47738', '#ffdd00', '#85994b', '#00703c'] as const;

/** Colour of a data bar at a percentage (spec analysis §9). */
export function dataBarColour(percent: number): string {
  return DATA_BAR_COLOURS[dataBarLevel(percent)];
}
