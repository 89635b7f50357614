/**
 * One diagnose metric (analysis spec §3 "Diagnosis"): a building's figure against its benchmark,
 * how much of it could be saved, and how full the diagnose bar is. Every bar of the product (a
 * building's, and a site's summed over its buildings) is made by `diagnoseMetric`.
 */
export interface BreakdownItem {
  label: string;
  value: number;
  unit: string;
}

export interface DiagnoseMetric {
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

/** A figure against its benchmark (negative inputs count as 0). */
export function diagnoseMetric(
  actual: number,
  benchmark: number,
  unit: string,
  isCurrency: boolean,
  breakdown: BreakdownItem[],
): DiagnoseMetric {
  const a = Math.max(0, actual);
  const b = Math.max(0, benchmark);
  const over = Math.max(0, a - b);
  return {
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
