import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { diagnose } from './diagnose';
import { benchmarkLight, lightFiguresOf, siteLights } from './trafficLights';

describe('a traffic light', () => {
  it('is LOW below 0.9 × the benchmark, OK from 0.9 × to 1.1 ×, HIGH above', () => {
    expect(benchmarkLight(89.9, 100)).toBe('LOW');
    expect(benchmarkLight(90, 100)).toBe('OK');
    expect(benchmarkLight(110, 100)).toBe('OK');
    expect(benchmarkLight(110.1, 100)).toBe('HIGH');
  });

  it('has no colour without a benchmark', () => {
    expect(benchmarkLight(50, 0)).toBeNull();
  });
});

describe("a site's lights", () => {
  it('compare the sums of its buildings, so one large building outweighs a small one', () => {
    const big = {
      usage: { actual: 200, benchmark: 100 },
      cost: { actual: 80, benchmark: 100 },
      carbon: { actual: 100, benchmark: 100 },
    };
    const small = {
      usage: { actual: 1, benchmark: 10 },
      cost: { actual: 1, benchmark: 10 },
      carbon: { actual: 1, benchmark: 10 },
    };
    expect(siteLights([big, small, null])).toEqual({
      energyUsage: 'HIGH',
      energyCost: 'LOW',
      energyCarbon: 'OK',
    });
    expect(siteLights([null])).toEqual({ energyUsage: null, energyCost: null, energyCarbon: null });
  });

  it("read a building's electricity, gas and oil as its usage", () => {
    const facts: BuildingFacts = {
      buildingType: 'GENERAL_OFFICE',
      floorArea: 1000,
      noFloors: 2,
      yearOfConstruction: 1980,
      heatingFuel: 'NATURAL_GAS',
      location: { lat: 51.5, lon: -0.1 },
    };
    const diagnosis = diagnose(facts);
    const metrics = diagnosis.diagnoseMetrics!;
    const figures = lightFiguresOf(diagnosis)!;
    expect(figures.usage.actual).toBeCloseTo(
      metrics.electricity.actual + metrics.gas.actual + metrics.oil.actual,
      6,
    );
    expect(figures.cost).toEqual({
      actual: metrics.cost.actual,
      benchmark: metrics.cost.benchmark,
    });
  });
});
