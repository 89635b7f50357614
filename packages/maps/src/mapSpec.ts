/**
 * The map rules of the spec as this package uses them, imported from @wattwise/domain (the one
 * place rules and texts live) and the colours from @wattwise/ui's tokens (the one palette); this
 * file only gives them the shapes the map components need.
 */
import {
  DEBOUNCE_MS,
  EPC_RATINGS,
  LAYOUT,
  MAP,
  MAP_LEGEND_ORDER,
  MAP_LEGEND_TITLE,
  PERFORMANCE_LEVELS,
  energyMapMessages as domainEnergyMapMessages,
  performanceLevelForBand,
} from '@wattwise/domain';
import type { EpcRating, PerformanceLevel, TrafficLight } from '@wattwise/domain';
import {
  MAP_PERFORMANCE_SWATCHES,
  MAP_SELECTED_SWATCH,
  TRAFFIC_LIGHT_SWATCHES,
} from '@wattwise/ui';

export {
  MAP,
  MAP_LEGEND_ORDER,
  performanceLevelForBand,
  TRAFFIC_LIGHT_SWATCHES,
  MAP_PERFORMANCE_SWATCHES,
};
export type { PerformanceLevel };

export type EnergyLevel = TrafficLight;
export const performanceLevels = PERFORMANCE_LEVELS;
export const epcBands = EPC_RATINGS;
export type EpcBand = EpcRating;

/** Map constants (domain MAP and DEBOUNCE_MS; spec analysis §9, shell §9). */
export const mapDefaults = {
  centre: { longitude: MAP.defaultCentre[0], latitude: MAP.defaultCentre[1] },
  zoom: MAP.defaultZoom,
  pitch: MAP.pitch,
  buildingLayerMinZoom: MAP.buildingLayerMinZoom,
  batchLookupAboveZoom: MAP.batchLookupAboveZoom,
  batchLookupMaxBuildings: MAP.batchLookupMaxBuildings,
  zoomOnSelect: MAP.selectZoom,
  zoomOnSelectSmallScreen: MAP.selectZoomSmall,
  moveEndDebounceMs: DEBOUNCE_MS.mapMoveEnd,
  moveEndThrottleMs: DEBOUNCE_MS.mapMoveEndThrottle,
  predictExtrusionHeight: MAP.defaultExtrusionHeight,
  optimiseExtrusionHeight: MAP.extrusionHeight,
  zoomSliderMin: MAP.sliderMin,
  zoomSliderMax: MAP.sliderMax,
  zoomSliderMarker: MAP.sliderMarker,
} as const;

/** Small screens are those below the mobile breakpoint (500 px). */
export const smallScreenQuery = `(max-width: ${LAYOUT.mobileBelowPx - 1}px)`;

/** HIGH red, MEDIUM/OK orange, LOW green, NA grey, selected purple (ui's swatches). */
export const mapColours = {
  HIGH: MAP_PERFORMANCE_SWATCHES.HIGH.background,
  MEDIUM: MAP_PERFORMANCE_SWATCHES.MEDIUM.background,
  LOW: MAP_PERFORMANCE_SWATCHES.LOW.background,
  NA: MAP_PERFORMANCE_SWATCHES.NA.background,
  OK: TRAFFIC_LIGHT_SWATCHES.OK.background,
  selected: MAP_SELECTED_SWATCH.background,
} as const;

/** Texts of the energy map: the spec's from domain, plus the few the spec leaves to us. */
export const energyMapMessages = {
  ...domainEnergyMapMessages,
  legendTitle: MAP_LEGEND_TITLE,
  /** Spec analysis §2.11 gives only the gist: map data is public and may be misclassified. */
  publicDataBanner: 'This map shows public data. Some buildings may be misclassified.',
  /** Spec analysis §2.11: with no certificate the panel "offers a Predict account". */
  predictAccount: 'Get an estimate with a Predict account',
  /** ARCHITECTURE.md: sample data is labelled as such. */
  sample: 'Sample data: a synthetic certificate bundled with WattWise, not a real register entry.',
  /** Tray texts (the spec names a bottom tray with address search; words ours). */
  searchLabel: 'Search for an address or postcode',
  colourByLabel: 'Colour buildings by',
  colourByCertificate: 'Certificate (EPC/DEC)',
  colourByPerformance: 'Estimated performance',
  /** Spec analysis §2.1: a demo registration opens in a new tab from the map. */
  demoLink: 'Try a demo registration',
} as const;
