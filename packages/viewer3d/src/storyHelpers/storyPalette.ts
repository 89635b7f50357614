import { MAP_SELECTED_SWATCH, sceneColours, TRAFFIC_LIGHT_SWATCHES } from '../viewerSpec';

/** Colours a viewer story can draw: energy usage, the selection tint and the background. */
export const storyPalette = {
  HIGH: TRAFFIC_LIGHT_SWATCHES.HIGH.background,
  OK: TRAFFIC_LIGHT_SWATCHES.OK.background,
  LOW: TRAFFIC_LIGHT_SWATCHES.LOW.background,
  selected: MAP_SELECTED_SWATCH.background,
  background: sceneColours.background,
  /** An undrawn (transparent) canvas reads as black. */
  blank: '#000000',
} as const;
