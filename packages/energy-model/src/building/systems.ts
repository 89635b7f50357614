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
  /**
   * Storage heaters on a 7-hour (Economy 7) tariff, as an expected share over the stock: the
   * probability the home is on it, and the shares of space- and water-heating electricity that
   * the storage heaters and the dual immersion take (SAP 2012 prices them at off-peak rates).
   */
  offPeak?: { tariffShare: number; spaceShare: number; waterShare: number };
}

/**
 * SAP 2012 Table 4b (p.207) winter/summer efficiencies of condensing and older boilers whose model
 * is unknown. `recent`: gas and LPG boilers installed since the Domestic Building Services
 * Compliance Guide 2010 (Part L 2010, DCLG) set a minimum of 88 % SEDBUK 2009 for new and
 * replacement boilers, taken as the winter figure, with the summer figure 9 points lower as in
 * Table 4b's condensing row (84/75) (assumption). Oil keeps Table 4b's condensing figures.
 */
const BOILERS = {
  gas: {
    label: 'gas',
    condensing: [0.84, 0.75],
    recent: [0.88, 0.79],
    older: [0.74, 0.64],
    // SAP 2012 Table 4b, gas boilers pre-1998 with balanced or open flue, regular wall mounted.
    pre1998: [0.66, 0.56],
  },
  lpg: {
    label: 'LPG',
    condensing: [0.84, 0.75],
    recent: [0.88, 0.79],
    older: [0.74, 0.64],
    pre1998: [0.66, 0.56],
  },
  // SAP 2012 Table 4b: standard oil boiler 1985 to 1997, 71/59.
  oil: {
    label: 'oil',
    condensing: [0.84, 0.72],
    recent: [0.84, 0.72],
    older: [0.8, 0.68],
    pre1998: [0.71, 0.59],
  },
} as const;

/**
 * A boiler whose type is uncertain: efficiencies are the expectation over condensing (share p, of
 * which `recentShare` of all boilers meet the 2010 standard) and non-condensing boilers (of which
 * `pre1998Share` of all boilers were fitted before 1998, SAP 2012's older efficiency class), taken
 * on fuel use (harmonic mean: E[1/η]), so expected consumption is right.
 */
export function boilerSystem(
  fuel: keyof typeof BOILERS,
  condensingShare: number,
  recentShare = 0,
  pre1998Share = 0,
): HeatingSystem {
  const b = BOILERS[fuel];
  const p = Math.min(1, Math.max(0, condensingShare));
  const r = Math.min(p, Math.max(0, recentShare));
  const o = Math.min(1 - p, Math.max(0, pre1998Share));
  const mix = (i: 0 | 1): number =>
    1 / (r / b.recent[i] + (p - r) / b.condensing[i] + (1 - p - o) / b.older[i] + o / b.pre1998[i]);
  const name =
    p >= 0.995
      ? `Condensing ${b.label} boiler`
      : p <= 0.005
        ? `Non-condensing ${b.label} boiler`
        : `${b.label === 'gas' ? 'Gas' : b.label === 'oil' ? 'Oil' : 'LPG'} boiler (condensing in ${Math.round(p * 100)} % of buildings this old)`;
  return {
    name,
    fuel: fuel === 'lpg' ? 'lpg' : fuel,
    spaceEfficiency: mix(0),
    waterEfficiency: mix(1),
    wet: true,
    boiler: true,
    heatPump: false,
  };
}

/** Air-source heat pump seasonal COP for space heating and hot water (assumption, as the heat-pump measure's default SCOP 2.8; water 2.3). */
const STOCK_HEAT_PUMP_COP = { space: 2.8, water: 2.3 } as const;

/**
 * Electric heating whose kind is uncertain: a heat pump with probability `heatPumpShare`, else
 * storage heaters (SAP 2012 Table 4a, 100 %) on a 7-hour tariff. Expected on fuel use.
 */
export function electricHeatingSystem(heatPumpShare: number): HeatingSystem {
  const p = Math.min(1, Math.max(0, heatPumpShare));
  const mix = (cop: number): number => 1 / (p / cop + (1 - p));
  return {
    name:
      p <= 0.005
        ? 'Electric storage heaters (7-hour tariff)'
        : `Electric heating (heat pump in ${Math.round(p * 100)} % of homes like this, else storage heaters on a 7-hour tariff)`,
    fuel: 'electricity',
    spaceEfficiency: mix(STOCK_HEAT_PUMP_COP.space),
    waterEfficiency: mix(STOCK_HEAT_PUMP_COP.water),
    wet: false,
    boiler: false,
    heatPump: false,
    // Assumption: electric heating that is not a heat pump is storage heaters charged on a
    // 7-hour tariff with a dual-immersion cylinder (the RdSAP default for storage heating).
    offPeak:
      p >= 1
        ? undefined
        : {
            tariffShare: 1 - p,
            spaceShare: (1 - p) / (p / STOCK_HEAT_PUMP_COP.space + (1 - p)),
            waterShare: (1 - p) / (p / STOCK_HEAT_PUMP_COP.water + (1 - p)),
          },
  };
}

/**
 * Default system for a heating fuel. Boilers: condensing with probability `condensingShare`
 * (from the stock, building/stock.ts). Electricity: heat pump with probability `heatPumpShare`.
 * Solid fuel, biomass, dual fuel and district heat: assumptions (65 %, 70 %, 60 %, and 90 %
 * delivered heat after distribution losses).
 */
export function defaultHeatingSystem(
  fuel: HeatingFuel | undefined,
  shares: {
    condensingShare: number;
    heatPumpShare: number;
    recentBoilerShare?: number;
    pre1998BoilerShare?: number;
  },
): HeatingSystem {
  switch (fuel) {
    case 'GRID_SUPPLIED_ELECTRICITY':
    case 'GRID_DISPLACED_ELECTRICITY':
      return electricHeatingSystem(shares.heatPumpShare);
    case 'OIL':
      return boilerSystem('oil', shares.condensingShare, 0, shares.pre1998BoilerShare);
    case 'LPG':
      return boilerSystem(
        'lpg',
        shares.condensingShare,
        shares.recentBoilerShare,
        shares.pre1998BoilerShare,
      );
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
      return boilerSystem(
        'gas',
        shares.condensingShare,
        shares.recentBoilerShare,
        shares.pre1998BoilerShare,
      );
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
