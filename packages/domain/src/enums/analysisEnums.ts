/**
 * Enumerations of the analysis spec §3 as `as const` tuples; types derive from them.
 */

/** Granularities (spec analysis §3 "Selection", §9); default YEARLY. */
export const GRANULARITIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type Granularity = (typeof GRANULARITIES)[number];
/** Default granularity (spec analysis §9, shell §9). */
export const DEFAULT_GRANULARITY: Granularity = 'YEARLY';
/** Ordering of frequencies, HOURLY appears only here (spec analysis §3 "Selection"). */
export const FREQUENCY_ORDER = ['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type DataFrequency = (typeof FREQUENCY_ORDER)[number];

/**
 * Scenario types: OPERATIONAL and TRANSPORTATION as seen in the spec (analysis §3), and the
 * engine's measure families FABRIC, SYSTEMS, RENEWABLES (packages/energy-model scenarios).
 */
export const SCENARIO_TYPES = [
  'OPERATIONAL',
  'TRANSPORTATION',
  'FABRIC',
  'SYSTEMS',
  'RENEWABLES',
] as const;

/** Indicator variants and directions (spec analysis §3). */
export const INDICATOR_VARIANTS = ['NEUTRAL', 'POSITIVE', 'NEGATIVE'] as const;
export type IndicatorVariant = (typeof INDICATOR_VARIANTS)[number];
/** Indicator and metric directions (spec analysis §3). */
export const DIRECTIONS = ['UP', 'DOWN'] as const;
export type Direction = (typeof DIRECTIONS)[number];
/**
 * Whether a diagnose metric was compared with its benchmark, or why not (the engine's states:
 * nothing entered or measured, no benchmark figure, a fuel the building does not use).
 */
export const METRIC_STATES = ['COMPARED', 'NO_DATA', 'NO_BENCHMARK', 'NOT_USED'] as const;
export type MetricState = (typeof METRIC_STATES)[number];

/** Parameter types of scenario edits and building parameters (spec analysis §3, §9). */
export const PARAMETER_TYPES = ['BOOLEAN', 'NUMBER', 'STRING', 'ENUM'] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

/** Event types and statuses (spec analysis §3 "Event"). */
export const EVENT_TYPES = [
  'AI_MODEL',
  'ALERT',
  'AUTOML_GENERATION',
  'AUTOML_INVOCATION',
  'DATA_EMAIL',
  'DATA_INGESTION',
  'ENERGY_MODEL',
  'ENERGY_TARIFF',
  'INFO',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/** Event statuses (spec analysis §3 "Event"). */
export const EVENT_STATUSES = ['CANCELLED', 'COMPLETE', 'FAILED', 'OPEN', 'RUNNING'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Graph point (property) types (spec analysis §3 "Graph"). */
export const PROPERTY_TYPES = [
  'ACTUATABLE',
  'CALCULATED',
  'CONTINUOUSACTUATABLE',
  'CONTINUOUSOPTIMISABLE',
  'DISCRETEACTUATABLE',
  'DISCRETEOPTIMISABLE',
  'OBSERVABLE',
  'OPTIMISABLE',
  'PREDICTEDCALCULATED',
  'SIMULATED',
  'SIMULATEDCALCULATED',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/**
 * Stimulus types named by the spec (analysis §3 "Graph", §9 aggregation). The spec says
 * "and others": the server's stimulus map may add more, so functions taking a stimulus accept
 * any string and fall back sensibly.
 */
export type StimulusType =
  | 'TEMPERATURE'
  | 'HUMIDITY'
  | 'OCCUPANCY'
  | 'CO2_LEVEL'
  | 'MOTION'
  | 'LUMINANCE'
  | 'ENERGY_USAGE'
  | 'ENERGY_COST'
  | 'ENERGY_CO2'
  | 'ELECTRICITY'
  | 'GAS'
  | 'WATER'
  | 'POWER';

/** Diagnose tabs and notice types (spec analysis §2.2, §3). */
export const DIAGNOSE_TABS = ['ACTUAL', 'DIAGNOSE', 'POTENTIAL'] as const;
export type DiagnoseTab = (typeof DIAGNOSE_TABS)[number];

/** Tariff fuel types (spec analysis §3 "Tariff data"). */
export const TARIFF_FUEL_TYPES = ['DUAL', 'ELECTRICITY', 'GAS'] as const;
export type TariffFuelType = (typeof TARIFF_FUEL_TYPES)[number];

/** Schedule units and preset variants (spec analysis §3 "Schedule"). */
export const SCHEDULE_UNITS = ['CELSIUS', 'PERCENT'] as const;
export type ScheduleUnit = (typeof SCHEDULE_UNITS)[number];
/** Schedule preset variants (spec analysis §3 "Schedule"). */
export const PRESET_VARIANTS = ['HIGH', 'MED_HIGH', 'MED', 'MED_LOW', 'LOW'] as const;
export type PresetVariant = (typeof PRESET_VARIANTS)[number];

/** Map building performance levels (spec analysis §3 "Map building performance"). */
export const PERFORMANCE_LEVELS = ['HIGH', 'MEDIUM', 'LOW', 'NA'] as const;
export type PerformanceLevel = (typeof PERFORMANCE_LEVELS)[number];

/** Optimise viewer display modes (spec analysis §2.10). */
export const VIEWER_MODES = ['cesium', 'ifc', 'photo'] as const;
export type ViewerMode = (typeof VIEWER_MODES)[number];

/** Timeline views (spec analysis §4.3). */
export const TIMELINE_VIEWS = ['day', 'week'] as const;
export type TimelineView = (typeof TIMELINE_VIEWS)[number];

/** Chat senders (spec analysis §3 "Chat message"). */
export const CHAT_SENDERS = ['user', 'ai'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** Scenario-step loading states (spec analysis §4.4). */
export type StepState = 'idle' | 'loading' | 'error' | 'loaded';

/** Payment type for upgrades (spec analysis §7.2, §9). */
export const PAYMENT_TYPE = 'ANNUAL';
