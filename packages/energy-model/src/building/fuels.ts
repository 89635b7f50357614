/** Fuel prices and carbon factors. */
import type { Fuel } from './enums';
import { SPEC_ENERGY_PRICES } from './specPrices';

export interface FuelPrice {
  /** p/kWh */
  unitRate: number;
  /** p/day */
  standingCharge: number;
}

/**
 * Default prices (pence). Electricity and gas: the spec's energy defaults (shell spec §9:
 * electricity day rate 53, unit rate 27.03; gas day rate 35, unit rate 7). Other fuels:
 * SAP 2012 Table 12 prices (p.225, 2012 prices) scaled by the ratio of the spec gas price to the
 * SAP gas price (7 / 3.48) — an assumption that keeps 2012 relative prices.
 */
const SAP_TO_SPEC = SPEC_ENERGY_PRICES.gas.unitRate / 3.48;
export const DEFAULT_FUEL_PRICES: Record<Fuel, FuelPrice> = {
  electricity: { ...SPEC_ENERGY_PRICES.electricity },
  gas: { ...SPEC_ENERGY_PRICES.gas },
  oil: { unitRate: 5.44 * SAP_TO_SPEC, standingCharge: 0 },
  lpg: { unitRate: 7.6 * SAP_TO_SPEC, standingCharge: (70 * 100 * SAP_TO_SPEC) / 365 },
  biomass: { unitRate: 5.26 * SAP_TO_SPEC, standingCharge: 0 },
  solidFuel: { unitRate: 3.67 * SAP_TO_SPEC, standingCharge: 0 },
  districtHeat: { unitRate: 4.24 * SAP_TO_SPEC, standingCharge: 0 },
  biogas: { unitRate: 7.6 * SAP_TO_SPEC, standingCharge: 0 },
};

/**
 * Carbon factors, kgCO2e per kWh (DESNZ GHG conversion factors 2025, condensed/flat file v1):
 * electricity = generation 0.17700 + T&D losses 0.01853 (the DESNZ "consumption" convention);
 * natural gas 0.18296 (gross CV); burning oil 0.24677; LPG 0.21450; coal (domestic) 0.34721;
 * wood pellets 0.01150; district heat and steam 0.17529. Biogas: SAP 2012 Table 12, 0.098
 * kgCO2/kWh (2012; DESNZ 2025 biogas not in our extract).
 */
export const CARBON_FACTORS_KG_PER_KWH: Record<Fuel, number> = {
  electricity: 0.177 + 0.01853,
  gas: 0.18296,
  oil: 0.24677,
  lpg: 0.2145,
  biomass: 0.0115,
  solidFuel: 0.34721,
  districtHeat: 0.17529,
  biogas: 0.098,
};

/** SAP 2012 Table 12 (p.225) prices for the SAP rating: p/kWh and £/year standing charge. */
export const SAP_2012_PRICES: Record<Fuel, { unitRate: number; standingGbp: number }> = {
  electricity: { unitRate: 13.19, standingGbp: 0 },
  gas: { unitRate: 3.48, standingGbp: 120 },
  oil: { unitRate: 5.44, standingGbp: 0 },
  lpg: { unitRate: 7.6, standingGbp: 70 },
  biomass: { unitRate: 5.26, standingGbp: 0 },
  solidFuel: { unitRate: 3.67, standingGbp: 0 },
  districtHeat: { unitRate: 4.24, standingGbp: 0 },
  biogas: { unitRate: 7.6, standingGbp: 70 },
};

/** Export price for PV surplus, p/kWh (assumption: a typical Smart Export Guarantee offer). */
export const PV_EXPORT_PRICE_P = 5.5;
