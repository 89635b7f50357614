import type { Kysely } from 'kysely';
import {
  BENCHMARK_SCHEMES,
  DEFAULT_SCHEME,
  DIAGNOSE_METRICS,
  EPC_RATINGS,
  type DiagnoseMetric,
  type DiagnoseMetricKey,
  type Diagnosis,
  type Notice,
} from '@wattwise/energy-model';
import { cachedRead, deepFreeze } from '../db/readCache';
import type { Database } from '../db/schema';
import { badAnalysisRequest } from './analysisErrors';
import { analysedSite, siteRunningState, type AnalysedBuilding } from './analysisBuildings';

/** The schemes of the Scheme selector (analysis §2.2, §9), straight from the engine. */
export function diagnoseSchemes() {
  return BENCHMARK_SCHEMES.map((scheme) => ({
    key: scheme.key,
    label: scheme.label,
    source: scheme.source,
  }));
}

type MetricView = Omit<DiagnoseMetric, 'actual' | 'benchmark'>;
type EpcRating = (typeof EPC_RATINGS)[number];

/** A band on the contract's A to G scale (shell §3); the engine's domestic 'A+' shows as A. */
export function epcRatingOf(band: string | null | undefined): EpcRating | null {
  if (!band) return null;
  if (band === 'A+') return 'A';
  return (EPC_RATINGS as readonly string[]).includes(band) ? (band as EpcRating) : null;
}

export interface DiagnosisView {
  kpis: { text: string; value: number | null; unit: string; isCurrency: boolean }[];
  rating: EpcRating | null;
  targetRating: EpcRating | null;
  averageRating: EpcRating | null;
  enteredRating: EpcRating | null;
  notices: Notice[];
  diagnoseMetrics: Partial<Record<DiagnoseMetricKey, MetricView>>;
  potentialMetrics: Partial<Record<DiagnoseMetricKey, MetricView>>;
  informationCompletePercentage: number;
  energyModelRunning: string;
  usingAI: boolean;
  energyUsageIntensity: number | null;
  sandbox: boolean;
}

/** A scheme key known to the engine, else 400 naming it and the known ones. */
function schemeKey(requested: string | undefined, field: string): string {
  const key = requested ?? DEFAULT_SCHEME;
  if (!BENCHMARK_SCHEMES.some((scheme) => scheme.key === key)) {
    throw badAnalysisRequest(
      `Unknown scheme '${key}' in ${field}. Known schemes: ${BENCHMARK_SCHEMES.map((s) => s.key).join(', ')}.`,
      { field, scheme: key },
    );
  }
  return key;
}

function storedDiagnosis(entry: AnalysedBuilding, key: string, field: string): Diagnosis {
  const diagnosis = entry.results?.diagnoses[key];
  if (!diagnosis) {
    throw badAnalysisRequest(
      `The scheme '${key}' (${field}) is not in the stored results of building '${entry.building.name}'; they will include it after the next model run.`,
      { field, scheme: key },
    );
  }
  return diagnosis;
}

function withoutTotals(metric: DiagnoseMetric): MetricView {
  const { actual: _actual, benchmark: _benchmark, ...view } = metric;
  return view;
}

/**
 * Metrics of several buildings summed (analysis §2.2: a site sums its buildings). The bar,
 * percentage and direction follow the engine's metric rule (energy-model benchmarks/diagnose.ts
 * `metric`) applied to the sums; a percentage metric (damp and mould risk) is the floor-area
 * weighted mean instead of a sum.
 */
function sumMetrics(
  parts: { metrics: Record<DiagnoseMetricKey, DiagnoseMetric> | null; area: number }[],
): Partial<Record<DiagnoseMetricKey, MetricView>> {
  const known = parts.filter(
    (p): p is { metrics: Record<DiagnoseMetricKey, DiagnoseMetric>; area: number } =>
      p.metrics !== null,
  );
  if (known.length === 0) return {};
  if (known.length === 1) return viewOf(known[0]!.metrics);
  const totalArea = known.reduce((sum, p) => sum + p.area, 0) || 1;
  const out: Partial<Record<DiagnoseMetricKey, MetricView>> = {};
  for (const key of DIAGNOSE_METRICS) {
    const first = known[0]!.metrics[key];
    const mean = first.unit === '%';
    const weight = (p: (typeof known)[number]) => (mean ? p.area / totalArea : 1);
    const actual = known.reduce((s, p) => s + p.metrics[key].actual * weight(p), 0);
    const benchmark = known.reduce((s, p) => s + p.metrics[key].benchmark * weight(p), 0);
    const breakdown = new Map<string, { value: number; unit: string }>();
    for (const p of known) {
      for (const item of p.metrics[key].breakdown) {
        const sum = breakdown.get(item.label) ?? { value: 0, unit: item.unit };
        breakdown.set(item.label, { value: sum.value + item.value, unit: item.unit });
      }
    }
    if (actual === 0 && benchmark === 0) continue;
    const over = Math.max(0, actual - benchmark);
    out[key] = {
      // A sum of the buildings' compared figures; what each was compared with stays per building.
      state: 'COMPARED',
      reason: null,
      basis: null,
      source: null,
      actualImprovement: over,
      percentageImprovement: actual > 0 ? (over / actual) * 100 : 0,
      barPercentage: actual > benchmark && actual > 0 ? (benchmark / actual) * 100 : 100,
      unit: first.unit,
      isCurrency: first.isCurrency,
      direction: actual > benchmark ? 'DOWN' : 'UP',
      breakdown: [...breakdown].map(([label, { value, unit }]) => ({ label, value, unit })),
    };
  }
  return out;
}

/** One building's metrics as the engine gave them, without fuels it neither uses nor is benchmarked on. */
function viewOf(metrics: Record<DiagnoseMetricKey, DiagnoseMetric>) {
  const out: Partial<Record<DiagnoseMetricKey, MetricView>> = {};
  for (const key of DIAGNOSE_METRICS) {
    const metric = metrics[key];
    if (metric.actual === 0 && metric.benchmark === 0) continue;
    out[key] = withoutTotals(metric);
  }
  return out;
}

/** The best band the measures can reach (the stored EPC target search), null when none is better. */
function bestReachableBand(entry: AnalysedBuilding): string | null {
  const targets = entry.results?.epcTargets ?? {};
  for (const band of EPC_RATINGS) if (targets[band]?.feasible) return band;
  return null;
}

/**
 * Diagnose of a site or one building (analysis §2.2, §3, §7.2) from the stored results of each
 * building's latest complete model run. Free (unpaid) Predict sites get the Actual content only
 * (analysis §2.2, §6): no diagnose or potential metrics, no target or average rating.
 */
export async function diagnoseSite(
  db: Kysely<Database>,
  request: {
    siteId: string;
    buildingId?: string;
    diagnoseMetric?: string;
    potentialMetric?: string;
    /** The simple (no sign-in) diagnose shows every metric of its demo site (analysis §2.2). */
    allMetrics?: boolean;
  },
): Promise<DiagnosisView> {
  // The same request answers the same until the database is next written (db/readCache.ts).
  const key = `diagnose ${request.siteId} ${request.buildingId ?? ''} ${request.diagnoseMetric ?? ''} ${request.potentialMetric ?? ''} ${request.allMetrics === true}`;
  return cachedRead(db, key, () => readDiagnosis(db, request));
}

async function readDiagnosis(
  db: Kysely<Database>,
  request: Parameters<typeof diagnoseSite>[1],
): Promise<DiagnosisView> {
  const diagnoseKey = schemeKey(request.diagnoseMetric, 'diagnoseMetric');
  const potentialKey = schemeKey(request.potentialMetric, 'potentialMetric');
  const { site, buildings } = await analysedSite(db, request.siteId, request.buildingId);
  const full = request.allMetrics === true || site.paid || site.demo;
  // Everything the diagnosis depends on: the same runs, states and options give the same answer
  // on every replica, so it is computed (and checked against the contract) once.
  const key = [
    diagnoseKey,
    potentialKey,
    full,
    site.sandbox,
    ...buildings.map((b) => `${b.building.id}:${b.runId ?? ''}:${b.running}`),
  ].join(' ');
  let known = diagnosesByDatabase.get(db);
  if (!known) {
    known = new Map();
    diagnosesByDatabase.set(db, known);
  }
  const kept = known.get(key);
  if (kept) return kept;
  const diagnosis = deepFreeze(
    computeDiagnosis(site.sandbox, buildings, full, diagnoseKey, potentialKey),
  );
  if (known.size >= DIAGNOSES_KEPT) known.clear();
  known.set(key, diagnosis);
  return diagnosis;
}

/** Diagnoses kept per database, by their inputs (designed; each is a few kB). */
const DIAGNOSES_KEPT = 500;
const diagnosesByDatabase = new WeakMap<Kysely<Database>, Map<string, DiagnosisView>>();

function computeDiagnosis(
  sandbox: boolean,
  buildings: AnalysedBuilding[],
  full: boolean,
  diagnoseKey: string,
  potentialKey: string,
): DiagnosisView {
  const modelled = buildings.filter((b) => b.results !== null);
  const diagnosed = modelled.map((entry) => ({
    entry,
    area: entry.results!.estimate.floorAreaM2,
    diagnose: storedDiagnosis(entry, diagnoseKey, 'diagnoseMetric'),
    potential: storedDiagnosis(entry, potentialKey, 'potentialMetric'),
  }));
  const totalOf = (pick: (e: AnalysedBuilding) => number) =>
    modelled.reduce((sum, e) => sum + pick(e), 0);
  const area = totalOf((e) => e.results!.estimate.floorAreaM2);
  const totalKwh = totalOf((e) => e.results!.estimate.annual.totalKwh.value);
  // The site's rating is that of its largest building (designed: a band does not sum).
  const largest = [...diagnosed].sort((a, b) => b.area - a.area)[0];
  const notices = diagnosed.flatMap(({ diagnose, potential }) => [
    ...diagnose.notices.filter((n) => n.noticeType !== 'POTENTIAL'),
    ...potential.notices.filter((n) => n.noticeType === 'POTENTIAL'),
  ]);
  return {
    kpis:
      modelled.length === 0
        ? []
        : [
            { text: 'Energy use', value: totalKwh, unit: 'kWh', isCurrency: false },
            {
              text: 'Energy cost',
              value: totalOf((e) => e.results!.estimate.annual.costGbp.value),
              unit: 'GBP',
              isCurrency: true,
            },
            {
              text: 'Carbon',
              value: totalOf((e) => e.results!.estimate.annual.carbonKg.value),
              unit: 'kgCO2e',
              isCurrency: false,
            },
          ],
    // A default EPC of G is shown when none is given (analysis §2.2).
    rating: epcRatingOf(largest?.diagnose.rating) ?? 'G',
    enteredRating: epcRatingOf(largest?.diagnose.enteredRating),
    targetRating: full && largest ? epcRatingOf(bestReachableBand(largest.entry)) : null,
    // The engine's national-average band stored by the model job, paid sites only (analysis §6).
    averageRating: full && largest ? epcRatingOf(largest.entry.results!.averageRating?.band) : null,
    notices: full ? notices : notices.filter((n) => n.noticeType === 'ACTUAL'),
    diagnoseMetrics: full
      ? sumMetrics(diagnosed.map((d) => ({ metrics: d.diagnose.diagnoseMetrics, area: d.area })))
      : {},
    potentialMetrics: full
      ? sumMetrics(diagnosed.map((d) => ({ metrics: d.potential.potentialMetrics, area: d.area })))
      : {},
    // The engine states completeness 0–100; the contract's field is a fraction (analysis §9).
    informationCompletePercentage:
      area > 0
        ? diagnosed.reduce((s, d) => s + d.diagnose.informationCompletePercentage * d.area, 0) /
          area /
          100
        : 0,
    energyModelRunning: siteRunningState(buildings),
    usingAI: modelled.length > 0,
    energyUsageIntensity:
      diagnosed.length === 1
        ? diagnosed[0]!.diagnose.energyUsageIntensity
        : area > 0
          ? totalKwh / area
          : null,
    sandbox,
  };
}
