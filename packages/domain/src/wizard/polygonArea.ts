/**
 * The repo's one polygon area lives in the engine (ADR 0006); the wizard, the maps and the server
 * use it from here.
 */
export { polygonAreaM2, EARTH_RADIUS_M, type LonLat } from '@wattwise/energy-model/bands';
