/**
 * The viewer rules of the spec from @wattwise/domain (the one place rules and texts live), and the
 * colours from @wattwise/ui's tokens (the one palette; three.js and Cesium need literal values).
 */
export { glbHeight, MAP, TRAFFIC_LIGHTS, VIEWER_MODES } from '@wattwise/domain';
export { MAP_SELECTED_SWATCH, sceneColours, TRAFFIC_LIGHT_SWATCHES } from '@wattwise/ui';
export type { TrafficLight, ViewerMode } from '@wattwise/domain';
