/**
 * DEC-style operational rating: 100 × the building's annual CO2 per m² from actual (billed)
 * consumption divided by the CO2 per m² of its TM46 typical benchmark, adjusted for degree days
 * and occupancy (100 = typical). Bands as DEC: A 0–25 … G over 150. Carbon factors: DESNZ 2025
 * (the DEC methodology uses its own factors; assumption that current factors stand in).
 */
import { CARBON_FACTORS_KG_PER_KWH } from '../building/fuels';
import type { Fuel } from '../building/enums';
import {
  adjustedTm46Benchmark,
  tm46Category,
  tm46DegreeDaysForSapRegion,
} from '../benchmarks/tm46';
import type { Estimate } from '../model/estimate';
import type { PreparedBuilding } from '../model/prepareBuilding';
import { decBand } from './bands';

export interface OperationalRating {
  rating: number;
  band: string;
  actualKgCo2M2: number;
  typicalKgCo2M2: number;
}

/** Operational rating from actual annual kWh per fuel; null without a TM46 category. */
export function operationalRatingFromConsumption(
  tm46Key: string,
  floorAreaM2: number,
  annualKwhByFuel: Partial<Record<Fuel, number>>,
  options: { sapRegionId?: number; occupiedHoursPerYear?: number } = {},
): OperationalRating | null {
  const cat = tm46Category(tm46Key);
  if (!cat) return null;
  const adj = adjustedTm46Benchmark(cat, {
    annualHeatingDegreeDays: tm46DegreeDaysForSapRegion(options.sapRegionId ?? 0),
    occupiedHoursPerYear: options.occupiedHoursPerYear,
  });
  const typical =
    adj.electricityKwhM2 * CARBON_FACTORS_KG_PER_KWH.electricity +
    adj.fossilThermalKwhM2 * CARBON_FACTORS_KG_PER_KWH.gas;
  let kg = 0;
  for (const [f, kwh] of Object.entries(annualKwhByFuel))
    kg += (kwh ?? 0) * CARBON_FACTORS_KG_PER_KWH[f as Fuel];
  const actual = kg / floorAreaM2;
  const rating = typical > 0 ? Math.round((100 * actual) / typical) : 0;
  return { rating, band: decBand(rating), actualKgCo2M2: actual, typicalKgCo2M2: typical };
}

export function operationalRating(p: PreparedBuilding, est: Estimate): OperationalRating | null {
  if (!p.type.tm46) return null;
  const byFuel = Object.fromEntries(
    Object.entries(est.annual.byFuel).map(([f, r]) => [f, r.value]),
  );
  return operationalRatingFromConsumption(p.type.tm46, est.floorAreaM2, byFuel, {
    sapRegionId: p.inputs.climate.id,
    occupiedHoursPerYear: p.inputs.occupiedHoursPerWeek * 52,
  });
}
