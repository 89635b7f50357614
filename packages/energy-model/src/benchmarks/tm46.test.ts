import { describe, expect, it } from 'vitest';
import {
  adjustedTm46Benchmark,
  TM46_BENCHMARKS,
  tm46Category,
  tm46DegreeDaysForSapRegion,
} from './tm46';

describe('CIBSE TM46:2008 benchmarks', () => {
  it('has all 29 categories with the published typical values for a general office', () => {
    expect(TM46_BENCHMARKS).toHaveLength(29);
    const office = tm46Category('generalOffice')!;
    expect(office.electricityKwhM2).toBe(95);
    expect(office.fossilThermalKwhM2).toBe(120);
  });

  it('adjusts the fossil benchmark for degree days and electricity for extended hours', () => {
    const office = tm46Category('generalOffice')!;
    // North Western 2289 HDD: 120 × (0.45 + 0.55 × 2289/2021) = 128.75; 3060 h: 95 × (1 + 1.07 × 1020/2040) = 145.825.
    const adj = adjustedTm46Benchmark(office, {
      annualHeatingDegreeDays: tm46DegreeDaysForSapRegion(8),
      occupiedHoursPerYear: 3060,
    });
    expect(adj.fossilThermalKwhM2).toBeCloseTo(
      120 * (0.45 + (0.55 * 2289) / 2021) * (1 + (0.44 * 1020) / 2040),
      6,
    );
    expect(adj.electricityKwhM2).toBeCloseTo(145.825, 3);
  });

  it('leaves the benchmark alone at reference conditions and caps hours at the maximum', () => {
    const pool = tm46Category('swimmingPoolCentre')!;
    expect(adjustedTm46Benchmark(pool).fossilThermalKwhM2).toBe(1130);
    const atMax = adjustedTm46Benchmark(pool, { occupiedHoursPerYear: 4641 }).electricityKwhM2;
    expect(
      adjustedTm46Benchmark(pool, { occupiedHoursPerYear: 8000 }).electricityKwhM2,
    ).toBeCloseTo(atMax, 9);
  });
});
