import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { DIAGNOSE_METRICS, diagnose } from './diagnose';
import { BENCHMARK_SCHEMES } from './schemes';

const office: BuildingFacts = {
  buildingType: 'GENERAL_OFFICE',
  floorArea: 1000,
  noFloors: 2,
  yearOfConstruction: 1980,
  heatingFuel: 'NATURAL_GAS',
  location: { lat: 51.5, lon: -0.1 },
  bills: {
    electricity: { period: 'ANNUAL', valueType: 'ENERGY_USAGE', value: 190_000 },
    gas: { period: 'ANNUAL', valueType: 'ENERGY_USAGE', value: 60_000 },
  },
};

describe('diagnose', () => {
  it('returns every spec metric with its fields, against the CIBSE TM46 benchmark by default', () => {
    const d = diagnose(office);
    expect(d.scheme).toBe('CIBSE');
    expect(Object.keys(d.diagnoseMetrics!).sort()).toEqual([...DIAGNOSE_METRICS].sort());
    const e = d.diagnoseMetrics!.electricity;
    // 190 MWh against 95 kWh/m² × 1000 m² (no degree-day share for electricity; 55 h/week = 2860 h > 2040 h reference)
    expect(e.actual).toBeCloseTo(190_000, -2);
    expect(e.benchmark).toBeCloseTo(95_000 * (1 + (1.07 * (2860 - 2040)) / 2040), -1);
    expect(e.direction).toBe('DOWN');
    expect(e.actualImprovement).toBeCloseTo(e.actual - e.benchmark, 6);
    expect(e.percentageImprovement).toBeCloseTo(((e.actual - e.benchmark) / e.actual) * 100, 6);
    expect(d.diagnoseMetrics!.gas.direction).toBe('UP');
    expect(d.diagnoseMetrics!.cost.isCurrency).toBe(true);
    expect(
      d.notices.some(
        (n) =>
          n.noticeType === 'DIAGNOSE' &&
          n.variant === 'NEGATIVE' &&
          n.notice.includes('electricity'),
      ),
    ).toBe(true);
  });

  it('gives a DEC-style operational rating from the billed consumption', () => {
    const d = diagnose(office);
    // Actual: 190 MWh × 0.19553 + 60 MWh × 0.18296 = 48.13 kgCO2e/m². Typical (TM46 office, Thames
    // 1709 HDD, 2860 h): 95 × 1.4301 × 0.19553 + 120 × 0.9151 × 1.1769 × 0.18296 = 26.56 + 23.64 = 50.21.
    // OR = 100 × 48.13 / 50.21 = 96 → band D.
    expect(d.operationalRating!.rating).toBe(96);
    expect(d.operationalRating!.band).toBe('D');
  });

  it('offers schemes as data, including NZCBS limits where the standard has a sector', () => {
    expect(BENCHMARK_SCHEMES.map((s) => s.key)).toEqual([
      'CIBSE',
      'UK_NATIONAL_AVERAGE',
      'NET_ZERO_CARBON_STANDARD',
    ]);
    const nz = diagnose(office, { diagnoseMetric: 'NET_ZERO_CARBON_STANDARD' });
    const total = nz.diagnoseMetrics!.electricity.benchmark + nz.diagnoseMetrics!.gas.benchmark;
    expect(total).toBeCloseTo(100 * 1000, -1); // Workplace (office) retrofit 2025: 100 kWh/m²
    const shop = diagnose(
      { ...office, buildingType: 'GENERAL_RETAIL' },
      { diagnoseMetric: 'NET_ZERO_CARBON_STANDARD' },
    );
    // The standard has no retail sector: every energy metric says so in words, with no figure.
    for (const key of ['cost', 'electricity', 'gas', 'carbon'] as const) {
      const m = shop.diagnoseMetrics![key];
      expect(m.state, key).toBe('NO_BENCHMARK');
      expect(m.reason, key).toBe(
        'Net Zero Carbon Standard gives no energy figure for general retail buildings.',
      );
      expect(m.barPercentage, key).toBe(0);
    }
    expect(() => diagnose(office, { diagnoseMetric: 'NOPE' })).toThrow(/diagnoseMetric/);
  });
});
