/**
 * Improvement scenarios: the selected measures are applied together and the model re-run, so
 * interactions are real (insulation after a heat pump saves less). Results follow the analysis
 * spec §3 "Scenario results" and "Scenario".
 */
import type { BuildingFacts } from '../building/facts';
import { estimateAssetRating } from '../ratings/epcAssessment';
import {
  multipliersAfterMeasures,
  prepareBuilding,
  type PreparedBuilding,
} from '../model/prepareBuilding';
import { runModel } from '../model/runModel';
import { summaryVector } from '../model/summariseRun';
import { MEASURE_CATALOGUE } from './catalogue';
import {
  applyResolved,
  resolveSelection,
  type MeasureSelection,
  type ResolvedMeasure,
} from './applyMeasures';
import type { MeasureParameter, ParameterValue } from './measureTypes';

export interface Indicator {
  value: number;
  unit: string;
  text: string;
  variant: 'NEUTRAL' | 'POSITIVE' | 'NEGATIVE';
  direction: 'UP' | 'DOWN';
  isCurrency: boolean;
}

export interface Kpi {
  text: string;
  value: number;
  unit: string;
  isCurrency: boolean;
  indicator: Indicator;
}

/** Comfort band of the improved building (the words beside the contract's comfortLevel number). */
export type ComfortLevel = 'GOOD' | 'FAIR' | 'POOR';

export interface ScenarioResults {
  totalSavings: {
    value: number;
    currencyCode: 'GBP';
    percentage: number;
    kwh: number;
    kgCo2e: number;
  };
  currentEpcRating: string;
  potentialEpcRating: string;
  kpis: Kpi[];
  capitalCostGbp: number;
  /** Simple payback, years (null when nothing is saved). */
  paybackYears: number | null;
  /** Spec "ROI in years": the same simple payback. */
  roiYears: number | null;
  /** Lifetime return: (lifetime savings − cost) / cost × 100, null when free. */
  lifetimeReturnPercent: number | null;
  /** Comfort percentage 0–100 (the contract's comfortLevel; analysis §5: 0 to 100). */
  comfortLevel: number;
  /** The same comfort in words. */
  comfort: ComfortLevel;
  measures: {
    id: string;
    title: string;
    costGbp: number;
    costSource: string;
    lifetimeYears: number;
  }[];
}

function indicator(value: number, unit: string, text: string, isCurrency: boolean): Indicator {
  return {
    value: Math.abs(value),
    unit,
    text,
    variant: value > 0 ? 'POSITIVE' : value < 0 ? 'NEGATIVE' : 'NEUTRAL',
    direction: value >= 0 ? 'DOWN' : 'UP',
    isCurrency,
  };
}

/** The years a scenario takes to pay back its capital cost (spec "ROI in years", analysis §9). */
export const PAYBACK_INDICATOR_TEXT = 'to pay back';

/**
 * A scenario's indicators: its KPIs' indicators, then its simple payback in years when it saves
 * money (neutral: a length of time, neither a gain nor a loss).
 */
export function scenarioIndicators(results: ScenarioResults): Indicator[] {
  const indicators = results.kpis.map((k) => k.indicator);
  if (results.paybackYears === null) return indicators;
  return [
    ...indicators,
    {
      value: results.paybackYears,
      unit: 'years',
      text: PAYBACK_INDICATOR_TEXT,
      variant: 'NEUTRAL',
      direction: 'UP',
      isCurrency: false,
    },
  ];
}

/**
 * Comfort percentage: 100 × (1 − discomfort), discomfort the larger of the damp-and-mould risk and
 * the overheating scaled so 15 kWh/m² meets the risk's POOR boundary 0.66 (assumption).
 */
export function comfortPercent(dampRisk: number, overheatingKwhM2: number): number {
  const discomfort = Math.max(dampRisk, Math.min(1, (overheatingKwhM2 * 0.66) / 15));
  return Math.round(100 * (1 - Math.min(1, Math.max(0, discomfort))));
}

/** Comfort from damp risk and overheating (assumption: thresholds 0.33/0.66 and 5/15 kWh/m²). */
function comfortOf(dampRisk: number, overheatingKwhM2: number): ComfortLevel {
  if (dampRisk >= 0.66 || overheatingKwhM2 >= 15) return 'POOR';
  if (dampRisk >= 0.33 || overheatingKwhM2 >= 5) return 'FAIR';
  return 'GOOD';
}

export function evaluateResolved(
  p: PreparedBuilding,
  resolved: readonly ResolvedMeasure[],
): ScenarioResults {
  const baseRun = runModel(p.inputs, p.multipliers);
  const after = applyResolved(p.inputs, resolved);
  const newRun = runModel(after, multipliersAfterMeasures(p, after));
  const b = summaryVector(baseRun, p.prices);
  const a = summaryVector(newRun, p.prices);
  const saveGbp = b[1]! - a[1]!;
  const saveKwh = b[0]! - a[0]!;
  const saveCo2 = b[2]! - a[2]!;
  const capital = resolved.reduce((s, r) => s + r.costGbp, 0);
  // Lifetime savings over the cost-weighted mean lifetime of the measures.
  const meanLife =
    capital > 0
      ? resolved.reduce((s, r) => s + r.measure.lifetimeYears * r.costGbp, 0) / capital
      : 0;
  const lifetimeSavings = saveGbp * meanLife;
  const payback = saveGbp > 0 ? capital / saveGbp : null;
  const current = p.facts.epcRating ?? estimateAssetRating(p).band;
  const potentialRating = resolved.some((r) => r.measure.affectsAssetRating)
    ? estimateAssetRating(p, after).band
    : current;
  const A = p.inputs.floorAreaM2;
  return {
    totalSavings: {
      value: saveGbp,
      currencyCode: 'GBP',
      percentage: b[1]! > 0 ? (saveGbp / b[1]!) * 100 : 0,
      kwh: saveKwh,
      kgCo2e: saveCo2,
    },
    currentEpcRating: current,
    potentialEpcRating: potentialRating,
    kpis: [
      {
        text: 'Energy use',
        value: a[0]!,
        unit: 'kWh',
        isCurrency: false,
        indicator: indicator(saveKwh, 'kWh', 'saved per year', false),
      },
      {
        text: 'Energy cost',
        value: a[1]!,
        unit: 'GBP',
        isCurrency: true,
        indicator: indicator(saveGbp, 'GBP', 'saved per year', true),
      },
      {
        text: 'Carbon',
        value: a[2]!,
        unit: 'kgCO2e',
        isCurrency: false,
        indicator: indicator(saveCo2, 'kgCO2e', 'saved per year', false),
      },
      {
        text: 'Capital cost',
        value: capital,
        unit: 'GBP',
        isCurrency: true,
        indicator: indicator(-capital, 'GBP', 'to install', true),
      },
    ],
    capitalCostGbp: capital,
    paybackYears: payback,
    roiYears: payback,
    lifetimeReturnPercent: capital > 0 ? ((lifetimeSavings - capital) / capital) * 100 : null,
    comfortLevel: comfortPercent(newRun.dampRisk, newRun.overheatingKwh / A),
    comfort: comfortOf(newRun.dampRisk, newRun.overheatingKwh / A),
    measures: resolved.map((r) => ({
      id: r.measure.id,
      title: r.measure.title,
      costGbp: r.costGbp,
      costSource: r.costSource,
      lifetimeYears: r.measure.lifetimeYears,
    })),
  };
}

/** Evaluates the selected measures together. Throws EnergyModelInputError for unknown, inapplicable or conflicting selections. */
export function evaluateScenarios(
  facts: BuildingFacts,
  selection: readonly MeasureSelection[],
): ScenarioResults {
  const p = prepareBuilding(facts);
  return evaluateResolved(p, resolveSelection(p.inputs, selection));
}

export interface ScenarioParameterView {
  property: string;
  label: string;
  type: MeasureParameter['type'];
  value: ParameterValue;
  optional: boolean;
  /** ENUM keys, comma-separated (the contract's one shape). */
  possibleValues?: string;
  /** ENUM display names, comma-separated, in the order of the keys. */
  displayValues?: string;
  unit?: string;
}

export interface ScenarioView {
  id: string;
  title: string;
  description: string;
  scenarioType: string;
  indicators: Indicator[];
  mutuallyExclusiveWith: string[];
  exclusive: boolean;
  toggleable: boolean;
  customisable: boolean;
  parameterGroups: { label: string; parameters: ScenarioParameterView[] }[];
  costGbp: number;
  lifetimeYears: number;
  /** Simple payback in years at the catalogue's cost (null when it saves no money). */
  roiYears: number | null;
}

/** The applicable catalogue for a building, each measure evaluated on its own for its indicators. */
export function listScenarios(facts: BuildingFacts): ScenarioView[] {
  const p = prepareBuilding(facts);
  return MEASURE_CATALOGUE.filter((m) => m.applicable(p.inputs)).map((m) => {
    const resolved = resolveSelection(p.inputs, [{ id: m.id }]);
    const r = evaluateResolved(p, resolved);
    return {
      id: m.id,
      title: m.title,
      description: m.description,
      scenarioType: m.scenarioType,
      indicators: scenarioIndicators(r),
      mutuallyExclusiveWith: m.mutuallyExclusiveWith.filter((x) =>
        MEASURE_CATALOGUE.find((c) => c.id === x)?.applicable(p.inputs),
      ),
      exclusive: false,
      toggleable: true,
      customisable: m.parameters.length > 0,
      parameterGroups: m.parameters.length
        ? [
            {
              label: m.title,
              parameters: m.parameters.map((q) => ({
                property: q.property,
                label: q.label,
                type: q.type,
                value: resolved[0]!.params[q.property]!,
                optional: q.optional,
                ...(q.possibleValues
                  ? {
                      possibleValues: q.possibleValues.join(','),
                      displayValues: (q.displayValues ?? q.possibleValues).join(','),
                    }
                  : {}),
                ...(q.unit ? { unit: q.unit } : {}),
              })),
            },
          ]
        : [],
      costGbp: resolved[0]!.costGbp,
      lifetimeYears: m.lifetimeYears,
      roiYears: r.roiYears,
    };
  });
}
