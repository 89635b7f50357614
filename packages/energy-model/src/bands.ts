// The light entry '@wattwise/energy-model/bands': the band boundaries and the map legend's band
// grouping, polygon areas and the spec's default energy prices, without the engine and its tables. packages/domain imports these
// for rules the web app's first page shows; the full entry (src/index.ts) exports them too.
export { SAP_BAND_LOWER_BOUNDS, sapBand } from './ratings/bands';
export { performanceLevelOfBand } from './performance/performanceLevelOfBand';
export {
  polygonAreaM2,
  footprintFloorArea,
  EARTH_RADIUS_M,
  type LonLat,
} from './geometry/polygonArea';
export { SPEC_ENERGY_PRICES } from './building/specPrices';
export { MAX_FLOORS } from './building/factLimits';
export { GUIDELINE_14, goodnessOfFit } from './calibration/goodnessOfFit';
export { diagnoseKpiLabels } from './diagnoseView/kpiLabels';
// The engine's words for a measure's figures (the one home of 'saved per year', 'more per year',
// 'No installation cost', 'Does not pay back within its n-year life'); domain's wording reads them.
export { INDICATOR_TEXT } from './scenarios/indicators';
export { PAYBACK_WORDS } from './scenarios/payback';
