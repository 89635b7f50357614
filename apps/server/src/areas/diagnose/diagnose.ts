import type { Kysely } from 'kysely';
import {
  BENCHMARK_SCHEMES,
  DEFAULT_SCHEME,
  DIAGNOSE_METRICS,
  EPC_RATINGS,
  PARAMETER_DEFINITIONS,
  siteDiagnoseMetrics,
  type BuildingMetrics,
  type BreakdownItem,
  type DiagnoseMetric,
  type DiagnoseMetricKey,
  type Diagnosis,
  type Notice,
} from '@wattwise/energy-model';
import { cachedRead, deepFreeze } from '../../db/readCache';
import type { Database } from '../../db/schema';
import { badAnalysisRequest } from '../../platform/errors/analysisErrors';
import { meteredYear, type MeteredYear } from '../data/meteredYear';
import { actualFigures } from './actualFigures';
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
  /** The Actual tab's usage by fuel, kWh: the same source as the KPIs (meters, else the model). */
  usageBreakdown: BreakdownItem[];
  assumptions: AssumptionView[];
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
 * A site's metrics from its buildings' (the engine's rule: one building's as they are, several
 * summed), without the totals the contract leaves out.
 */
function siteMetricViews(
  buildings: readonly BuildingMetrics[],
): Partial<Record<DiagnoseMetricKey, MetricView>> {
  const metrics = siteDiagnoseMetrics(buildings);
  const out: Partial<Record<DiagnoseMetricKey, MetricView>> = {};
  for (const key of DIAGNOSE_METRICS) {
    const metric = metrics[key];
    // A metric that is not compared (no data, no benchmark, a fuel not used) carries zeros, not
    // figures: the contract has no words for its state yet, so it is left out, as before metrics
    // had a state, rather than drawn as an empty bar that reads 'very poor'.
    if (metric?.state === 'COMPARED') out[key] = withoutTotals(metric);
  }
  return out;
}

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
  // A metered building's Actual is its meters' last 12 months (the Optimise overview's window).
  const metered = site.last_metering_at
    ? await meteredYear(
        db,
        site.id,
        buildings.map((b) => b.building.id),
      )
    : null;
  // Everything the diagnosis depends on: the same runs, states and options give the same answer
  // on every replica, so it is computed (and checked against the contract) once.
  const key = [
    diagnoseKey,
    potentialKey,
    full,
    site.sandbox,
    ...buildings.map((b) => `${b.building.id}:${b.runId ?? ''}:${b.running}`),
    metered ? JSON.stringify([metered.lastReading, [...metered.kwh]]) : 'unmetered',
  ].join(' ');
  let known = diagnosesByDatabase.get(db);
  if (!known) {
    known = new Map();
    diagnosesByDatabase.set(db, known);
  }
  const kept = known.get(key);
  if (kept) return kept;
  const diagnosis = deepFreeze(
    computeDiagnosis(site.sandbox, buildings, full, diagnoseKey, potentialKey, metered),
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
  metered: MeteredYear | null,
): DiagnosisView {
  const modelled = buildings.filter((b) => b.results !== null);
  const actual = actualFigures(modelled, metered);
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
    kpis: modelled.length === 0 ? [] : actual.kpis,
    // A default EPC of G is shown when none is given (analysis §2.2).
    rating: epcRatingOf(largest?.diagnose.rating) ?? 'G',
    enteredRating: epcRatingOf(largest?.diagnose.enteredRating),
    targetRating: full && largest ? epcRatingOf(bestReachableBand(largest.entry)) : null,
    // The engine's national-average band stored by the model job, paid sites only (analysis §6).
    averageRating: full && largest ? epcRatingOf(largest.entry.results!.averageRating?.band) : null,
    notices: [
      ...actual.notices,
      ...(full ? notices : notices.filter((n) => n.noticeType === 'ACTUAL')),
    ],
    diagnoseMetrics: full
      ? siteMetricViews(
          diagnosed.map((d) => ({ metrics: d.diagnose.diagnoseMetrics, floorAreaM2: d.area })),
        )
      : {},
    potentialMetrics: full
      ? siteMetricViews(
          diagnosed.map((d) => ({ metrics: d.potential.potentialMetrics, floorAreaM2: d.area })),
        )
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
    usageBreakdown: actual.usageBreakdown,
    // 'What we assumed' is one building's: a site of several shows it per building.
    assumptions: modelled.length === 1 ? assumptionsOf(modelled[0]!) : [],
    sandbox,
  };
}

interface AssumptionView {
  field: string;
  label: string;
  text: string;
  likelihood: number | null;
  source: string;
  parameterId: string | null;
}

/** The building parameter that changes an assumption (the engine's assumption fields by name). */
const PARAMETER_OF_ASSUMPTION: Readonly<Record<string, string>> = {
  glazing: 'glazing',
  wall: 'wallU',
  loft: 'loftInsulationMm',
  heatingSetpoint: 'heatingSetpointC',
  heatingHours: 'heatingHoursPerWeek',
  heatingSystem: 'heatingEfficiency',
};

/** The stored run's assumptions in words, each with its likelihood and its parameter if any. */
function assumptionsOf(entry: AnalysedBuilding): AssumptionView[] {
  return (entry.results!.estimate.assumptions ?? []).map((a) => ({
    field: a.field,
    label: a.label,
    text: a.text,
    likelihood:
      a.basis === 'DEFAULT' || a.basis === 'NOTICE' || a.options.length < 2
        ? null
        : Math.max(...a.options.map((o) => o.probability)),
    source: a.source,
    parameterId: PARAMETER_DEFINITIONS.some((d) => d.id === PARAMETER_OF_ASSUMPTION[a.field])
      ? PARAMETER_OF_ASSUMPTION[a.field]!
      : null,
  }));
}
