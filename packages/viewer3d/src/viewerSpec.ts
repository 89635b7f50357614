/**
 * The viewer rules of the spec, all from @wattwise/domain (the one place rules and texts live).
 */
export {
  glbHeight,
  MAP,
  MAP_SELECTED_SWATCH,
  TRAFFIC_LIGHT_SWATCHES,
  TRAFFIC_LIGHTS,
  VIEWER_MODES,
} from '@wattwise/domain';
export type { TrafficLight, ViewerMode } from '@wattwise/domain';
