/**
 * Cost and carbon of metered energy (Optimise graphs: energy cost and energy CO2 per reading).
 * Cost: the unit rate of the building's bill for that fuel (pence per kWh), else the default
 * price (DEFAULT_FUEL_PRICES, spec energy defaults); standing charges are per day, not per
 * reading, and are left out. Carbon: CARBON_FACTORS_KG_PER_KWH (DESNZ 2025).
 */
import type { BuildingFacts } from '../building/facts';
import { CARBON_FACTORS_KG_PER_KWH, DEFAULT_FUEL_PRICES } from '../building/fuels';

/** The fuels a meter measures. */
export type MeteredFuel = 'electricity' | 'gas';

/** Pence per kWh a building pays for a metered fuel. */
function meteredUnitRatePence(facts: Pick<BuildingFacts, 'bills'>, fuel: MeteredFuel): number {
  const rate = facts.bills?.[fuel]?.unitRate;
  return rate !== undefined && rate > 0 ? rate : DEFAULT_FUEL_PRICES[fuel].unitRate;
}

/** £ of `kwh` of a metered fuel at the building's unit rate. */
export function meteredCostGbp(
  facts: Pick<BuildingFacts, 'bills'>,
  fuel: MeteredFuel,
  kwh: number,
): number {
  return (kwh * meteredUnitRatePence(facts, fuel)) / 100;
}

/** kg CO2e of `kwh` of a metered fuel. */
export function meteredCarbonKg(fuel: MeteredFuel, kwh: number): number {
  return kwh * CARBON_FACTORS_KG_PER_KWH[fuel];
}
