/**
 * Enumerations of the shell/registration spec §3 as `as const` tuples; types derive from them.
 */

/** EPC ratings A to G (spec shell §3). */
export const EPC_RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EpcRating = (typeof EPC_RATINGS)[number];
/** Bands a computed rating can take: A to G plus the non-domestic A+ (asset rating below 0). */
export const EPC_BANDS = ['A+', ...EPC_RATINGS] as const;

/** Ratings offered in the manual EPC entry, A to F (spec shell §2 "EPC check", analysis §4.1). */
export const MANUAL_EPC_RATINGS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** Heating fuels (spec shell §3) plus 'None', which is omitted from the payload. */
export const HEATING_FUELS = [
  'BIOMASS',
  'BIOGAS',
  'COAL',
  'DISTRICT_HEATING',
  'DUAL_FUEL_APPLIANCES',
  'GRID_DISPLACED_ELECTRICITY',
  'GRID_SUPPLIED_ELECTRICITY',
  'LPG',
  'NATURAL_GAS',
  'OIL',
  'OTHER',
  'ANTHRACITE',
  'WASTE_HEAT',
] as const;
type HeatingFuel = (typeof HEATING_FUELS)[number];
/** The 'None' heating choice (spec shell §3, §9 building default). */
export const NO_HEATING_FUEL = 'None';
/** A heating fuel or 'None'. */
export type HeatingFuelChoice = HeatingFuel | typeof NO_HEATING_FUEL;

/** Display names of heating fuels (enum words in sentence case; spec gives only the keys). */
export const HEATING_FUEL_NAMES: Readonly<Record<HeatingFuelChoice, string>> = {
  BIOMASS: 'Biomass',
  BIOGAS: 'Biogas',
  COAL: 'Coal',
  DISTRICT_HEATING: 'District heating',
  DUAL_FUEL_APPLIANCES: 'Dual fuel appliances',
  GRID_DISPLACED_ELECTRICITY: 'Grid displaced electricity',
  GRID_SUPPLIED_ELECTRICITY: 'Grid supplied electricity',
  LPG: 'LPG',
  NATURAL_GAS: 'Natural gas',
  OIL: 'Oil',
  OTHER: 'Other',
  ANTHRACITE: 'Anthracite',
  WASTE_HEAT: 'Waste heat',
  None: 'None',
};

/** Cooling systems (spec shell §3). */
export const COOLING_SYSTEMS = [
  'AIR_CONDITIONING',
  'MECHANICAL_VENTILATION',
  'MIXED_MODE_MECHANICAL_VENTILATION',
  'MIXED_MODE_NATURAL_VENTILATION',
  'NATURAL_VENTILATION',
  'NONE',
] as const;
export type CoolingSystem = (typeof COOLING_SYSTEMS)[number];

/** Display names of cooling systems; NONE shows 'Unconditioned' (spec shell §3). */
export const COOLING_SYSTEM_NAMES: Readonly<Record<CoolingSystem, string>> = {
  AIR_CONDITIONING: 'Air conditioning',
  MECHANICAL_VENTILATION: 'Mechanical ventilation',
  MIXED_MODE_MECHANICAL_VENTILATION: 'Mixed mode mechanical ventilation',
  MIXED_MODE_NATURAL_VENTILATION: 'Mixed mode natural ventilation',
  NATURAL_VENTILATION: 'Natural ventilation',
  NONE: 'Unconditioned',
};

/** Usage periods (spec shell §3). */
export const USAGE_PERIODS = ['MONTHLY', 'ANNUAL'] as const;
export type UsagePeriod = (typeof USAGE_PERIODS)[number];

/** Usage value types: ENERGY_USAGE in kWh, ENERGY_COST in pounds (spec shell §3). */
export const VALUE_TYPES = ['ENERGY_USAGE', 'ENERGY_COST'] as const;
export type ValueType = (typeof VALUE_TYPES)[number];
/** Unit of each value type (spec shell §3). */
export const VALUE_TYPE_UNITS: Readonly<Record<ValueType, string>> = {
  ENERGY_USAGE: 'kWh',
  ENERGY_COST: '£',
};

/** Products (spec shell §3 "Site summary"). */
export const PRODUCTS = ['OPTIMISE', 'PREDICT', 'SIMPLE_PREDICT'] as const;
export type Product = (typeof PRODUCTS)[number];

/** Product types offered in the home filter (spec shell §2 "Home"). */
export const PRODUCT_FILTER_TYPES = ['PREDICT', 'OPTIMISE'] as const;

/** Site permissions; only OWNER is shown (spec shell §3, §6). */
export const PERMISSIONS = ['OWNER'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Traffic lights of cost, usage and carbon (spec shell §3). */
export const TRAFFIC_LIGHTS = ['HIGH', 'OK', 'LOW'] as const;
export type TrafficLight = (typeof TRAFFIC_LIGHTS)[number];

/** Meter states (spec shell §3). */
export const METER_STATES = ['UNCHECKED', 'ACCESSIBLE', 'INACCESSIBLE'] as const;
export type MeterState = (typeof METER_STATES)[number];

/** Spatial node types (spec shell §3, analysis §3). */
export const NODE_TYPES = ['BUILDING', 'BLOCK', 'FLOOR', 'ZONE', 'SPACE'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** Wizard steps in spec order (spec shell §2 "Registration wizards"). */
export type WizardStep =
  | 'address'
  | 'map-select'
  | 'meter-check'
  | 'energy-costs'
  | 'epc-check'
  | 'questions'
  | 'room-breakdown'
  | 'simple-finalise'
  | 'validation';
