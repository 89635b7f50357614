import { DEFAULT_SCHEME } from './schemes';
import type { Diagnosis } from './diagnose';

/**
 * The site list's traffic lights (spec shell §2, §3): each compares the site's modelled usage,
 * cost or carbon with its benchmark under the default scheme. LOW below 0.9 × the benchmark, OK
 * from 0.9 × to 1.1 ×, HIGH above 1.1 × (designed: a ±10 % band around the benchmark, so a
 * building within a tenth of it reads as typical).
 */
const BENCHMARK_LIGHT_BAND = { lowBelow: 0.9, highAbove: 1.1 } as const;

export type BenchmarkLight = 'HIGH' | 'OK' | 'LOW';

/** The light of a figure against its benchmark; null when there is no benchmark. */
export function benchmarkLight(actual: number, benchmark: number): BenchmarkLight | null {
  if (!(benchmark > 0)) return null;
  const ratio = actual / benchmark;
  if (ratio < BENCHMARK_LIGHT_BAND.lowBelow) return 'LOW';
  if (ratio > BENCHMARK_LIGHT_BAND.highAbove) return 'HIGH';
  return 'OK';
}

/** The figures a building adds to its site's lights: modelled value and benchmark of each. */
export interface LightFigures {
  usage: { actual: number; benchmark: number };
  cost: { actual: number; benchmark: number };
  carbon: { actual: number; benchmark: number };
}

/**
 * A building's light figures from its diagnosis under the default scheme: usage is its
 * electricity, gas and oil in kWh; null when the scheme has no benchmark for the building.
 */
export function lightFiguresOf(diagnosis: Diagnosis | undefined): LightFigures | null {
  const metrics = diagnosis?.diagnoseMetrics;
  if (!metrics) return null;
  const usage = (['electricity', 'gas', 'oil'] as const).reduce(
    (sum, key) => ({
      actual: sum.actual + metrics[key].actual,
      benchmark: sum.benchmark + metrics[key].benchmark,
    }),
    { actual: 0, benchmark: 0 },
  );
  return {
    usage,
    cost: { actual: metrics.cost.actual, benchmark: metrics.cost.benchmark },
    carbon: { actual: metrics.carbon.actual, benchmark: metrics.carbon.benchmark },
  };
}

/** The scheme whose diagnosis the lights read. */
export const LIGHT_SCHEME = DEFAULT_SCHEME;

/** A site's lights from its buildings' figures: the sums are compared, not the lights. */
export function siteLights(figures: readonly (LightFigures | null)[]): {
  energyUsage: BenchmarkLight | null;
  energyCost: BenchmarkLight | null;
  energyCarbon: BenchmarkLight | null;
} {
  const known = figures.filter((f): f is LightFigures => f !== null);
  if (known.length === 0) return { energyUsage: null, energyCost: null, energyCarbon: null };
  const sum = (key: keyof LightFigures) =>
    known.reduce(
      (acc, f) => ({
        actual: acc.actual + f[key].actual,
        benchmark: acc.benchmark + f[key].benchmark,
      }),
      { actual: 0, benchmark: 0 },
    );
  const usage = sum('usage');
  const cost = sum('cost');
  const carbon = sum('carbon');
  return {
    energyUsage: benchmarkLight(usage.actual, usage.benchmark),
    energyCost: benchmarkLight(cost.actual, cost.benchmark),
    energyCarbon: benchmarkLight(carbon.actual, carbon.benchmark),
  };
}
