import type { PerformanceLevel } from '../enums/analysisEnums';
import type { TrafficLight } from '../enums/registrationEnums';
import { GOVUK_COLOURS, TEXT_ON_DARK, TEXT_ON_LIGHT, type Swatch } from './palette';

/**
 * HIGH red, OK orange, LOW green with text labels (spec shell §9 "Map energy colours", analysis
 * §2.10). Colours from the GOV.UK palette; text colour chosen for WCAG AA contrast.
 */
export const TRAFFIC_LIGHT_SWATCHES: Readonly<Record<TrafficLight, Swatch>> = {
  HIGH: { background: GOVUK_COLOURS.red, text: TEXT_ON_DARK, label: 'High' },
  OK: { background: GOVUK_COLOURS.orange, text: TEXT_ON_LIGHT, label: 'OK' },
  LOW: { background: GOVUK_COLOURS.green, text: TEXT_ON_DARK, label: 'Low' },
};

/** Swatch for a traffic light; none (missing) gets the NA grey with label 'N/A'. */
export function trafficLightSwatch(light: TrafficLight | null | undefined): Swatch {
  return light ? TRAFFIC_LIGHT_SWATCHES[light] : MAP_PERFORMANCE_SWATCHES.NA;
}

/**
 * Energy map colours: HIGH red, MEDIUM orange, LOW green, NA grey (spec analysis §9 "Map").
 * Labels are the legend's words, spec analysis §2.11 (2026): "Legend: EPC/DEC A-B low, C-D medium,
 * E-G high, N/A", so the legend never relies on colour alone.
 */
export const MAP_PERFORMANCE_SWATCHES: Readonly<Record<PerformanceLevel, Swatch>> = {
  HIGH: { background: GOVUK_COLOURS.red, text: TEXT_ON_DARK, label: 'E-G high' },
  MEDIUM: { background: GOVUK_COLOURS.orange, text: TEXT_ON_LIGHT, label: 'C-D medium' },
  LOW: { background: GOVUK_COLOURS.green, text: TEXT_ON_DARK, label: 'A-B low' },
  NA: { background: GOVUK_COLOURS.darkGrey, text: TEXT_ON_DARK, label: 'N/A' },
};

/** Title of the energy-map legend (spec analysis §2.11, 2026: "Legend: EPC/DEC ..."). */
export const MAP_LEGEND_TITLE = 'EPC/DEC';

/** The legend's order in the spec (analysis §2.11, 2026): A-B low, C-D medium, E-G high, N/A. */
export const MAP_LEGEND_ORDER = [
  'LOW',
  'MEDIUM',
  'HIGH',
  'NA',
] as const satisfies readonly PerformanceLevel[];

/** The whole legend as one sentence, word for word the spec's: 'EPC/DEC A-B low, C-D medium, E-G high, N/A'. */
export const MAP_LEGEND_TEXT = `${MAP_LEGEND_TITLE} ${MAP_LEGEND_ORDER.map(
  (level) => MAP_PERFORMANCE_SWATCHES[level].label,
).join(', ')}`;

/** The selected building's highlight on the map: purple (spec analysis §4.8, §9). */
export const MAP_SELECTED_SWATCH: Swatch = {
  background: GOVUK_COLOURS.purple,
  text: TEXT_ON_DARK,
  label: 'Selected',
};

/**
 * Map performance level of an EPC/DEC band letter for the energy-map legend (spec analysis
 * §2.11: A-B low, C-D medium, E-G high, else N/A).
 */
export function performanceLevelForBand(band: string | null | undefined): PerformanceLevel {
  switch (band) {
    case 'A+':
    case 'A':
    case 'B':
      return 'LOW';
    case 'C':
    case 'D':
      return 'MEDIUM';
    case 'E':
    case 'F':
    case 'G':
      return 'HIGH';
    default:
      return 'NA';
  }
}
