import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { DIAGNOSE_METRICS, diagnose } from './diagnose';
import { comparedMetric, uncomparedMetric, type DiagnoseMetric } from './metric';
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

const text = { basis: 'a benchmark', source: 'a source' };

describe('a diagnose bar', () => {
  it('is full at or below the benchmark and benchmark / actual of it above', () => {
    expect(comparedMetric(80, 100, 'kWh', false, [], text).barPercentage).toBe(100);
    expect(comparedMetric(80, 100, 'kWh', false, [], text).direction).toBe('UP');
    const above = comparedMetric(200, 100, 'kWh', false, [], text);
    expect(above.barPercentage).toBe(50);
    expect(above.actualImprovement).toBe(100);
    expect(above.percentageImprovement).toBe(50);
    expect(above.direction).toBe('DOWN');
    expect(comparedMetric(0, 0, 'kWh', false, [], text).barPercentage).toBe(100);
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

  it('weights a percentage by floor area instead of adding it', () => {
    const risk = (value: number): Record<string, DiagnoseMetric> => ({
      ...small.diagnoseMetrics!,
      dampAndMould: comparedMetric(value, 33, '%', false, [], text),
    });
    const weighted = siteDiagnoseMetrics([
      { metrics: risk(20) as never, floorAreaM2: 500 },
      { metrics: risk(60) as never, floorAreaM2: 1500 },
    ]);
    expect(weighted.dampAndMould!.actual).toBeCloseTo(20 * 0.25 + 60 * 0.75, 6);
  });

  it('keeps the reason of a metric no building could compare, instead of a bar of zeros', () => {
    const damp = site.dampAndMould!;
    expect(damp.state).not.toBe('COMPARED');
    expect(damp.reason).toBe(small.diagnoseMetrics!.dampAndMould.reason);
    const none = uncomparedMetric('NO_DATA', 'No water readings yet.', 'm³', false);
    const noWater = siteDiagnoseMetrics([
      { metrics: { ...small.diagnoseMetrics!, water: none }, floorAreaM2: 500 },
      { metrics: { ...large.diagnoseMetrics!, water: none }, floorAreaM2: 1500 },
    ]);
    expect(noWater.water).toEqual(none);
  });

  it('names what a sum of buildings is compared with', () => {
    expect(site.electricity!.basis).toMatch(/sum of 2 buildings/);
  });

  it('leaves out what no building uses or is benchmarked on, and keeps one building as it is', () => {
    expect(site.oil).toBeUndefined();
    const one = siteDiagnoseMetrics([{ metrics: small.diagnoseMetrics, floorAreaM2: 500 }]);
    for (const key of DIAGNOSE_METRICS) {
      const metric = small.diagnoseMetrics![key];
      if (metric.state === 'NOT_USED') expect(one[key]).toBeUndefined();
      else expect(one[key]).toBe(metric);
    }
    expect(siteDiagnoseMetrics([{ metrics: null, floorAreaM2: 100 }])).toEqual({});
  });
});
