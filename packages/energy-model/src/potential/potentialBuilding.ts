/**
 * The potential building: the building as it would be with a set of measures installed, estimated
 * the same way as the building itself (one engine path, so Diagnose's potential metrics, the
 * tariff suggestions and the scenario results agree). Wraps the internal applyMeasures path.
 */
import type { BuildingFacts } from '../building/facts';
import { estimatePrepared, type Estimate } from '../model/estimate';
import { prepareBuilding, type PreparedBuilding } from '../model/prepareBuilding';
import {
  resolveSelection,
  type MeasureSelection,
  type ResolvedMeasure,
} from '../scenarios/applyMeasures';
import { scenarioBuilding } from '../scenarios/evaluateScenarios';
import type { ScenarioView } from '../scenarios/listScenarios';
import { measureContext } from '../scenarios/measureContext';

export interface PotentialBuilding {
  /** The improved building ready for any engine call (series, diagnose figures, spatial). */
  prepared: PreparedBuilding;
  /** The measures as applied (catalogue order), with their capital cost. */
  measures: { id: string; title: string; costGbp: number; costSource: string }[];
}

/**
 * The improved building for a selection of measures. Its entered EPC rating is dropped (the
 * certificate describes the building before the works), so its rating is the modelled one; the
 * fabric fit to the entered rating and the bill calibration are kept, as in evaluateScenarios.
 * Throws EnergyModelInputError for unknown, inapplicable or conflicting measures.
 */
export function preparePotential(
  building: BuildingFacts | PreparedBuilding,
  selection: readonly MeasureSelection[],
): PotentialBuilding {
  const p = 'inputs' in building ? building : prepareBuilding(building);
  const resolved: ResolvedMeasure[] = resolveSelection(p, selection);
  // The same building as the scenario results: a conditional measure's element in the state
  // where it applies, then the measures (scenarios/evaluateScenarios.ts scenarioBuilding).
  const { after, afterMultipliers } = scenarioBuilding(p, resolved, measureContext(p));
  const { epcRating: _entered, ...facts } = p.facts;
  return {
    prepared: {
      ...p,
      facts,
      inputs: after,
      multipliers: afterMultipliers,
    },
    measures: resolved.map((r) => ({
      id: r.measure.id,
      title: r.measure.title,
      costGbp: r.costGbp,
      costSource: r.costSource,
    })),
  };
}

/** The improved building's estimate (same shape as estimate()) for a selection of measures. */
export function estimatePotential(
  building: BuildingFacts | PreparedBuilding,
  selection: readonly MeasureSelection[],
): Estimate {
  return estimatePrepared(preparePotential(building, selection).prepared);
}

/**
 * Whether a measure is worth recommending on its own: it lowers the yearly running cost and its
 * cost comes back within its life (or it costs nothing to do). An energy assessor's report
 * recommends measures by the same test (SAP 2012 Appendix T lists improvements by cost and
 * saving; the Green Deal's "golden rule" asked that savings repay the cost over the measure's
 * life).
 */
export function paysItsWay(s: ScenarioView): boolean {
  return (
    s.annualSavingGbp > 0 && (s.payback.state === 'PAYS_BACK' || s.payback.state === 'NO_COST')
  );
}

/**
 * The recommended measures, the potential building's selection (designed): every scenario of
 * listScenarios that lowers the running cost and pays back within its life, quickest payback
 * first, leaving out any that is mutually exclusive with one already taken (analysis §4.1's
 * rule). Only when no measure pays back within its life are the measures that lower the running
 * cost recommended anyway (quickest first), so the plan is never empty for want of a cheap
 * measure; a measure that raises the running cost is never recommended.
 */
export function recommendedMeasureIds(scenarios: readonly ScenarioView[]): string[] {
  const candidates = scenarios.filter(
    (s) => s.roiYears !== null && s.toggleable && !s.exclusive && s.annualSavingGbp > 0,
  );
  const paying = candidates.filter(paysItsWay);
  const taken: string[] = [];
  const ordered = (paying.length > 0 ? paying : candidates).sort(
    (a, b) => a.roiYears! - b.roiYears! || a.id.localeCompare(b.id),
  );
  for (const scenario of ordered) {
    const clashes = taken.some(
      (id) =>
        scenario.mutuallyExclusiveWith.includes(id) ||
        scenarios.find((s) => s.id === id)?.mutuallyExclusiveWith.includes(scenario.id),
    );
    if (!clashes) taken.push(scenario.id);
  }
  return taken;
}
