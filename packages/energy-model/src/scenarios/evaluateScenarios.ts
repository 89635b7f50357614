/**
 * Improvement scenarios: the selected measures are applied together and the model re-run, so
 * interactions are real (insulation after a heat pump saves less). Results follow the analysis
 * spec §3 "Scenario results" and "Scenario", with the signed change per fuel and the payback
 * state beside them (package README, "Measures").
 */
import type { BuildingFacts } from '../building/facts';
import { epcChangeOf, type EpcChange } from '../diagnoseView/epcChange';
import { estimateAssetRating } from '../ratings/epcAssessment';
import {
  multipliersAfterMeasures,
  prepareBuilding,
  type PreparedBuilding,
} from '../model/prepareBuilding';
import { runModel } from '../model/runModel';
import { summaryVector } from '../model/summariseRun';
import {
  applyResolved,
  conditionedBase,
  resolveSelection,
  type MeasureSelection,
  type ResolvedMeasure,
} from './applyMeasures';
import { energyChange, type EnergyChange } from './energyChange';
import {
  capitalIndicator,
  comfortOf,
  comfortPercent,
  paybackIndicator,
  savingIndicator,
  type ComfortLevel,
  type Indicator,
  type Kpi,
} from './indicators';
import { measureContext, type MeasureContext } from './measureContext';
import { paybackOf, type Payback } from './payback';
import { diagnoseKpiLabels } from '../diagnoseView/kpiLabels';

export interface ScenarioResults {
  /** Yearly savings, signed: negative when the scenario costs, uses or emits more. */
  totalSavings: {
    value: number;
    currencyCode: 'GBP';
    percentage: number;
    kwh: number;
    kgCo2e: number;
  };
  /** The change per fuel, PV and end use, signed after − before (negative: less). */
  change: EnergyChange;
  currentEpcRating: string;
  potentialEpcRating: string;
  /** The modelled rating before and after with its score, and why band and energy differ. */
  epcChange: EpcChange;
  kpis: Kpi[];
  capitalCostGbp: number;
  /** The capital cost range of the sources, £ (the same as capitalCostGbp for a cost entered). */
  capitalCostRangeGbp: { low: number; high: number };
  /** Simple payback, years (null when nothing is saved; 0 when nothing is spent). */
  paybackYears: number | null;
  /** Spec "ROI in years": the same simple payback. */
  roiYears: number | null;
  /** The payback as screens read it: no cost / pays back in n years (range) / not within its life. */
  payback: Payback;
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
    costLowGbp: number;
    costHighGbp: number;
    costSource: string;
    costPriceYear: number;
    lifetimeYears: number;
  }[];
}

export type { Indicator };
/**
 * A scenario's indicators for its card: the yearly saving (or increase) in kWh, £ and carbon,
 * the capital cost when there is one, and the payback in years when it pays back within its
 * life (a measure without cost, or one that does not pay back, reads its payback state instead).
 */
export function scenarioIndicators(results: ScenarioResults): Indicator[] {
  const out = results.kpis.slice(0, 3).map((k) => k.indicator);
  if (results.capitalCostGbp > 0) out.push(results.kpis[3]!.indicator);
  if (results.payback.state === 'PAYS_BACK' && results.paybackYears !== null)
    out.push(paybackIndicator(results.paybackYears));
  return out;
}

/**
 * The building before the measures (each conditional element in the state where its measure
 * applies) and after them, with the operation multipliers of each: the measured-to-modelled gap
 * follows the fabric only, and removed lighting or equipment heat is weighed against the
 * building's own gains (model/prepareBuilding.ts multipliersAfterMeasures).
 */
export function scenarioBuilding(
  p: PreparedBuilding,
  resolved: readonly ResolvedMeasure[],
  ctx: MeasureContext,
) {
  const base = conditionedBase(p.inputs, resolved, ctx);
  const baseMultipliers = multipliersAfterMeasures(p, base);
  const baseRun = runModel(base, baseMultipliers);
  const after = applyResolved(base, resolved, ctx);
  const fabricOnly = resolved.filter((r) => r.measure.path === 'FABRIC');
  const fabric = applyResolved(base, fabricOnly, ctx);
  const afterMultipliers = multipliersAfterMeasures(p, fabric, baseRun.electricGainsMonthlyW);
  return { base, baseMultipliers, baseRun, after, afterMultipliers };
}

export function evaluateResolved(
  p: PreparedBuilding,
  resolved: readonly ResolvedMeasure[],
): ScenarioResults {
  const ctx = measureContext(p);
  const { base, after, afterMultipliers, baseRun } = scenarioBuilding(p, resolved, ctx);
  const afterRun = runModel(after, afterMultipliers);
  const b = summaryVector(baseRun, p.prices);
  const a = summaryVector(afterRun, p.prices);
  const change = energyChange(baseRun, afterRun, p.prices);
  const saveGbp = -change.costGbp;
  const saveKwh = b[0]! - a[0]!;
  const saveCo2 = b[2]! - a[2]!;
  const capital = resolved.reduce((s, r) => s + r.costGbp, 0);
  const low = resolved.reduce((s, r) => s + r.costLowGbp, 0);
  const high = resolved.reduce((s, r) => s + r.costHighGbp, 0);
  // Lifetime over the cost-weighted mean life of the measures (the plain mean when all are free).
  const meanLife =
    capital > 0
      ? resolved.reduce((s, r) => s + r.measure.lifetimeYears * r.costGbp, 0) / capital
      : resolved.reduce((s, r) => s + r.measure.lifetimeYears, 0) / Math.max(1, resolved.length);
  const payback = saveGbp > 0 ? capital / saveGbp : null;
  const affectsRating = resolved.some((r) => r.measure.affectsAssetRating);
  const epcChange = epcChangeOf(
    p,
    base,
    after,
    affectsRating,
    b[0]! > 0 ? (-saveKwh / b[0]!) * 100 : 0,
    resolved.length,
  );
  const current =
    p.facts.epcRating ?? (base === p.inputs ? epcChange.before.band : estimateAssetRating(p).band);
  const potentialRating = affectsRating ? epcChange.after.band : current;
  const A = p.inputs.floorAreaM2;
  return {
    totalSavings: {
      value: saveGbp,
      currencyCode: 'GBP',
      percentage: b[1]! > 0 ? (saveGbp / b[1]!) * 100 : 0,
      kwh: saveKwh,
      kgCo2e: saveCo2,
    },
    change,
    currentEpcRating: current,
    potentialEpcRating: potentialRating,
    epcChange,
    kpis: [
      kpi(diagnoseKpiLabels.energyUse, a[0]!, 'kWh', false, savingIndicator(saveKwh, 'kWh', false)),
      kpi(diagnoseKpiLabels.energyCost, a[1]!, 'GBP', true, savingIndicator(saveGbp, 'GBP', true)),
      kpi(
        diagnoseKpiLabels.carbon,
        a[2]!,
        'kgCO2e',
        false,
        savingIndicator(saveCo2, 'kgCO2e', false),
      ),
      kpi('Capital cost', capital, 'GBP', true, capitalIndicator(capital)),
    ],
    capitalCostGbp: capital,
    capitalCostRangeGbp: { low, high },
    paybackYears: payback,
    roiYears: payback,
    payback: paybackOf({ lowGbp: low, midGbp: capital, highGbp: high }, saveGbp, meanLife),
    lifetimeReturnPercent: capital > 0 ? ((saveGbp * meanLife - capital) / capital) * 100 : null,
    comfortLevel: comfortPercent(afterRun.dampRisk, afterRun.overheatingKwh / A),
    comfort: comfortOf(afterRun.dampRisk, afterRun.overheatingKwh / A),
    measures: resolved.map((r) => ({
      id: r.measure.id,
      title: r.measure.title,
      costGbp: r.costGbp,
      costLowGbp: r.costLowGbp,
      costHighGbp: r.costHighGbp,
      costSource: r.costSource,
      costPriceYear: r.costPriceYear,
      lifetimeYears: r.measure.lifetimeYears,
    })),
  };
}

function kpi(
  text: string,
  value: number,
  unit: string,
  isCurrency: boolean,
  indicator: Indicator,
): Kpi {
  return { text, value, unit, isCurrency, indicator };
}

/** Evaluates the selected measures together. Throws EnergyModelInputError for unknown, inapplicable or conflicting selections. */
export function evaluateScenarios(
  facts: BuildingFacts,
  selection: readonly MeasureSelection[],
): ScenarioResults {
  const p = prepareBuilding(facts);
  return evaluateResolved(p, resolveSelection(p, selection));
}
