/**
 * Enumerations shared with the product, with the keys of the shell spec §3 so registration data
 * can be passed straight in.
 */
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
export type HeatingFuel = (typeof HEATING_FUELS)[number];

export const COOLING_SYSTEMS = [
  'AIR_CONDITIONING',
  'MECHANICAL_VENTILATION',
  'MIXED_MODE_MECHANICAL_VENTILATION',
  'MIXED_MODE_NATURAL_VENTILATION',
  'NATURAL_VENTILATION',
  'NONE',
] as const;
export type CoolingSystem = (typeof COOLING_SYSTEMS)[number];

/** EPC ratings as entered by users (spec: A to G). */
export const EPC_RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EpcRating = (typeof EPC_RATINGS)[number];

/** Non-domestic asset ratings add A+ (epb-register-api energy_band_calculator.rb). */
export type AssetBand = 'A+' | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';

export const BILL_PERIODS = ['MONTHLY', 'ANNUAL'] as const;
export type BillPeriod = (typeof BILL_PERIODS)[number];
export const BILL_VALUE_TYPES = ['ENERGY_USAGE', 'ENERGY_COST'] as const;
export type BillValueType = (typeof BILL_VALUE_TYPES)[number];

/** Metered fuels the engine reports. */
export const FUELS = [
  'electricity',
  'gas',
  'oil',
  'lpg',
  'biomass',
  'solidFuel',
  'districtHeat',
  'biogas',
] as const;
export type Fuel = (typeof FUELS)[number];

export const END_USES = [
  'spaceHeating',
  'hotWater',
  'cooling',
  'lighting',
  'equipment',
  'fansAndPumps',
  /** Cooking on mains gas (dwellings); electric cooking is in `equipment`. */
  'gasCooking',
] as const;
export type EndUse = (typeof END_USES)[number];
