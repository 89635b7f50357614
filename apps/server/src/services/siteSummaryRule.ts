/**
 * The traffic lights of a seeded site's summary, from a stated rule (sandbox: not metered data).
 *
 * 1. Typical annual use of the building = floor area × the CIBSE TM46:2008 typical benchmarks of
 *    its type (electricity and fossil-thermal, kWh/m²/yr).
 * 2. Its estimated use scales the heating (fossil-thermal) part by a factor for its EPC band
 *    (EPC_HEATING_FACTOR, designed: D is typical; each band better or worse moves ~15 %). When the
 *    building is heated by electricity, that heating energy is electricity instead of gas.
 * 3. Each light compares estimate with typical: LOW below 0.9×, OK from 0.9× to 1.1×, HIGH above
 *    1.1× — for energy (kWh), cost (£, at the spec's default unit rates) and carbon (kgCO2e, at
 *    the engine's carbon factors).
 */
import { CARBON_FACTORS_KG_PER_KWH, DEFAULT_FUEL_PRICES } from '@wattwise/energy-model';

export type TrafficLight = 'HIGH' | 'OK' | 'LOW';

/** Designed heating factor per EPC band (typical building = band D). */
export const EPC_HEATING_FACTOR: Readonly<Record<string, number>> = {
  A: 0.4,
  B: 0.6,
  C: 0.8,
  D: 1.0,
  E: 1.15,
  F: 1.3,
  G: 1.5,
};

/** Below this ratio of estimate to benchmark a light is LOW (designed). */
export const LOW_BELOW = 0.9;
/** Above this ratio a light is HIGH (designed). */
export const HIGH_ABOVE = 1.1;

/** Default unit rates in pence per kWh (spec shell §9), from the engine's one price table. */
export const ELECTRICITY_PENCE_PER_KWH = DEFAULT_FUEL_PRICES.electricity.unitRate;
export const GAS_PENCE_PER_KWH = DEFAULT_FUEL_PRICES.gas.unitRate;

/** kgCO2e per kWh from the engine's one carbon-factor table (DESNZ 2025, see its fuels.ts). */
export const ELECTRICITY_KG_CO2E_PER_KWH = CARBON_FACTORS_KG_PER_KWH.electricity;
export const GAS_KG_CO2E_PER_KWH = CARBON_FACTORS_KG_PER_KWH.gas;

const ELECTRIC_HEATING = new Set(['GRID_SUPPLIED_ELECTRICITY', 'GRID_DISPLACED_ELECTRICITY']);

export interface SiteSummaryInput {
  floorArea: number;
  electricityKwhPerM2: number;
  fossilThermalKwhPerM2: number;
  epcRating: string;
  heatingFuel: string | null;
}

export interface SiteSummaryFigures {
  energyUsage: TrafficLight;
  energyCost: TrafficLight;
  energyCarbon: TrafficLight;
  estimatedKwh: number;
  benchmarkKwh: number;
}

export function trafficLightForRatio(ratio: number): TrafficLight {
  if (ratio < LOW_BELOW) return 'LOW';
  if (ratio > HIGH_ABOVE) return 'HIGH';
  return 'OK';
}

/** The summary figures of one or more buildings of a site (the sums are compared). */
export function siteSummaryFigures(buildings: SiteSummaryInput[]): SiteSummaryFigures {
  let typical = { kwh: 0, pence: 0, carbon: 0 };
  let estimate = { kwh: 0, pence: 0, carbon: 0 };
  for (const building of buildings) {
    const factor = EPC_HEATING_FACTOR[building.epcRating];
    if (factor === undefined) throw new Error(`Unknown EPC band ${building.epcRating}`);
    const electric = ELECTRIC_HEATING.has(building.heatingFuel ?? '');
    const heatRate = electric ? ELECTRICITY_PENCE_PER_KWH : GAS_PENCE_PER_KWH;
    const heatCarbon = electric ? ELECTRICITY_KG_CO2E_PER_KWH : GAS_KG_CO2E_PER_KWH;
    const electricity = building.floorArea * building.electricityKwhPerM2;
    const heat = building.floorArea * building.fossilThermalKwhPerM2;
    const add = (sum: typeof typical, heatKwh: number) => ({
      kwh: sum.kwh + electricity + heatKwh,
      pence: sum.pence + electricity * ELECTRICITY_PENCE_PER_KWH + heatKwh * heatRate,
      carbon: sum.carbon + electricity * ELECTRICITY_KG_CO2E_PER_KWH + heatKwh * heatCarbon,
    });
    // The benchmark is a gas-heated typical building; electric heating changes cost and carbon.
    typical = {
      kwh: typical.kwh + electricity + heat,
      pence: typical.pence + electricity * ELECTRICITY_PENCE_PER_KWH + heat * GAS_PENCE_PER_KWH,
      carbon:
        typical.carbon + electricity * ELECTRICITY_KG_CO2E_PER_KWH + heat * GAS_KG_CO2E_PER_KWH,
    };
    estimate = add(estimate, heat * factor);
  }
  const ratio = (a: number, b: number) => (b > 0 ? a / b : 1);
  return {
    energyUsage: trafficLightForRatio(ratio(estimate.kwh, typical.kwh)),
    energyCost: trafficLightForRatio(ratio(estimate.pence, typical.pence)),
    energyCarbon: trafficLightForRatio(ratio(estimate.carbon, typical.carbon)),
    estimatedKwh: Math.round(estimate.kwh),
    benchmarkKwh: Math.round(typical.kwh),
  };
}
