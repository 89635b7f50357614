import {
  EnergyModelInputError,
  estimatePotential,
  evaluateScenarios,
  prepareBuilding,
  savingRangesPrepared,
  type MeasureSelection,
} from '@wattwise/energy-model';
import { badAnalysisRequest } from '../../platform/errors/analysisErrors';
import { epcRatingOf } from '../diagnose/diagnose';
import { buildingFactsOf } from '../registration/buildingFacts';
import { planBuilding, type PlanRequest } from './improvementPlan';
import { isGone } from './scenarioState';

const range = (r: { low: number; high: number }) => ({ low: r.low, high: r.high });

/**
 * Results of the selected scenarios (analysis §3 'Scenario results'), by the engine on demand
 * with the user's edited parameters and costs: the signed total saving with its range, the EPC
 * before and after with its scores and the reason they differ, the change per fuel, the payback
 * state, and KPIs with the range of the figure after the measures and the signed saving. Not
 * cached: the engine answers in milliseconds (npm run bench: potential_ms), and a per-process
 * cache would disagree between replicas.
 */
export async function scenarioResults(
  request: PlanRequest & {
    selectedScenarios: string[];
    /** Optimise: completed (implemented) scenarios stay selectable in the Completed tab (analysis §2.3). */
    includeCompleted?: boolean;
  },
) {
  const { entry, full, states } = await planBuilding(request);
  if (!full) {
    return {
      totalSavings: { value: 0, currencyCode: 'GBP', percentage: 0 },
      currentEpcRating: null,
      potentialEpcRating: null,
      kpis: [],
      comfortLevel: null,
      placeholder: true,
    };
  }
  const known = new Set(entry.results?.scenarios.map((s) => s.id) ?? []);
  for (const id of request.selectedScenarios) {
    const state = states.get(id);
    const gone = request.includeCompleted
      ? Boolean(state && (state.hidden || state.deleted))
      : isGone(state);
    if (!known.has(id) || gone)
      throw badAnalysisRequest(`Scenario '${id}' is not in this building's plan.`, {
        field: 'selectedScenarios',
      });
  }
  // The user's own cost counts where they set one (analysis §2.3 'Update Cost').
  const selection: MeasureSelection[] = request.selectedScenarios.map((id) => {
    const state = states.get(id);
    return {
      id,
      parameters: state?.parameters ?? {},
      ...(state?.capital_cost != null ? { capitalCostGbp: state.capital_cost } : {}),
    };
  });
  const facts = buildingFactsOf(entry.building);
  let computed;
  try {
    const prepared = prepareBuilding(facts);
    computed = {
      results: evaluateScenarios(facts, selection),
      ranges: savingRangesPrepared(prepared, selection),
      after: estimatePotential(prepared, selection).annual,
    };
  } catch (error) {
    if (error instanceof EnergyModelInputError)
      throw badAnalysisRequest(error.message, { field: error.field });
    throw error;
  }
  const { results, ranges, after } = computed;
  // The engine's KPIs in its order: energy use, energy cost, carbon (after the measures, each
  // with its yearly saving), then the capital cost.
  const kpiFigures = [
    { range: range(after.totalKwh), saving: results.totalSavings.kwh },
    { range: range(after.costGbp), saving: results.totalSavings.value },
    { range: range(after.carbonKg), saving: results.totalSavings.kgCo2e },
    { range: range(results.capitalCostRangeGbp), saving: null },
  ];
  return {
    totalSavings: {
      value: results.totalSavings.value,
      currencyCode: results.totalSavings.currencyCode,
      percentage: results.totalSavings.percentage,
      range: ranges.gbp.high > ranges.gbp.low ? range(ranges.gbp) : null,
    },
    currentEpcRating: epcRatingOf(results.currentEpcRating),
    potentialEpcRating: epcRatingOf(results.potentialEpcRating),
    epcChange: {
      ...results.epcChange,
      before: { ...results.epcChange.before },
      after: { ...results.epcChange.after },
    },
    rangeBasis: ranges.basis,
    fuelChanges: results.change.fuels.map((f) => ({ ...f })),
    capitalCostRange: range(results.capitalCostRangeGbp),
    payback: { ...results.payback },
    kpis: results.kpis.map((kpi, index) => ({ ...kpi, ...kpiFigures[index] })),
    comfortLevel: results.comfortLevel,
    comfort: results.comfort,
    energyModelRunning: entry.running,
  };
}
