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
 * A benchmark bar's caption on every diagnose screen (full and simple): the share of the metric
 * to save to meet the benchmark (the spec's percentageImprovement, a share of the building's own
 * use), with the amount by the §9 formatting rules, or that it is within it. It is not worded "n %
 * above the benchmark": that share is of the benchmark, which the tab's notice states ("Your gas
 * use is 22% above …"), and a bar saying 17.83 % beside it would read as a second figure.
 */
function benchmarkCaption(metric: BenchmarkMetric): string {
  if (metric.direction !== 'DOWN') return WITHIN_BENCHMARK;
  const amount = metric.isCurrency
    ? formatMoney(metric.actualImprovement)
    : formatQuantity(metric.actualImprovement, metric.unit);
  return `Save ${formatNumber(metric.percentageImprovement)}% (${amount}) to meet the benchmark`;
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
  /** What to save to meet the benchmark; for a metric not compared, the reason. */
  caption: string;
}

/** A metric that is not compared when nothing tells why (an answer that lost its reason). */
const NO_REASON = 'It is not compared with the benchmark.';

/**
 * A bar as one line of text (the diagnosis e-mail, the PDF report): 'Cost: Save 14% (£3,200)
 * to meet the benchmark', or 'Water: no data. No water meter reading or bill has been entered, …'.
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
