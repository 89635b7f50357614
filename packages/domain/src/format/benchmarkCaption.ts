import type { MetricState } from '../enums/analysisEnums';
import { diagnoseMetricLabels, metricStateWords } from '../messages/analysisMessages';
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
  /** Compared with the benchmark, or why not (answers before metrics had a state: compared). */
  state?: MetricState;
  /** The engine's words for why a metric is not compared. */
  reason?: string | null;
}

/** Wording ours (the spec shows the bar, not its caption): within the benchmark. */
const WITHIN_BENCHMARK = 'At or below the benchmark';

/**
 * A benchmark bar's caption on every diagnose screen (full and simple): how far above the
 * benchmark the metric is, with the amount by the §9 formatting rules, or that it is within it.
 */
function benchmarkCaption(metric: BenchmarkMetric): string {
  if (metric.direction !== 'DOWN') return WITHIN_BENCHMARK;
  const amount = metric.isCurrency
    ? formatMoney(metric.actualImprovement)
    : formatQuantity(metric.actualImprovement, metric.unit);
  return `${formatNumber(metric.percentageImprovement)}% above the benchmark (${amount})`;
}

/**
 * One benchmark bar of a diagnose screen: the metric's label, how full the bar is, its caption.
 * A metric that is not compared has no bar: its state in words and the engine's reason instead.
 */
export interface BenchmarkBarRow {
  key: string;
  label: string;
  state: MetricState;
  barPercentage: number;
  /** How far above the benchmark; for a metric not compared, the reason. */
  caption: string;
}

/** A metric that is not compared when nothing tells why (an answer that lost its reason). */
const NO_REASON = 'It is not compared with the benchmark.';

/**
 * A bar as one line of text (the diagnosis e-mail, the PDF report): 'Cost: 14% above the
 * benchmark (£3,200)', or 'Water: no data. No water meter reading or bill has been entered, …'.
 */
export function benchmarkBarLine(
  bar: Pick<BenchmarkBarRow, 'label' | 'state' | 'caption'>,
): string {
  if (bar.state === 'COMPARED') return `${bar.label}: ${bar.caption}`;
  return `${bar.label}: ${metricStateWords[bar.state]}. ${bar.caption}`;
}

/**
 * The benchmark bars of a diagnose or potential answer (full and simple diagnose alike), in the
 * answer's order: a metric the answer leaves out has no bar, an unknown one is labelled by its key,
 * and one that is not compared carries its reason instead of a figure.
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
            state: metric.state ?? 'COMPARED',
            barPercentage: metric.barPercentage,
            caption:
              (metric.state ?? 'COMPARED') === 'COMPARED'
                ? benchmarkCaption(metric)
                : (metric.reason ?? NO_REASON),
          },
        ]
      : [],
  );
}
