import { performanceLevelOfBand } from '@wattwise/energy-model/bands';
import type { PerformanceLevel } from '../enums/analysisEnums';
import type { TrafficLight } from '../enums/registrationEnums';

/**
 * Labels of the traffic lights HIGH, OK, LOW (spec shell §9 "Map energy colours", analysis
 * §2.10). Their colours (HIGH red, OK orange, LOW green) are in @wattwise/ui tokens.
 */
export const TRAFFIC_LIGHT_LABELS: Readonly<Record<TrafficLight, string>> = {
  HIGH: 'High',
  OK: 'OK',
  LOW: 'Low',
};

/**
 * Labels of the energy map's levels, the legend's words, spec analysis §2.11 (2026): "Legend:
 * EPC/DEC A-B low, C-D medium, E-G high, N/A", so the legend never relies on colour alone.
 * Their colours (spec analysis §9 "Map") are in @wattwise/ui tokens.
 */
export const MAP_PERFORMANCE_LABELS: Readonly<Record<PerformanceLevel, string>> = {
  HIGH: 'E-G high',
  MEDIUM: 'C-D medium',
  LOW: 'A-B low',
  NA: 'N/A',
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

/** Label of the selected building's highlight (purple in @wattwise/ui; spec analysis §4.8, §9). */
export const MAP_SELECTED_LABEL = 'Selected';

/**
 * Map performance level of an EPC/DEC band letter for the energy-map legend (spec analysis
 * §2.11: A-B low, C-D medium, E-G high, else N/A).
 */
export function performanceLevelForBand(band: string | null | undefined): PerformanceLevel {
  // One rule: the engine's (ADR 0006 lets domain take ratings from energy-model).
  return performanceLevelOfBand(band);
}
