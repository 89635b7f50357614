/**
 * CIBSE TM46:2008 benchmarks with its two adjustments (TM46 §4–5):
 *   degree days: B × [(1 − f_dd) + f_dd × HDD_site / HDD_ref]     (HDD_ref = 2021, UK reference)
 *   extended occupancy: B × [1 + f_occ × (h − h_ref) / h_ref]     for h > h_ref, h capped at h_max
 * applied separately to the electricity and fossil-thermal benchmarks.
 */
import { TM46_BENCHMARKS, TM46_REGION_DEGREE_DAYS } from '../data/tm46.generated';
import type { Tm46Benchmark } from './tm46Types';

const TM46_REFERENCE_DEGREE_DAYS = TM46_REGION_DEGREE_DAYS[0]!.annualHeatingDegreeDays;

/**
 * SAP Appendix U region → TM46 degree-day region. Scottish regions have no TM46 row in our
 * transcription; they take Borders (assumption), the nearest listed region.
 */
const SAP_TO_TM46_REGION: Record<number, string> = {
  0: 'Reference',
  1: 'Thames Valley',
  2: 'South Eastern',
  3: 'Southern',
  4: 'South Western',
  5: 'Severn Valley',
  6: 'Midland',
  7: 'West Pennines',
  8: 'North Western',
  9: 'Borders',
  10: 'North Eastern',
  11: 'East Pennines',
  12: 'East Anglia',
  13: 'Wales',
  14: 'Borders',
  15: 'Borders',
  16: 'Borders',
  17: 'Borders',
  18: 'Borders',
  19: 'Borders',
  20: 'Borders',
  21: 'Northern Ireland',
};

export function tm46DegreeDaysForSapRegion(regionId: number): number {
  const name = SAP_TO_TM46_REGION[regionId] ?? 'Reference';
  return (
    TM46_REGION_DEGREE_DAYS.find((r) => r.region === name)?.annualHeatingDegreeDays ??
    TM46_REFERENCE_DEGREE_DAYS
  );
}

export function tm46Category(key: string): Tm46Benchmark | undefined {
  return TM46_BENCHMARKS.find((b) => b.key === key);
}

export interface AdjustedTm46 {
  category: string;
  electricityKwhM2: number;
  fossilThermalKwhM2: number;
  degreeDayFactor: { electricity: number; fossil: number };
  occupancyFactor: { electricity: number; fossil: number };
}

export function adjustedTm46Benchmark(
  category: Tm46Benchmark,
  options: { annualHeatingDegreeDays?: number; occupiedHoursPerYear?: number } = {},
): AdjustedTm46 {
  const hdd = options.annualHeatingDegreeDays ?? TM46_REFERENCE_DEGREE_DAYS;
  const ddRatio = hdd / TM46_REFERENCE_DEGREE_DAYS;
  const ddE =
    1 - category.electricityDegreeDayFraction + category.electricityDegreeDayFraction * ddRatio;
  const ddF = 1 - category.fossilDegreeDayFraction + category.fossilDegreeDayFraction * ddRatio;
  let occE = 1;
  let occF = 1;
  const ref = category.occupancyReferenceHours;
  const max = category.occupancyMaximumHours;
  if (
    ref &&
    max &&
    options.occupiedHoursPerYear !== undefined &&
    options.occupiedHoursPerYear > ref
  ) {
    const h = Math.min(options.occupiedHoursPerYear, max);
    occE = 1 + (category.electricityOccupancyFraction * (h - ref)) / ref;
    occF = 1 + (category.fossilOccupancyFraction * (h - ref)) / ref;
  }
  return {
    category: category.key,
    electricityKwhM2: category.electricityKwhM2 * ddE * occE,
    fossilThermalKwhM2: category.fossilThermalKwhM2 * ddF * occF,
    degreeDayFactor: { electricity: ddE, fossil: ddF },
    occupancyFactor: { electricity: occE, fossil: occF },
  };
}

export { TM46_BENCHMARKS };
