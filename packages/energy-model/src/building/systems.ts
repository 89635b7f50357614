/** Heating, hot-water and cooling system defaults by fuel. */
import type { CoolingSystem, Fuel, HeatingFuel } from './enums';

export interface HeatingSystem {
  /** Label for reports. */
  name: string;
  fuel: Fuel;
  /** Seasonal space-heating efficiency (COP for heat pumps). */
  spaceEfficiency: number;
  /** Water-heating efficiency. */
  waterEfficiency: number;
  /** Wet system with boiler (pumps, controls measures apply). */
  wet: boolean;
  /** A combustion boiler that a condensing boiler could replace. */
  boiler: boolean;
  heatPump: boolean;
}

/**
 * Default system for a heating fuel and construction year.
 * Gas/LPG boilers: SAP 2012 Table 4b (p.207): condensing combi 84 % winter / 75 % summer
 * (taken for buildings from 2005, when condensing boilers became mandatory — assumption on the
 * boiler's age), regular non-condensing 74 % / 64 % before. Oil: Table 4b condensing 84/72,
 * standard 1998+ 80/68. Direct electric: Table 4a code 691, 100 %. Solid fuel, biomass, dual
 * fuel and district heat: assumptions (65 %, 70 %, 60 %, and 90 % delivered heat after
 * distribution losses).
 */
export function defaultHeatingSystem(fuel: HeatingFuel | undefined, year: number): HeatingSystem {
  const modern = year >= 2005;
  switch (fuel) {
    case 'GRID_SUPPLIED_ELECTRICITY':
    case 'GRID_DISPLACED_ELECTRICITY':
      return {
        name: 'Direct electric heating',
        fuel: 'electricity',
        spaceEfficiency: 1,
        waterEfficiency: 1,
        wet: false,
        boiler: false,
        heatPump: false,
      };
    case 'OIL':
      return modern
        ? {
            name: 'Condensing oil boiler',
            fuel: 'oil',
            spaceEfficiency: 0.84,
            waterEfficiency: 0.72,
            wet: true,
            boiler: true,
            heatPump: false,
          }
        : {
            name: 'Standard oil boiler',
            fuel: 'oil',
            spaceEfficiency: 0.8,
            waterEfficiency: 0.68,
            wet: true,
            boiler: true,
            heatPump: false,
          };
    case 'LPG':
      return modern
        ? {
            name: 'Condensing LPG boiler',
            fuel: 'lpg',
            spaceEfficiency: 0.84,
            waterEfficiency: 0.75,
            wet: true,
            boiler: true,
            heatPump: false,
          }
        : {
            name: 'Non-condensing LPG boiler',
            fuel: 'lpg',
            spaceEfficiency: 0.74,
            waterEfficiency: 0.64,
            wet: true,
            boiler: true,
            heatPump: false,
          };
    case 'BIOMASS':
      return {
        name: 'Biomass boiler',
        fuel: 'biomass',
        spaceEfficiency: 0.7,
        waterEfficiency: 0.65,
        wet: true,
        boiler: true,
        heatPump: false,
      };
    case 'COAL':
    case 'ANTHRACITE':
      return {
        name: 'Solid fuel boiler',
        fuel: 'solidFuel',
        spaceEfficiency: 0.65,
        waterEfficiency: 0.55,
        wet: true,
        boiler: true,
        heatPump: false,
      };
    case 'DUAL_FUEL_APPLIANCES':
      return {
        name: 'Dual fuel appliance',
        fuel: 'solidFuel',
        spaceEfficiency: 0.6,
        waterEfficiency: 0.5,
        wet: true,
        boiler: true,
        heatPump: false,
      };
    case 'DISTRICT_HEATING':
    case 'WASTE_HEAT':
      return {
        name: 'Heat network',
        fuel: 'districtHeat',
        spaceEfficiency: 0.9,
        waterEfficiency: 0.9,
        wet: true,
        boiler: false,
        heatPump: false,
      };
    case 'BIOGAS':
      return {
        name: 'Biogas boiler',
        fuel: 'biogas',
        spaceEfficiency: 0.8,
        waterEfficiency: 0.7,
        wet: true,
        boiler: true,
        heatPump: false,
      };
    case 'NATURAL_GAS':
    case 'OTHER':
    case undefined:
    default:
      return modern
        ? {
            name: 'Condensing gas boiler',
            fuel: 'gas',
            spaceEfficiency: 0.84,
            waterEfficiency: 0.75,
            wet: true,
            boiler: true,
            heatPump: false,
          }
        : {
            name: 'Non-condensing gas boiler',
            fuel: 'gas',
            spaceEfficiency: 0.74,
            waterEfficiency: 0.64,
            wet: true,
            boiler: true,
            heatPump: false,
          };
  }
}

export interface CoolingAndVentilation {
  cooled: boolean;
  /** Seasonal energy efficiency ratio of cooling (assumption 3.0 for packaged/split systems). */
  seer: number;
  /** Share of the year's occupied hours with mechanical ventilation running. */
  mechanicalVentilationShare: number;
  /** Specific fan power, W per l/s (assumption 2.0, of Part L 2021 limits' order). */
  specificFanPowerWPerLs: number;
}

export function coolingAndVentilation(system: CoolingSystem | undefined): CoolingAndVentilation {
  switch (system) {
    case 'AIR_CONDITIONING':
      return { cooled: true, seer: 3, mechanicalVentilationShare: 1, specificFanPowerWPerLs: 2 };
    case 'MECHANICAL_VENTILATION':
      return { cooled: false, seer: 3, mechanicalVentilationShare: 1, specificFanPowerWPerLs: 2 };
    case 'MIXED_MODE_MECHANICAL_VENTILATION':
      return { cooled: false, seer: 3, mechanicalVentilationShare: 0.6, specificFanPowerWPerLs: 2 };
    case 'MIXED_MODE_NATURAL_VENTILATION':
      return { cooled: false, seer: 3, mechanicalVentilationShare: 0.3, specificFanPowerWPerLs: 2 };
    default:
      return { cooled: false, seer: 3, mechanicalVentilationShare: 0, specificFanPowerWPerLs: 2 };
  }
}

/** Domestic pumps and fans, kWh/yr: wet-system pump 130 and boiler flue fan 45 (assumption, of SAP 2012 Table 4f's order). */
export const DWELLING_PUMP_KWH = 130;
export const DWELLING_FLUE_FAN_KWH = 45;
/** Non-domestic wet-system pumping, W/m² while heating (assumption). */
export const NON_DOMESTIC_PUMP_WM2 = 0.6;
