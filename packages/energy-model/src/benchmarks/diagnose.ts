/**
 * Diagnose metrics (analysis spec §3 "Diagnosis"): for each of cost, electricity, gas, water,
 * dampAndMould, oil, carbon and tariff, how the building compares with the selected scheme's
 * benchmark, with a breakdown, what the benchmark is and its source, or why the metric is not
 * compared; and the notices the Diagnose screen shows. Every building type gets all eight metrics
 * under every scheme.
 */
import { END_USES, type Fuel } from '../building/enums';
import type { BuildingFacts } from '../building/facts';
import { CARBON_FACTORS_KG_PER_KWH } from '../building/fuels';
import { estimatePrepared, type Estimate } from '../model/estimate';
import { prepareBuilding, type PreparedBuilding } from '../model/prepareBuilding';
import { costOf } from '../model/summariseRun';
import { EnergyModelInputError } from '../errors';
import { operationalRating, type OperationalRating } from '../ratings/operationalRating';
import { FUEL_WORDS, type FuelComparator } from './comparator';
import {
  comparedMetric,
  readStoredMetric,
  uncomparedMetric,
  type BreakdownItem,
  type StoredDiagnoseMetric,
  type DiagnoseMetric,
  type DiagnoseMetricKey,
} from './metric';
import { noticesFor, type Notice } from './notices';
import { schemeComparison } from './schemeComparator';
import { benchmarkScheme, DEFAULT_SCHEME, type BenchmarkScheme } from './schemes';
import { dampMetric, tariffMetric, waterMetric, type TariffComparison } from './usageMetrics';

export { DIAGNOSE_METRICS, type DiagnoseMetric, type DiagnoseMetricKey } from './metric';
export type { Notice } from './notices';

export interface Diagnosis {
  scheme: string;
  schemeLabel: string;
  /** All eight metrics, each compared or saying why not (null only in results stored before). */
  diagnoseMetrics: Record<DiagnoseMetricKey, DiagnoseMetric> | null;
  potentialMetrics: Record<DiagnoseMetricKey, DiagnoseMetric> | null;
  /** What the Diagnose tab compares the building with, in one sentence. */
  diagnoseBasis: string;
  /** The same for the Potential tab (null without a potential building). */
  potentialBasis: string | null;
  notices: Notice[];
  rating: string;
  enteredRating: string | null;
  operationalRating: OperationalRating | null;
  energyUsageIntensity: number;
  informationCompletePercentage: number;
}

export interface DiagnoseOptions {
  /** Scheme key for the diagnose tab (default CIBSE). */
  diagnoseMetric?: string;
  /** Scheme key for the potential tab (default CIBSE). */
  potentialMetric?: string;
  /** The building after its recommended measures (from evaluateScenarios). */
  potential?: Estimate;
  /**
   * The tariffs the tariff cards compare: the tariff metric is then the cost on the current
   * tariff against the cheapest of them, costed by suggestTariffs as the cards are.
   */
  tariffs?: TariffComparison;
  /** Annual cost on the cheapest suggested tariff, £ (older callers; `tariffs` is preferred). */
  bestTariffCostGbp?: number;
  /** Water the building used in a year, m³, from a meter or bill. */
  measuredWaterM3?: number;
}

const LABELS: Record<string, string> = {
  spaceHeating: 'Space heating',
  hotWater: 'Hot water',
  cooling: 'Cooling',
  lighting: 'Lighting',
  equipment: 'Equipment',
  fansAndPumps: 'Fans and pumps',
  gasCooking: 'Gas cooking',
};

function fuelOfUse(p: PreparedBuilding, use: string): Fuel {
  if (use === 'spaceHeating') return p.inputs.heating.fuel;
  if (use === 'hotWater') return p.inputs.hotWaterElectric ? 'electricity' : p.inputs.heating.fuel;
  if (use === 'gasCooking') return 'gas';
  return 'electricity';
}

/** A fuel metric: compared with the scheme's figure, or why not. */
function fuelMetric(
  p: PreparedBuilding,
  est: Estimate,
  fuel: Fuel,
  cmp: FuelComparator | null,
  noScheme: string | null,
): DiagnoseMetric {
  const actual = est.annual.byFuel[fuel].value;
  const benchmark = cmp?.byFuel[fuel] ?? 0;
  const text = cmp?.text[fuel];
  if (actual <= 0 && benchmark <= 0)
    return uncomparedMetric('NOT_USED', `This building uses no ${FUEL_WORDS[fuel]}.`, 'kWh', false);
  if (!cmp || !text)
    return uncomparedMetric(
      'NO_BENCHMARK',
      cmp?.noFigure[fuel] ?? noScheme ?? `There is no ${FUEL_WORDS[fuel]} figure to compare with.`,
      'kWh',
      false,
    );
  const uses = END_USES.filter(
    (u) => est.annual.byEndUse[u].value > 0 && fuelOfUse(p, u) === fuel,
  ).map((u) => ({ label: LABELS[u]!, value: est.annual.byEndUse[u].value, unit: 'kWh' }));
  return comparedMetric(actual, benchmark, 'kWh', false, uses, text);
}

function metricsFor(
  p: PreparedBuilding,
  est: Estimate,
  scheme: BenchmarkScheme,
  options: DiagnoseOptions,
): { metrics: Record<DiagnoseMetricKey, DiagnoseMetric>; basis: string; label: string | null } {
  const { comparator: cmp, reason } = schemeComparison(p, est, scheme);
  const a = est.annual;
  const fuelBreakdown = (unit: string, per: (f: Fuel, kwh: number) => number): BreakdownItem[] =>
    (Object.keys(a.byFuel) as Fuel[])
      .filter((f) => a.byFuel[f].value > 0)
      .map((f) => ({ label: f, value: per(f, a.byFuel[f].value), unit }));
  const derived = (what: string) =>
    cmp
      ? {
          basis: `The benchmark's energy (${Object.entries(cmp.byFuel)
            .filter(([, kwh]) => kwh > 0)
            .map(
              ([f, kwh]) =>
                `${Math.round(kwh).toLocaleString('en-GB')} kWh of ${FUEL_WORDS[f as Fuel]}`,
            )
            .join(', ')}) ${what}`,
          source: cmp.source,
        }
      : null;
  const costText = derived("at this building's prices and standing charges");
  const carbonText = derived('at the DESNZ 2025 greenhouse gas conversion factors');
  let benchCarbon = 0;
  if (cmp)
    for (const f of Object.keys(cmp.byFuel) as Fuel[])
      benchCarbon += cmp.byFuel[f] * CARBON_FACTORS_KG_PER_KWH[f];
  const noScheme = reason ?? 'There is no benchmark to compare with.';
  const metrics: Record<DiagnoseMetricKey, DiagnoseMetric> = {
    cost:
      cmp && costText
        ? comparedMetric(
            a.costGbp.value,
            costOf(cmp.byFuel, 0, p.prices),
            'GBP',
            true,
            fuelBreakdown(
              'GBP',
              (f, kwh) => (kwh * p.prices[f].unitRate + p.prices[f].standingCharge * 365) / 100,
            ),
            costText,
          )
        : uncomparedMetric('NO_BENCHMARK', noScheme, 'GBP', true),
    electricity: fuelMetric(p, est, 'electricity', cmp, reason),
    gas: fuelMetric(p, est, 'gas', cmp, reason),
    water: waterMetric(p, est, options.measuredWaterM3),
    dampAndMould: dampMetric(est),
    oil: fuelMetric(p, est, 'oil', cmp, reason),
    carbon:
      cmp && carbonText
        ? comparedMetric(
            a.carbonKg.value,
            benchCarbon,
            'kgCO2e',
            false,
            fuelBreakdown('kgCO2e', (f, kwh) => kwh * CARBON_FACTORS_KG_PER_KWH[f]),
            carbonText,
          )
        : uncomparedMetric('NO_BENCHMARK', noScheme, 'kgCO2e', false),
    tariff: tariffMetric(est, options.tariffs, options.bestTariffCostGbp),
  };
  return { metrics, basis: cmp?.summary ?? noScheme, label: cmp?.label ?? null };
}

function schemeOf(key: string, field: string): BenchmarkScheme {
  const scheme = benchmarkScheme(key);
  if (!scheme) throw new EnergyModelInputError(field, `unknown scheme "${key}"`);
  return scheme;
}

export function diagnosePrepared(
  p: PreparedBuilding,
  est: Estimate,
  options: DiagnoseOptions = {},
): Diagnosis {
  const dScheme = schemeOf(options.diagnoseMetric ?? DEFAULT_SCHEME, 'diagnoseMetric');
  const pScheme = schemeOf(options.potentialMetric ?? DEFAULT_SCHEME, 'potentialMetric');
  const diagnosed = metricsFor(p, est, dScheme, options);
  // The potential building's tariffs are costed on its own use; a legacy best cost was not.
  const potential = options.potential
    ? metricsFor(p, options.potential, pScheme, {
        ...options,
        bestTariffCostGbp: undefined,
      })
    : null;
  const notices: Notice[] = [
    {
      notice: `Estimated EPC band ${est.epc.band}${est.epc.source === 'ENTERED' ? ' (as entered)' : ''}.`,
      highlights: [est.epc.band],
      noticeType: 'ACTUAL',
      variant: ['A+', 'A', 'B', 'C'].includes(est.epc.band) ? 'POSITIVE' : 'NEGATIVE',
      learnMoreURL: null,
    },
    ...noticesFor(diagnosed, dScheme, 'DIAGNOSE', est),
    ...(potential ? noticesFor(potential, pScheme, 'POTENTIAL', options.potential!) : []),
  ];
  return {
    scheme: dScheme.key,
    schemeLabel: dScheme.label,
    diagnoseMetrics: diagnosed.metrics,
    potentialMetrics: potential?.metrics ?? null,
    diagnoseBasis: diagnosed.basis,
    potentialBasis: potential?.basis ?? null,
    notices,
    rating: est.epc.band,
    enteredRating: est.epc.enteredRating,
    operationalRating: p.type.domestic || !p.calibration ? null : operationalRating(p, est),
    energyUsageIntensity: est.annual.energyUseIntensityKwhM2.value,
    informationCompletePercentage: est.informationCompletePercentage,
  };
}

/** A diagnosis as stored by any engine version (older ones lack the states, bases and sources). */
export type StoredDiagnosis = Omit<
  Diagnosis,
  'diagnoseMetrics' | 'potentialMetrics' | 'diagnoseBasis' | 'potentialBasis'
> & {
  diagnoseMetrics: Record<DiagnoseMetricKey, StoredDiagnoseMetric> | null;
  potentialMetrics: Record<DiagnoseMetricKey, StoredDiagnoseMetric> | null;
  diagnoseBasis?: string;
  potentialBasis?: string | null;
};

/**
 * Reads a stored diagnosis of any engine version in today's shape. One stored before homes were
 * compared under CIBSE may have no metrics (null); its basis is then the scheme's old notice.
 */
export function readStoredDiagnosis(stored: StoredDiagnosis): Diagnosis {
  const metrics = (m: Record<DiagnoseMetricKey, StoredDiagnoseMetric> | null) =>
    m
      ? (Object.fromEntries(Object.entries(m).map(([k, v]) => [k, readStoredMetric(v)])) as Record<
          DiagnoseMetricKey,
          DiagnoseMetric
        >)
      : null;
  return {
    ...stored,
    diagnoseMetrics: metrics(stored.diagnoseMetrics),
    potentialMetrics: metrics(stored.potentialMetrics),
    diagnoseBasis:
      stored.diagnoseBasis ??
      (stored.diagnoseMetrics
        ? `Compared with ${stored.schemeLabel}.`
        : `${stored.schemeLabel} has no benchmark for this building type.`),
    potentialBasis: stored.potentialBasis ?? null,
  };
}

/** Estimates the building and diagnoses it against the chosen schemes. */
export function diagnose(facts: BuildingFacts, options: DiagnoseOptions = {}): Diagnosis {
  const p = prepareBuilding(facts);
  return diagnosePrepared(p, estimatePrepared(p), options);
}
