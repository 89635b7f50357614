/**
 * @wattwise/energy-model: the building energy engine. Pure TypeScript, no I/O.
 * Entry points: estimate, diagnose, listScenarios, evaluateScenarios, searchEpcTarget,
 * suggestTariffs, calibrate / fitChangePointModel.
 */
export { EnergyModelInputError } from './errors';

// Building facts and enumerations
export * from './building/enums';
export type { BuildingFacts, EnergyBill } from './building/facts';
export { validateBuildingFacts } from './building/facts';
export { BUILDING_TYPES, buildingTypeInfo } from './building/buildingTypes';
export { SPACE_TYPE_KEYS, type SpaceType } from './building/spaceTypes';
export { outlineAreaAndPerimeter } from './building/geometry';

// Climate
export { climateRegionFor } from './climate/region';
// Estimate
export { estimate, estimatePrepared, runBuildingYear, type Estimate } from './model/estimate';
export type { Range } from './model/uncertainty';
export type { BillCalibration } from './model/billCalibration';
export { prepareBuilding, type PreparedBuilding } from './model/prepareBuilding';
// Ratings
export { sapBand, assetBand, decBand } from './ratings/bands';
export { EARTH_RADIUS_M } from './geometry/polygonArea';
// Benchmarks and Diagnose
export { tm46Category } from './benchmarks/tm46';
export { BENCHMARK_SCHEMES, DEFAULT_SCHEME } from './benchmarks/schemes';
export {
  diagnose,
  diagnosePrepared,
  readStoredDiagnosis,
  DIAGNOSE_METRICS,
  type StoredDiagnosis,
  type Diagnosis,
  type DiagnoseMetric,
  type DiagnoseMetricKey,
  type Notice,
} from './benchmarks/diagnose';
export { siteDiagnoseMetrics, type BuildingMetrics } from './benchmarks/siteMetrics';
export {
  LIGHT_SCHEME,
  lightFiguresOf,
  siteLights,
  type LightFigures,
} from './benchmarks/trafficLights';
export { type BreakdownItem } from './benchmarks/metric';
export { tariffMetric, type TariffComparison } from './benchmarks/usageMetrics';

// Scenarios
export { MEASURE_CATALOGUE, measureById } from './scenarios/catalogue';
export type { ParameterValue } from './scenarios/measureTypes';
export type { MeasureSelection } from './scenarios/applyMeasures';
export {
  evaluateScenarios,
  scenarioIndicators,
  type ScenarioResults,
} from './scenarios/evaluateScenarios';
export { listScenarios, measureOffers, type ScenarioView } from './scenarios/listScenarios';
export { searchEpcTarget } from './scenarios/epcTargetSearch';
export { readStoredScenarioView } from './scenarios/storedScenarios';

// Tariffs
export { suggestTariffs, type Tariff } from './tariffs/suggestTariffs';

// Calibration (Validate and Optimise)
export {
  calibrate,
  fitDayPredictor,
  predictPeriod,
  type CalibratedModel,
} from './calibration/calibrate';
export { buildMeterDays, type TemperatureReading } from './calibration/meterSeries';
export { parseUsageCsv, parseTemperatureCsv, parsePeriod } from './calibration/meterCsv';
// Meter files in: every layout read, checked, and stored as the user chooses
export { meterCsvReading, parseMeterCsv, readMeterCsv } from './meterData/meterCsv';
export { MeterCsvError, type MeterCsvOptions } from './meterData/meterCsvReader';
export type { MeterCsvUpload } from './meterData/meterQuality';
export { type MeterDataQuality } from './meterData/qualityTypes';
export { KEEP_AS_READ, readingsToStore, type QualityChoices } from './meterData/qualityChoices';
// Savings measured at the meter (IPMVP Option C, Guideline 14 uncertainty)
export { parseToUkWallClock, utcToUkWallClock, DAY_MS } from './calibration/wallClock';
export {
  measuredSavings,
  SAVINGS_PERIOD_DAYS,
  type MeasuredSavings,
} from './savings/measuredSavings';
export { SAVINGS_CONFIDENCE } from './savings/savingsUncertainty';
export { savingsSentence, unmeasuredSavingSentence } from './savings/savingsSentence';
export {
  validationSeries,
  validationKpis,
  guideline14ParameterCount,
  validationWindow,
  type ValidationDay,
} from './calibration/validation';
// Housing-stock defaults and bill inference
// Screens: potential building, series, parameters, schedules, spatial, cost, timeline, map, diagnose
export {
  estimatePotential,
  preparePotential,
  recommendedMeasureIds,
} from './potential/potentialBuilding';
export { savingRanges, savingRangesPrepared, type SavingRanges } from './potential/savingRanges';
export { predictSeries, type EnergySeries } from './series/energySeries';
export {
  PARAMETER_DEFINITIONS,
  FLOOR_AREA_PERCENTAGES,
  FLOOR_AREA_PERCENTAGE_PREFIX,
} from './parameters/catalogue';
export { validateParameterOverrides, FLOOR_AREA_TOTAL_MESSAGE } from './parameters/overrides';
export { buildingParameters, type ParameterGroupView } from './parameters/buildingParameters';
export { defaultSpaceSchedules, scheduleEffects, type Schedule } from './schedules/schedules';
export { costForPayback } from './scenarios/costForPayback';
export { operationalTimeline } from './timeline/operationalTimeline';
export {
  performanceLevel,
  performanceLevelOfBand,
  type PerformanceEstimate,
} from './performance/performanceLevel';
export {
  nationalAverageRating,
  diagnoseKpis,
  type NationalAverage,
} from './diagnoseView/nationalAverage';
export { timelineEntries } from './timeline/timelineEntries';
export { meteredCostGbp, meteredCarbonKg, type MeteredFuel } from './series/meteredMoney';
