import { DIAGNOSE_METRICS, type DiagnoseMetricKey } from './diagnose';
import { diagnoseMetric, type DiagnoseMetric } from './diagnoseMetric';

/** One building's diagnose metrics and its floor area, as a site sums them. */
export interface BuildingMetrics {
  metrics: Record<DiagnoseMetricKey, DiagnoseMetric> | null;
  floorAreaM2: number;
}

/**
 * A site's diagnose metrics from its buildings' (analysis §2.2: a site sums its buildings). A
 * building's own metrics are kept as the engine gave them; several are summed, and the bar,
 * saving and direction are those of `diagnoseMetric` on the sums. A percentage metric (damp and
 * mould risk) is the floor-area weighted mean instead of a sum. Metrics a site neither uses nor
 * is benchmarked on (actual and benchmark both 0, e.g. oil in a gas-heated office) are left out.
 */
export function siteDiagnoseMetrics(
  buildings: readonly BuildingMetrics[],
): Partial<Record<DiagnoseMetricKey, DiagnoseMetric>> {
  const known = buildings.filter(
    (b): b is { metrics: Record<DiagnoseMetricKey, DiagnoseMetric>; floorAreaM2: number } =>
      b.metrics !== null,
  );
  const out: Partial<Record<DiagnoseMetricKey, DiagnoseMetric>> = {};
  if (known.length === 0) return out;
  const totalArea = known.reduce((sum, b) => sum + b.floorAreaM2, 0) || 1;
  for (const key of DIAGNOSE_METRICS) {
    const first = known[0]!.metrics[key];
    if (known.length === 1) {
      if (first.actual !== 0 || first.benchmark !== 0) out[key] = first;
      continue;
    }
    const weight = (b: (typeof known)[number]) =>
      first.unit === '%' ? b.floorAreaM2 / totalArea : 1;
    const actual = known.reduce((s, b) => s + b.metrics[key].actual * weight(b), 0);
    const benchmark = known.reduce((s, b) => s + b.metrics[key].benchmark * weight(b), 0);
    if (actual === 0 && benchmark === 0) continue;
    const breakdown = new Map<string, { value: number; unit: string }>();
    for (const b of known) {
      for (const item of b.metrics[key].breakdown) {
        const sum = breakdown.get(item.label) ?? { value: 0, unit: item.unit };
        breakdown.set(item.label, { value: sum.value + item.value, unit: item.unit });
      }
    }
    out[key] = diagnoseMetric(
      actual,
      benchmark,
      first.unit,
      first.isCurrency,
      [...breakdown].map(([label, { value, unit }]) => ({ label, value, unit })),
    );
  }
  return out;
}
