import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { DIAGNOSE_METRICS, diagnose } from './diagnose';
import { diagnoseMetric } from './diagnoseMetric';
import { siteDiagnoseMetrics } from './siteMetrics';

const office = (floorArea: number, electricity: number): BuildingFacts => ({
  buildingType: 'GENERAL_OFFICE',
  floorArea,
  noFloors: 2,
  yearOfConstruction: 1980,
  heatingFuel: 'NATURAL_GAS',
  location: { lat: 51.5, lon: -0.1 },
  bills: {
    electricity: { period: 'ANNUAL', valueType: 'ENERGY_USAGE', value: electricity },
    gas: { period: 'ANNUAL', valueType: 'ENERGY_USAGE', value: 60_000 },
  },
});

describe('a diagnose bar', () => {
  it('is full at or below the benchmark and benchmark / actual of it above', () => {
    expect(diagnoseMetric(80, 100, 'kWh', false, []).barPercentage).toBe(100);
    expect(diagnoseMetric(80, 100, 'kWh', false, []).direction).toBe('UP');
    const above = diagnoseMetric(200, 100, 'kWh', false, []);
    expect(above.barPercentage).toBe(50);
    expect(above.actualImprovement).toBe(100);
    expect(above.percentageImprovement).toBe(50);
    expect(above.direction).toBe('DOWN');
    expect(diagnoseMetric(0, 0, 'kWh', false, []).barPercentage).toBe(100);
  });
});

describe('a site of several buildings', () => {
  const small = diagnose(office(500, 150_000));
  const large = diagnose(office(1500, 120_000));
  const site = siteDiagnoseMetrics([
    { metrics: small.diagnoseMetrics, floorAreaM2: 500 },
    { metrics: large.diagnoseMetrics, floorAreaM2: 1500 },
  ]);

  it('sums each figure and its benchmark, and draws the bar of the sums', () => {
    const a = small.diagnoseMetrics!.electricity;
    const b = large.diagnoseMetrics!.electricity;
    const electricity = site.electricity!;
    expect(electricity.actual).toBeCloseTo(a.actual + b.actual, 6);
    expect(electricity.benchmark).toBeCloseTo(a.benchmark + b.benchmark, 6);
    expect(electricity.barPercentage).toBeCloseTo(
      Math.min(100, ((a.benchmark + b.benchmark) / (a.actual + b.actual)) * 100),
      6,
    );
  });

  it('weights a percentage (damp and mould risk) by floor area instead of adding it', () => {
    const a = small.diagnoseMetrics!.dampAndMould;
    const b = large.diagnoseMetrics!.dampAndMould;
    expect(site.dampAndMould!.actual).toBeCloseTo(a.actual * 0.25 + b.actual * 0.75, 6);
  });

  it('leaves out what no building uses or is benchmarked on, and keeps one building as it is', () => {
    expect(site.oil).toBeUndefined();
    const one = siteDiagnoseMetrics([{ metrics: small.diagnoseMetrics, floorAreaM2: 500 }]);
    for (const key of DIAGNOSE_METRICS) {
      const metric = small.diagnoseMetrics![key];
      if (metric.actual === 0 && metric.benchmark === 0) expect(one[key]).toBeUndefined();
      else expect(one[key]).toBe(metric);
    }
    expect(siteDiagnoseMetrics([{ metrics: null, floorAreaM2: 100 }])).toEqual({});
  });
});
