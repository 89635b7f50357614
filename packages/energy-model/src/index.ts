/**
 * @wattwise/energy-model: the building energy engine. Pure TypeScript, no I/O.
 * Entry points: estimate, diagnose, listScenarios, evaluateScenarios, searchEpcTarget,
 * suggestTariffs, calibrate / fitChangePointModel.
 */
export { EnergyModelInputError } from './errors';

// Building facts and enumerations
export * from './building/enums';
export type { BuildingFacts, EnergyBill } from './building/facts';
export { validateBuildingFacts, DEFAULT_YEAR_OF_CONSTRUCTION } from './building/facts';
export {
  BUILDING_TYPES,
  BUILDING_TYPE_KEYS,
  buildingTypeInfo,
  type BuildingTypeKey,
  type BuildingTypeInfo,
} from './building/buildingTypes';
export {
  SPACE_TYPES,
  SPACE_TYPE_KEYS,
  type SpaceType,
  type FloorSpaces,
} from './building/spaceTypes';
export { CARBON_FACTORS_KG_PER_KWH, DEFAULT_FUEL_PRICES, SAP_2012_PRICES } from './building/fuels';
export { ageBandOf, type AgeBand } from './building/fabric';
export { outlineAreaAndPerimeter } from './building/geometry';

// Climate
export { climateRegionFor, climateRegionById } from './climate/region';
export type { SapClimateRegion } from './climate/types';
export { SAP_CLIMATE_REGIONS } from './data/sapClimate.generated';

// Estimate
export {
  estimate,
  estimatePrepared,
  runBuildingYear,
  riskLevel,
  type Estimate,
  type RiskLevel,
} from './model/estimate';
export type { Range } from './model/uncertainty';
export type { MonthSummary } from './model/summariseRun';
export type { BillCalibration, FuelCalibration, ParameterMove } from './model/billCalibration';
export { prepareBuilding, type PreparedBuilding } from './model/prepareBuilding';
export {
  monthlyHeatingNeedKwh,
  monthlyCoolingNeedKwh,
  heatingGainUtilisation,
  coolingLossUtilisation,
} from './model/heatBalance';
export { pvAnnualYieldKwhPerKwp, PV_ORIENTATIONS } from './model/solarPv';

// Ratings
export { sapRating, sapRatingFromEcf, sapEnergyCostFactor } from './ratings/sapRating';
export {
  sapBand,
  assetBand,
  decBand,
  SAP_BAND_LOWER_BOUNDS,
  ASSET_BAND_UPPER_BOUNDS,
} from './ratings/bands';
export {
  polygonAreaM2,
  footprintFloorArea,
  EARTH_RADIUS_M,
  type LonLat,
} from './geometry/polygonArea';
export {
  operationalRatingFromConsumption,
  type OperationalRating,
} from './ratings/operationalRating';
export type { EpcAssessment } from './ratings/epcAssessment';
export type { AssetRatingEstimate } from './ratings/assetRating';

// Benchmarks and Diagnose
export {
  TM46_BENCHMARKS,
  adjustedTm46Benchmark,
  tm46Category,
  tm46DegreeDaysForSapRegion,
} from './benchmarks/tm46';
export {
  BENCHMARK_SCHEMES,
  DEFAULT_SCHEME,
  benchmarkScheme,
  type BenchmarkScheme,
  type SchemeRow,
} from './benchmarks/schemes';
export {
  diagnose,
  diagnosePrepared,
  readStoredDiagnosis,
  DIAGNOSE_METRICS,
  type StoredDiagnosis,
  type Diagnosis,
  type DiagnoseMetric,
  type DiagnoseMetricKey,
  type DiagnoseOptions,
  type Notice,
} from './benchmarks/diagnose';
export { siteDiagnoseMetrics, type BuildingMetrics } from './benchmarks/siteMetrics';
export {
  BENCHMARK_LIGHT_BAND,
  LIGHT_SCHEME,
  benchmarkLight,
  lightFiguresOf,
  siteLights,
  type BenchmarkLight,
  type LightFigures,
} from './benchmarks/trafficLights';
export {
  comparedMetric,
  readStoredMetric,
  type MetricState,
  type StoredDiagnoseMetric,
  type BreakdownItem,
} from './benchmarks/metric';
export {
  tariffBarPercentage,
  tariffMetric,
  type TariffComparison,
} from './benchmarks/usageMetrics';
export type { HomeComparison } from './benchmarks/homeComparator';

// Scenarios
export { MEASURE_CATALOGUE, measureById } from './scenarios/catalogue';
export type {
  EnergyPath,
  Measure,
  MeasureCost,
  MeasureParameter,
  ParameterType,
  ParameterValue,
} from './scenarios/measureTypes';
export type { MeasureSelection } from './scenarios/applyMeasures';
export {
  evaluateScenarios,
  scenarioIndicators,
  type ScenarioResults,
} from './scenarios/evaluateScenarios';
export {
  listScenarios,
  measureOffers,
  type ScenarioView,
  type ScenarioParameterView,
} from './scenarios/listScenarios';
export {
  PAYBACK_INDICATOR_TEXT,
  INDICATOR_TEXT,
  type Indicator,
  type Kpi,
  type ComfortLevel,
} from './scenarios/indicators';
export type { EnergyChange, FuelChange, PvChange } from './scenarios/energyChange';
export { PAYBACK_WORDS, type Payback, type PaybackState } from './scenarios/payback';
export type { ConditionView } from './scenarios/offers';
export { PRICE_INDEX } from './scenarios/priceIndex';
export { SAVING_PER_KELVIN_CAP } from './scenarios/operationalMeasures';
export { searchEpcTarget, type EpcTargetResult } from './scenarios/epcTargetSearch';
export { readStoredScenarioView } from './scenarios/storedScenarios';

// Tariffs
export {
  suggestTariffs,
  costOnTariff,
  nightFraction,
  type Tariff,
  type TariffSuggestion,
  type TariffSuggestions,
  type ConsumptionProfile,
} from './tariffs/suggestTariffs';

// Calibration (Validate and Optimise)
export {
  calibrate,
  fitDayPredictor,
  predictPeriod,
  DEFAULT_METHOD,
  type CalibrationMethod,
  type CalibratedModel,
  type CalibrationInput,
  type CalibrationResult,
  type PeriodAccuracy,
  type Period,
  type DayPredictor,
} from './calibration/calibrate';
export {
  fitChangePointModel,
  predictChangePointDay,
  type ChangePointModel,
  type FitPeriod,
} from './calibration/changePoint';
export {
  fitTimeOfWeekTemperatureModel,
  type TimeOfWeekOptions,
  type TimeOfWeekTemperatureModel,
} from './calibration/timeOfWeekTemperature';
export { fitIndicatorLeastSquares, type IndicatorFit } from './calibration/timeOfWeekSolver';
export { fitEnsemble, type EnsembleModel } from './calibration/ensemble';
export {
  goodnessOfFit,
  meetsGuideline14,
  GUIDELINE_14,
  type FitStatistics,
} from './calibration/goodnessOfFit';
export {
  buildMeterDays,
  type IntervalReading,
  type TemperatureReading,
  type MeterDay,
} from './calibration/meterSeries';
export { parseUsageCsv, parseTemperatureCsv, parsePeriod } from './calibration/meterCsv';
// Meter files in: every layout read, checked, and stored as the user chooses
export { parseMeterCsv, readMeterCsv } from './meterData/meterCsv';
export {
  MeterCsvError,
  MeterCsvReader,
  MAX_CSV_ROWS,
  type MeterCsvOptions,
  type MeterCsvProgress,
} from './meterData/meterCsvReader';
export type { MeterCsvFormat } from './meterData/csvLayouts';
export type { MeterCsvUpload, UploadReading } from './meterData/meterQuality';
export type { MeterReading } from './meterData/meterReadings';
export {
  FINDING_KINDS,
  type FindingKind,
  type MeterDataQuality,
  type QualityAction,
  type QualityFinding,
} from './meterData/qualityTypes';
export {
  KEEP_AS_READ,
  readingsToStore,
  type QualityChoices,
  type StoredQuality,
  type StoredReading,
} from './meterData/qualityChoices';
// Savings measured at the meter (IPMVP Option C, Guideline 14 uncertainty)
export {
  measuredSavings,
  savingsPeriods,
  MIN_REPORTING_DAYS,
  SAVINGS_PERIOD_DAYS,
  type MeasuredSavings,
  type MeasuredSavingsInput,
  type SavingsPeriod,
} from './savings/measuredSavings';
export {
  savingsUncertainty,
  SAVINGS_CONFIDENCE,
  GUIDELINE_14_MAX_FSU,
} from './savings/savingsUncertainty';
export {
  savingsSentence,
  roundedSaving,
  unmeasuredSavingSentence,
} from './savings/savingsSentence';
export {
  DEFAULT_GAS_CALORIFIC_VALUE_MJ_PER_M3,
  GAS_VOLUME_CORRECTION,
  gasKwhFromCubicMetres,
  kwhPerUnit,
  type EnergyUnit,
} from './meterData/energyUnits';
export {
  parseToUkWallClock,
  utcToUkWallClock,
  utcOfUkWallClock,
  halfHoursInUkDay,
  hoursInUkDay,
  dayIndexOf,
  isoDateOfDay,
  DAY_MS,
} from './calibration/wallClock';
export {
  dayPredictorOf,
  validationSeries,
  validationKpis,
  guideline14ParameterCount,
  validationWindow,
  VALIDATION_MONTH_SHARE,
  type ValidationDay,
  type ValidationKpis,
} from './calibration/validation';
export type { DataSufficiency } from './calibration/dataSufficiency';

// Housing-stock defaults and bill inference
export { stockPriors, ehsBandOf, STOCK_YEAR, type StockPriors } from './building/stock';
export { EHS_STOCK_BANDS } from './data/ukStock.generated';
export type { StockAgeBand } from './building/stockTypes';
export type { AssumedCharacteristic } from './model/assumptions';
export type { CharacteristicBeliefs } from './model/modelInputs';
export { inferCharacteristics, BILL_LOG_SPREAD } from './model/stockInference';
export {
  DEMAND_TEMPERATURE,
  MEASURED_OPERATION,
  demandTemperatureOffsetK,
  meanInternalTemperatureC,
} from './model/demandTemperature';
export {
  isInUnitedKingdom,
  MIN_DWELLING_FLOOR_AREA_M2,
  MIN_STOREY_AREA_M2,
} from './building/facts';
// Screens: potential building, series, parameters, schedules, spatial, cost, timeline, map, diagnose
export {
  estimatePotential,
  preparePotential,
  recommendedMeasureIds,
  type PotentialBuilding,
} from './potential/potentialBuilding';
export {
  savingRanges,
  savingRangesPrepared,
  type SavingRangeBasis,
  type SavingRanges,
} from './potential/savingRanges';
export {
  predictSeries,
  wallClockIso,
  HEATING_BASE_TEMPERATURE_C,
  type EnergySeries,
  type SeriesGranularity,
  type SeriesRequest,
} from './series/energySeries';
export {
  diagnoseChartSeries,
  EXPECTED_DAYS_AFTER,
  POTENTIAL_DAYS_BEFORE,
  POTENTIAL_DAYS_AFTER,
  type DailyPoint,
  type DiagnoseChartSeries,
} from './series/diagnoseChart';
export {
  PARAMETER_DEFINITIONS,
  PARAMETER_GROUPS,
  PARAMETER_TYPES,
  BUILDING_TARGET_PATH,
  FLOOR_AREA_PERCENTAGES,
  FLOOR_AREA_PERCENTAGE_PREFIX,
  type BuildingParameterType,
  type BuildingParameterValue,
} from './parameters/catalogue';
export {
  validateParameterOverrides,
  FLOOR_AREA_TOTAL_MESSAGE,
  type ParameterErrors,
} from './parameters/overrides';
export {
  buildingParameters,
  type BuildingParameterView,
  type ParameterGroupView,
} from './parameters/buildingParameters';
export {
  defaultSpaceSchedules,
  scheduleEffects,
  scheduleValues,
  SCHEDULE_UNITS,
  PRESET_VARIANTS,
  HEATED_SETPOINT_MIN_C,
  type Schedule,
  type SchedulePreset,
  type ScheduleBlock,
  type ScheduleEffects,
  type ScheduleUnit,
  type PresetVariant,
  type SpaceSchedules,
} from './schedules/schedules';
export {
  spatialBreakdown,
  siteFigures,
  type SpatialBreakdown,
  type FloorEnergy,
  type SpaceEnergy,
  type SiteFigures,
} from './spatial/spatialBreakdown';
export { costForPayback } from './scenarios/costForPayback';
export { comfortPercent } from './scenarios/indicators';
export {
  operationalTimeline,
  operationalTimelinePrepared,
  roundToQuarterHour,
  COLUMNS_PER_DAY,
  type MeasureTimeline,
  type TimelineSegment,
} from './timeline/operationalTimeline';
export {
  performanceLevel,
  performanceLevelOfBand,
  OSM_BUILDING_TYPES,
  PERFORMANCE_LEVELS,
  type PerformanceLevel,
  type PerformanceEstimate,
  type PerformanceInput,
  type OsmFootprint,
} from './performance/performanceLevel';
export {
  nationalAverageRating,
  diagnoseKpis,
  EHS_MEAN_SAP_BY_AGE,
  type NationalAverage,
  type KpiView,
} from './diagnoseView/nationalAverage';
export { fitCaltrackDailyModel, CALTRACK_BALANCE_POINTS_C } from './calibration/caltrackDaily';
export { baselineCandidates, type Candidate } from './calibration/candidates';
export { blockedValidationError, BLOCKED_FOLDS } from './calibration/ensemble';
export { temperaturesAreDaily } from './calibration/meterSeries';
export { timelineEntries, type TimelineEntryView } from './timeline/timelineEntries';
export {
  meteredCostGbp,
  meteredCarbonKg,
  meteredUnitRatePence,
  type MeteredFuel,
} from './series/meteredMoney';
