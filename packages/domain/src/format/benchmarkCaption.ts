import { diagnoseMetricLabels } from '../messages/analysisMessages';
import { formatQuantity } from './energy';
import { formatMoney } from './money';
import { formatNumber } from './number';

/** What a benchmark bar's caption needs of a diagnose or potential metric (contract analysis §3). */
export interface BenchmarkMetric {
  direction: string;
  percentageImprovement: number;
  actualImprovement: number;
  unit: string;
  isCurrency: boolean;
}

/** Wording ours (the spec shows the bar, not its caption): within the benchmark. */
export const WITHIN_BENCHMARK = 'At or below the benchmark';

/**
 * A benchmark bar's caption on every diagnose screen (full and simple): how far above the
 * benchmark the metric is, with the amount by the §9 formatting rules, or that it is within it.
 */
export function benchmarkCaption(metric: BenchmarkMetric): string {
  if (metric.direction !== 'DOWN') return WITHIN_BENCHMARK;
  const amount = metric.isCurrency
    ? formatMoney(metric.actualImprovement)
    : formatQuantity(metric.actualImprovement, metric.unit);
  return `${formatNumber(metric.percentageImprovement)}% above the benchmark (${amount})`;
}

/** One benchmark bar of a diagnose screen: the metric's label, how full the bar is, its caption. */
export interface BenchmarkBarRow {
  key: string;
  label: string;
  barPercentage: number;
  caption: string;
}

/**
 * The benchmark bars of a diagnose or potential answer (full and simple diagnose alike), in the
 * answer's order: a metric the answer leaves out has no bar, an unknown one is labelled by its key.
 */
export function benchmarkBars(
  metrics: Readonly<
    Record<string, (BenchmarkMetric & { barPercentage: number }) | null | undefined>
  >,
): BenchmarkBarRow[] {
  return Object.entries(metrics).flatMap(([key, metric]) =>
    metric
      ? [
          {
            key,
            label: diagnoseMetricLabels[key] ?? key,
            barPercentage: metric.barPercentage,
            caption: benchmarkCaption(metric),
          },
        ]
      : [],
  );
}
