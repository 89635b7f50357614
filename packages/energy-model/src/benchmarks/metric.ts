/**
 * One Diagnose metric (analysis spec §3 "Diagnosis"): how the building compares with a benchmark,
 * or, when it cannot be compared, why, in words. A figure is never shown without data behind it.
 */

export const DIAGNOSE_METRICS = [
  'cost',
  'electricity',
  'gas',
  'water',
  'dampAndMould',
  'oil',
  'carbon',
  'tariff',
] as const;
export type DiagnoseMetricKey = (typeof DIAGNOSE_METRICS)[number];

export interface BreakdownItem {
  label: string;
  value: number;
  unit: string;
}

/**
 * COMPARED: the figures below compare the building with the benchmark.
 * NO_DATA: nothing was entered or measured to compare (water with no meter reading, tariffs not
 * compared yet, damp and mould without a survey).
 * NO_BENCHMARK: the scheme gives no figure for this metric and building.
 * NOT_USED: the building does not use this fuel.
 */
export type MetricState = 'COMPARED' | 'NO_DATA' | 'NO_BENCHMARK' | 'NOT_USED';

export interface DiagnoseMetric {
  /**
   * Whether the numbers below mean anything. Every state but COMPARED carries `reason` and zeros
   * in every figure: a screen shows the reason, never a percentage or a bar.
   */
  state: MetricState;
  /** Why the metric is not compared, in words a person reads (null when COMPARED). */
  reason: string | null;
  /** What the benchmark is, with its figure, e.g. "NEED 2024 median electricity for mid-terraced houses: 2,383 kWh a year". */
  basis: string | null;
  /** Where the benchmark's figures come from, with the year. */
  source: string | null;
  actual: number;
  benchmark: number;
  /** Amount above the benchmark the building could save (0 when at or below it). */
  actualImprovement: number;
  /** actualImprovement as a percentage of actual. */
  percentageImprovement: number;
  /** How far along the bar the building sits: benchmark / actual × 100 when above, else 100. */
  barPercentage: number;
  unit: string;
  isCurrency: boolean;
  /** DOWN: use must come down to meet the benchmark; UP: at or better than it. */
  direction: 'UP' | 'DOWN';
  breakdown: BreakdownItem[];
}

export interface MetricText {
  basis: string;
  source: string;
}

/** A metric compared with its benchmark. */
export function comparedMetric(
  actual: number,
  benchmark: number,
  unit: string,
  isCurrency: boolean,
  breakdown: BreakdownItem[],
  text: MetricText,
): DiagnoseMetric {
  const a = Math.max(0, actual);
  const b = Math.max(0, benchmark);
  const over = Math.max(0, a - b);
  return {
    state: 'COMPARED',
    reason: null,
    basis: text.basis,
    source: text.source,
    actual: a,
    benchmark: b,
    actualImprovement: over,
    percentageImprovement: a > 0 ? (over / a) * 100 : 0,
    barPercentage: a > b && a > 0 ? (b / a) * 100 : 100,
    unit,
    isCurrency,
    direction: a > b ? 'DOWN' : 'UP',
    breakdown,
  };
}

/** A metric that is not compared, with the reason a person reads instead of a figure. */
export function uncomparedMetric(
  state: Exclude<MetricState, 'COMPARED'>,
  reason: string,
  unit: string,
  isCurrency: boolean,
  text: Partial<MetricText> = {},
): DiagnoseMetric {
  return {
    state,
    reason,
    basis: text.basis ?? null,
    source: text.source ?? null,
    actual: 0,
    benchmark: 0,
    actualImprovement: 0,
    percentageImprovement: 0,
    barPercentage: 0,
    unit,
    isCurrency,
    direction: 'UP',
    breakdown: [],
  };
}

/** A metric as stored by engines before metrics carried a state (all of them were compared). */
export type StoredDiagnoseMetric = Omit<DiagnoseMetric, 'state' | 'reason' | 'basis' | 'source'> &
  Partial<Pick<DiagnoseMetric, 'state' | 'reason' | 'basis' | 'source'>>;

/**
 * Reads a stored metric of any engine version: one stored before metrics had a state was a
 * comparison, except that a metric with neither use nor benchmark compared nothing.
 */
export function readStoredMetric(stored: StoredDiagnoseMetric): DiagnoseMetric {
  if (stored.state) {
    return {
      ...stored,
      state: stored.state,
      reason: stored.reason ?? null,
      basis: stored.basis ?? null,
      source: stored.source ?? null,
    };
  }
  if (stored.actual === 0 && stored.benchmark === 0)
    return uncomparedMetric(
      'NOT_USED',
      'Nothing to compare: neither this building nor the benchmark uses it.',
      stored.unit,
      stored.isCurrency,
    );
  return { ...stored, state: 'COMPARED', reason: null, basis: null, source: null };
}
