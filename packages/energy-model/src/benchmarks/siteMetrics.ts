import {
  DIAGNOSE_METRICS,
  comparedMetric,
  type DiagnoseMetric,
  type DiagnoseMetricKey,
} from './metric';

/** One building's diagnose metrics and its floor area, as a site sums them. */
export interface BuildingMetrics {
  metrics: Record<DiagnoseMetricKey, DiagnoseMetric> | null;
  floorAreaM2: number;
}

type Known = { metrics: Record<DiagnoseMetricKey, DiagnoseMetric>; floorAreaM2: number };

/**
 * A site's diagnose metrics from its buildings' (analysis §2.2: a site sums its buildings). A
 * building's own metrics are kept as the engine gave them. With several, the buildings that could
 * be compared are summed, each against its own benchmark, and the bar, saving and direction are
 * those of `comparedMetric` on the sums; a percentage metric is the floor-area weighted mean
 * instead of a sum. A metric none of them could compare keeps the first building's reason, and
 * one the site does not use at all is left out.
 */
export function siteDiagnoseMetrics(
  buildings: readonly BuildingMetrics[],
): Partial<Record<DiagnoseMetricKey, DiagnoseMetric>> {
  const known = buildings.filter((b): b is Known => b.metrics !== null);
  const out: Partial<Record<DiagnoseMetricKey, DiagnoseMetric>> = {};
  for (const key of DIAGNOSE_METRICS) {
    const metrics = known.map((b) => b.metrics[key]);
    const used = metrics.filter((m) => m.state !== 'NOT_USED');
    if (used.length === 0) continue;
    const compared = known.filter((b) => b.metrics[key].state === 'COMPARED');
    if (known.length === 1 || compared.length === 0) out[key] = used[0]!;
    else out[key] = summed(key, compared);
  }
  return out;
}

function summed(key: DiagnoseMetricKey, compared: readonly Known[]): DiagnoseMetric {
  const first = compared[0]!.metrics[key];
  const totalArea = compared.reduce((sum, b) => sum + b.floorAreaM2, 0) || 1;
  const weight = (b: Known) => (first.unit === '%' ? b.floorAreaM2 / totalArea : 1);
  const actual = compared.reduce((s, b) => s + b.metrics[key].actual * weight(b), 0);
  const benchmark = compared.reduce((s, b) => s + b.metrics[key].benchmark * weight(b), 0);
  const breakdown = new Map<string, { value: number; unit: string }>();
  for (const b of compared) {
    for (const item of b.metrics[key].breakdown) {
      const sum = breakdown.get(item.label) ?? { value: 0, unit: item.unit };
      breakdown.set(item.label, { value: sum.value + item.value, unit: item.unit });
    }
  }
  const sources = [...new Set(compared.map((b) => b.metrics[key].source).filter(Boolean))];
  return comparedMetric(
    actual,
    benchmark,
    first.unit,
    first.isCurrency,
    [...breakdown].map(([label, { value, unit }]) => ({ label, value, unit })),
    {
      basis: `The sum of ${compared.length} buildings, each compared with its own benchmark`,
      source: sources.join('; '),
    },
  );
}
