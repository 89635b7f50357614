import type { Kysely } from 'kysely';
import {
  EPC_RATINGS,
  EnergyModelInputError,
  evaluateScenarios,
  savingRanges,
  scenarioIndicators,
  searchEpcTarget,
  type BuildingFacts,
  type SavingRanges,
  type ScenarioView,
} from '@wattwise/energy-model';
import { planMessages } from '@wattwise/domain';
import type { Database } from '../../db/schema';
import { analysisNotFound } from '../../platform/errors/analysisErrors';
import { analysedSite, buildingOfPath, type AnalysedBuilding } from '../diagnose/analysisBuildings';
import { buildingFactsOf } from '../registration/buildingFacts';
import { epcRatingOf } from '../diagnose/diagnose';
import { scenarioFiguresOf } from './scenarioFigures';
import {
  CAPITAL_COST_LABEL,
  CAPITAL_COST_PROPERTY,
  isGone,
  scenarioStates,
  type ScenarioStateRow,
} from './scenarioState';

type EpcRating = (typeof EPC_RATINGS)[number];

export interface PlanRequest {
  db: Kysely<Database>;
  accountId: string;
  siteId: string;
  /** A spatial path (the building's id, or a floor or space under it). */
  path: string;
}

export interface PlanBuilding {
  entry: AnalysedBuilding;
  /** Paid, demo and Optimise sites see real figures; unpaid Predict ones placeholders (analysis §2.3). */
  full: boolean;
  states: Map<string, ScenarioStateRow>;
}

export async function planBuilding(request: PlanRequest): Promise<PlanBuilding> {
  const buildingId = await buildingOfPath(request.db, request.siteId, request.path);
  const { site, buildings } = await analysedSite(request.db, request.siteId, buildingId);
  const entry = buildings[0]!;
  const states = await scenarioStates(request.db, request.accountId, buildingId);
  return { entry, full: site.paid || site.demo || site.product === 'OPTIMISE', states };
}

/**
 * A scenario's indicators, payback and signed figures: stored with the model run, or, once the
 * user edited its parameters or cost, that one measure evaluated again by the engine with their
 * values (analysis §2.3: after an edit 'the indicators of that scenario refresh').
 */
function figuresOf(
  view: ScenarioView,
  facts: BuildingFacts,
  state: ScenarioStateRow | undefined,
  stored: SavingRanges | undefined,
) {
  const saved = state?.parameters ?? {};
  const ownCost = state?.capital_cost ?? null;
  if (ownCost !== null || Object.keys(saved).length > 0) {
    const selection = [
      { id: view.id, parameters: saved, ...(ownCost !== null ? { capitalCostGbp: ownCost } : {}) },
    ];
    try {
      const results = evaluateScenarios(facts, selection);
      return {
        indicators: scenarioIndicators(results),
        roi: results.roiYears,
        figures: scenarioFiguresOf(view, results, savingRanges(facts, selection), ownCost),
      };
    } catch (error) {
      // Values saved before a catalogue change: the stored figures stand.
      if (!(error instanceof EnergyModelInputError)) throw error;
    }
  }
  return {
    indicators: view.indicators,
    roi: view.roiYears ?? null,
    figures: scenarioFiguresOf(view, null, stored, null),
  };
}

/** A stored scenario as the contract's Scenario, with the user's edited values and cost. */
export function scenarioOf(
  view: ScenarioView,
  buildingId: string,
  state: ScenarioStateRow | undefined,
  facts: BuildingFacts,
  ranges?: SavingRanges,
) {
  const saved = state?.parameters ?? {};
  const cost = state?.capital_cost ?? view.costGbp;
  const figures = figuresOf(view, facts, state, ranges);
  return {
    id: view.id,
    title: view.title,
    description: view.description,
    scenarioType: view.scenarioType as 'OPERATIONAL',
    appliesTo: [buildingId],
    indicators: figures.indicators,
    roi: figures.roi,
    figures: figures.figures,
    applies: view.applies ? { ...view.applies } : null,
    offeredBecause: view.offeredBecause,
    mutuallyExclusiveWith: view.mutuallyExclusiveWith,
    exclusive: view.exclusive,
    toggleable: view.toggleable,
    customisable: view.customisable,
    parameterGroups: [
      ...view.parameterGroups.map((group) => ({
        label: group.label,
        parameters: group.parameters.map((p) => ({
          property: p.property,
          label: p.label,
          type: p.type,
          value: saved[p.property] ?? p.value,
          optional: p.optional,
          possibleValues: p.possibleValues ?? null,
          displayValues: p.displayValues ?? null,
        })),
      })),
      {
        label: CAPITAL_COST_LABEL,
        parameters: [
          {
            property: CAPITAL_COST_PROPERTY,
            label: CAPITAL_COST_LABEL,
            type: 'NUMBER' as const,
            value: cost,
            optional: true,
            possibleValues: null,
            displayValues: null,
          },
        ],
      },
    ],
  };
}

/** Placeholder scenarios for unpaid sites (analysis §2.3): no real figure leaves the server. */
function placeholderScenarios(buildingId: string) {
  return [1, 2, 3, 4].map((n) => ({
    id: `placeholder-${n}`,
    title: planMessages.unlockPlaceholder,
    description: '',
    scenarioType: 'OPERATIONAL' as const,
    appliesTo: [buildingId],
    indicators: [],
    mutuallyExclusiveWith: [],
    exclusive: false,
    toggleable: false,
    customisable: false,
  }));
}

/**
 * The scenarios the user hid or completed (permanent, analysis §4.1): the EPC target search may
 * not use them, as the wizard can only filter to and select scenarios still listed.
 */
function goneIds(results: { scenarios: { id: string }[] }, visibleIds: Set<string>): string[] {
  return results.scenarios.map((view) => view.id).filter((id) => !visibleIds.has(id));
}

/** The improvement list (analysis §2.3, §7.1): the user's remaining scenarios and those reaching each band. */
export async function improvementList(request: PlanRequest) {
  const { entry, full, states } = await planBuilding(request);
  const buildingId = entry.building.id;
  if (!full) {
    return { scenarios: placeholderScenarios(buildingId), scenarioIds: {}, placeholder: true };
  }
  const results = entry.results;
  if (!results)
    return {
      scenarios: [],
      scenarioIds: {},
      usingAI: true,
      currentEPC: null,
      energyModelRunning: entry.running,
    };
  const visible = results.scenarios.filter((view) => !isGone(states.get(view.id)));
  const visibleIds = new Set(visible.map((view) => view.id));
  const gone = goneIds(results, visibleIds);
  const facts = buildingFactsOf(entry.building);
  const scenarioIds: Partial<Record<EpcRating, string[]>> = {};
  for (const band of EPC_RATINGS) {
    const stored = results.epcTargets[band];
    if (!stored) continue;
    // The stored search used a measure the user set aside: the engine searches again without it.
    const target = stored.measureIds.every((id) => visibleIds.has(id))
      ? stored
      : searchEpcTarget(facts, band, gone);
    if (target.feasible) scenarioIds[band] = target.measureIds;
  }
  return {
    scenarios: visible.map((view) =>
      scenarioOf(view, buildingId, states.get(view.id), facts, results.savingRanges?.[view.id]),
    ),
    scenarioIds,
    usingAI: true,
    currentEPC: epcRatingOf(results.estimate.epc.band),
    energyModelRunning: entry.running,
  };
}

/** Edit form data of one scenario (analysis §3 'Scenario edit data'). */
export async function scenarioEditData(request: PlanRequest & { scenarioId: string }) {
  const { entry, full, states } = await planBuilding(request);
  const view = full ? entry.results?.scenarios.find((s) => s.id === request.scenarioId) : undefined;
  if (!view || isGone(states.get(view.id))) {
    throw analysisNotFound(`No scenario '${request.scenarioId}' in this building's plan.`);
  }
  const scenario = scenarioOf(
    view,
    entry.building.id,
    states.get(view.id),
    buildingFactsOf(entry.building),
    entry.results?.savingRanges?.[view.id],
  );
  return {
    id: scenario.id,
    title: scenario.title,
    description: scenario.description,
    howToLink: null,
    parameterGroups: scenario.parameterGroups,
  };
}

/**
 * The EPC wizard's check (analysis §4.1, §7.1): the target when the measures reach it, else the
 * best band they can reach (the web then shows 'Target not feasible' with that band), using only
 * the scenarios still listed for this user. From the stored search when the job made it and the
 * user set no scenario aside, else by the engine on demand.
 */
export async function epcTargetCheck(request: PlanRequest & { target: EpcRating }) {
  const { entry, full, states } = await planBuilding(request);
  const current = epcRatingOf(entry.results?.estimate.epc.band) ?? 'G';
  if (!full || !entry.results) return { potentialRating: current };
  const visibleIds = new Set(
    entry.results.scenarios.filter((view) => !isGone(states.get(view.id))).map((view) => view.id),
  );
  const gone = goneIds(entry.results, visibleIds);
  const stored = gone.length === 0 ? entry.results.epcTargets[request.target] : undefined;
  const search = stored ?? searchEpcTarget(buildingFactsOf(entry.building), request.target, gone);
  const reached = search.feasible ? request.target : search.bestReachableBand;
  return { potentialRating: epcRatingOf(reached) ?? current };
}
