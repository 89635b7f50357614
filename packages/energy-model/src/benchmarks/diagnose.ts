/**
 * Diagnose metrics (analysis spec §3 "Diagnosis"): for each of cost, electricity, gas, water,
 * dampAndMould, oil, carbon and tariff, how the building compares with the selected scheme's
 * benchmark, with a breakdown, and the notices the Diagnose screen shows.
 */
import { END_USES, type Fuel } from '../building/enums';
import type { BuildingFacts } from '../building/facts';
import { CARBON_FACTORS_KG_PER_KWH } from '../building/fuels';
import { estimatePrepared, type Estimate } from '../model/estimate';
import { prepareBuilding, type PreparedBuilding } from '../model/prepareBuilding';
import { costOf } from '../model/summariseRun';
import { EnergyModelInputError } from '../errors';
import { operationalRating, type OperationalRating } from '../ratings/operationalRating';
import { adjustedTm46Benchmark, tm46Category, tm46DegreeDaysForSapRegion } from './tm46';
import {
  benchmarkScheme,
  DEFAULT_SCHEME,
  waterBenchmarkM3PerM2,
  type BenchmarkScheme,
} from './schemes';
import { diagnoseMetric, type BreakdownItem, type DiagnoseMetric } from './diagnoseMetric';

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

export type { BreakdownItem, DiagnoseMetric } from './diagnoseMetric';

export interface Notice {
  notice: string;
  highlights: string[];
  noticeType: 'ACTUAL' | 'DIAGNOSE' | 'POTENTIAL';
  variant: 'POSITIVE' | 'NEGATIVE';
  learnMoreURL: string | null;
}

export interface Diagnosis {
  scheme: string;
  schemeLabel: string;
  /** null when the scheme has no benchmark for this building type. */
  diagnoseMetrics: Record<DiagnoseMetricKey, DiagnoseMetric> | null;
  potentialMetrics: Record<DiagnoseMetricKey, DiagnoseMetric> | null;
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
  /** Annual cost on the cheapest suggested tariff, £ (from suggestTariffs). */
  bestTariffCostGbp?: number;
}

/** Target damp-and-mould risk used as its "benchmark" (the LOW/MEDIUM boundary, assumption). */
const DAMP_TARGET = 0.33;

interface Benchmarks {
  byFuel: Record<Fuel, number>;
  water: number;
}

function schemeBenchmarks(
  p: PreparedBuilding,
  est: Estimate,
  scheme: BenchmarkScheme,
): Benchmarks | null {
  const row = scheme.rows[p.type.key];
  if (!row) return null;
  const A = est.floorAreaM2;
  let elecM2 = row.electricityKwhM2;
  let fossilM2 = row.fossilKwhM2;
  if (scheme.tm46Adjustments && p.type.tm46) {
    const cat = tm46Category(p.type.tm46);
    if (cat) {
      const adj = adjustedTm46Benchmark(cat, {
        annualHeatingDegreeDays: tm46DegreeDaysForSapRegion(p.inputs.climate.id),
        occupiedHoursPerYear: (p.inputs.occupiedHoursPerWeek * 52) | 0,
      });
      elecM2 = adj.electricityKwhM2;
      fossilM2 = adj.fossilThermalKwhM2;
    }
  }
  const actual = est.annual.byFuel;
  const fossilActual = Object.entries(actual).filter(([f]) => f !== 'electricity');
  const fossilTotal = fossilActual.reduce((s, [, r]) => s + r.value, 0);
  const byFuel: Record<Fuel, number> = {
    electricity: 0,
    gas: 0,
    oil: 0,
    lpg: 0,
    biomass: 0,
    solidFuel: 0,
    districtHeat: 0,
    biogas: 0,
  };
  if (row.totalKwhM2 !== undefined) {
    // Total-only scheme: split the limit in the building's own fuel shares.
    const total = est.annual.totalKwh.value || 1;
    for (const f of Object.keys(byFuel) as Fuel[])
      byFuel[f] = (row.totalKwhM2 * A * actual[f].value) / total;
  } else {
    byFuel.electricity = (elecM2 ?? 0) * A;
    const fossil = (fossilM2 ?? 0) * A;
    // Fossil benchmark shared across the building's fossil fuels (gas when it burns none).
    if (fossilTotal > 0)
      for (const [f, r] of fossilActual) byFuel[f as Fuel] = (fossil * r.value) / fossilTotal;
    else if (p.inputs.heating.fuel === 'electricity')
      byFuel.electricity += fossil * 0.35; // heat delivered electrically at ~1/0.35 less (assumption)
    else byFuel.gas = fossil;
  }
  return { byFuel, water: waterBenchmarkM3PerM2(p.type) * A };
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

function metricsFor(
  p: PreparedBuilding,
  est: Estimate,
  scheme: BenchmarkScheme,
  bestTariffCostGbp?: number,
): Record<DiagnoseMetricKey, DiagnoseMetric> | null {
  const bm = schemeBenchmarks(p, est, scheme);
  if (!bm) return null;
  const a = est.annual;
  const uses = (fuel: Fuel): BreakdownItem[] =>
    END_USES.filter((u) => a.byEndUse[u].value > 0 && fuelOfUse(p, u) === fuel).map((u) => ({
      label: LABELS[u]!,
      value: a.byEndUse[u].value,
      unit: 'kWh',
    }));
  const benchCost = costOf(bm.byFuel, 0, p.prices);
  let benchCarbon = 0;
  for (const f of Object.keys(bm.byFuel) as Fuel[])
    benchCarbon += bm.byFuel[f] * CARBON_FACTORS_KG_PER_KWH[f];
  const fuelBreakdown = (unit: string, per: (f: Fuel, kwh: number) => number): BreakdownItem[] =>
    (Object.keys(a.byFuel) as Fuel[])
      .filter((f) => a.byFuel[f].value > 0)
      .map((f) => ({ label: f, value: per(f, a.byFuel[f].value), unit }));
  const tariffCost = bestTariffCostGbp ?? a.costGbp.value;
  return {
    cost: diagnoseMetric(
      a.costGbp.value,
      benchCost,
      'GBP',
      true,
      fuelBreakdown(
        'GBP',
        (f, kwh) => (kwh * p.prices[f].unitRate + p.prices[f].standingCharge * 365) / 100,
      ),
    ),
    electricity: diagnoseMetric(
      a.byFuel.electricity.value,
      bm.byFuel.electricity,
      'kWh',
      false,
      uses('electricity'),
    ),
    gas: diagnoseMetric(a.byFuel.gas.value, bm.byFuel.gas, 'kWh', false, uses('gas')),
    water: diagnoseMetric(a.waterM3.value, bm.water, 'm³', false, []),
    dampAndMould: diagnoseMetric(
      est.dampAndMould.risk.value * 100,
      DAMP_TARGET * 100,
      '%',
      false,
      [],
    ),
    oil: diagnoseMetric(a.byFuel.oil.value, bm.byFuel.oil, 'kWh', false, uses('oil')),
    carbon: diagnoseMetric(
      a.carbonKg.value,
      benchCarbon,
      'kgCO2e',
      false,
      fuelBreakdown('kgCO2e', (f, kwh) => kwh * CARBON_FACTORS_KG_PER_KWH[f]),
    ),
    tariff: diagnoseMetric(a.costGbp.value, Math.min(a.costGbp.value, tariffCost), 'GBP', true, []),
  };
}

function fuelOfUse(p: PreparedBuilding, use: string): Fuel {
  if (use === 'spaceHeating') return p.inputs.heating.fuel;
  if (use === 'hotWater') return p.inputs.hotWaterElectric ? 'electricity' : p.inputs.heating.fuel;
  return 'electricity';
}

function noticesFor(
  metrics: Record<DiagnoseMetricKey, DiagnoseMetric> | null,
  scheme: BenchmarkScheme,
  type: 'DIAGNOSE' | 'POTENTIAL',
): Notice[] {
  if (!metrics) {
    return [
      {
        notice: `${scheme.label} has no benchmark for this building type.`,
        highlights: [scheme.label],
        noticeType: type,
        variant: 'NEGATIVE',
        learnMoreURL: null,
      },
    ];
  }
  const out: Notice[] = [];
  const pct = (m: DiagnoseMetric): string =>
    `${Math.round(m.benchmark > 0 ? ((m.actual - m.benchmark) / m.benchmark) * 100 : 0)}%`;
  for (const key of ['electricity', 'gas', 'oil', 'carbon'] as const) {
    const m = metrics[key];
    if (m.actual <= 0 && m.benchmark <= 0) continue;
    if (m.direction === 'DOWN') {
      out.push({
        notice: `Your ${key} use is ${pct(m)} above the ${scheme.label} benchmark.`,
        highlights: [pct(m)],
        noticeType: type,
        variant: 'NEGATIVE',
        learnMoreURL: null,
      });
    } else {
      const below = `${Math.round(m.benchmark > 0 ? ((m.benchmark - m.actual) / m.benchmark) * 100 : 0)}%`;
      out.push({
        notice: `Your ${key} use is ${below} below the ${scheme.label} benchmark.`,
        highlights: [below],
        noticeType: type,
        variant: 'POSITIVE',
        learnMoreURL: null,
      });
    }
  }
  if (metrics.dampAndMould.direction === 'DOWN') {
    out.push({
      notice: 'The building shows a raised risk of damp and mould.',
      highlights: ['damp and mould'],
      noticeType: type,
      variant: 'NEGATIVE',
      learnMoreURL: null,
    });
  }
  return out;
}

export function diagnosePrepared(
  p: PreparedBuilding,
  est: Estimate,
  options: DiagnoseOptions = {},
): Diagnosis {
  const dKey = options.diagnoseMetric ?? DEFAULT_SCHEME;
  const pKey = options.potentialMetric ?? DEFAULT_SCHEME;
  const dScheme = benchmarkScheme(dKey);
  const pScheme = benchmarkScheme(pKey);
  if (!dScheme) throw new EnergyModelInputError('diagnoseMetric', `unknown scheme "${dKey}"`);
  if (!pScheme) throw new EnergyModelInputError('potentialMetric', `unknown scheme "${pKey}"`);
  const diagnoseMetrics = metricsFor(p, est, dScheme, options.bestTariffCostGbp);
  const potentialMetrics = options.potential ? metricsFor(p, options.potential, pScheme) : null;
  const notices = [
    {
      notice: `Estimated EPC band ${est.epc.band}${est.epc.source === 'ENTERED' ? ' (as entered)' : ''}.`,
      highlights: [est.epc.band],
      noticeType: 'ACTUAL' as const,
      variant: ['A+', 'A', 'B', 'C'].includes(est.epc.band)
        ? ('POSITIVE' as const)
        : ('NEGATIVE' as const),
      learnMoreURL: null,
    },
    ...noticesFor(diagnoseMetrics, dScheme, 'DIAGNOSE'),
    ...(options.potential ? noticesFor(potentialMetrics, pScheme, 'POTENTIAL') : []),
  ];
  return {
    scheme: dScheme.key,
    schemeLabel: dScheme.label,
    diagnoseMetrics,
    potentialMetrics,
    notices,
    rating: est.epc.band,
    enteredRating: est.epc.enteredRating,
    operationalRating: p.type.domestic || !p.calibration ? null : operationalRating(p, est),
    energyUsageIntensity: est.annual.energyUseIntensityKwhM2.value,
    informationCompletePercentage: est.informationCompletePercentage,
  };
}

/** Estimates the building and diagnoses it against the chosen schemes. */
export function diagnose(facts: BuildingFacts, options: DiagnoseOptions = {}): Diagnosis {
  const p = prepareBuilding(facts);
  return diagnosePrepared(p, estimatePrepared(p), options);
}
