import {
  DEFAULT_SCHEME,
  EnergyModelInputError,
  operationalTimeline,
  timelineEntries,
} from '@wattwise/energy-model';
import type { Granularity } from '@wattwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { analysisNotFound, badAnalysisRequest } from '../../platform/errors/analysisErrors';
import { buildingFactsOf } from '../registration/buildingFacts';
import {
  planBuilding,
  scenarioOf,
  type PlanBuilding,
  type PlanRequest,
} from '../predictImprovement/improvementPlan';
import { scenarioResults } from '../predictImprovement/scenarioResults';
import { isGone } from '../predictImprovement/scenarioState';

/**
 * Periods of each granularity in a year, to state the engine's annual savings per period
 * (analysis §2.3 'a sentence on potential savings per granularity period'). Gregorian mean
 * year of 365.2425 days (ISO 8601 calendar); 12 months.
 */
const PERIODS_PER_YEAR: Readonly<Record<Granularity, number>> = {
  DAILY: 365.2425,
  WEEKLY: 365.2425 / 7,
  MONTHLY: 12,
  YEARLY: 1,
};

/**
 * The Optimise plan of a node: only Optimise sites have one (the Predict plan has its own routes).
 * A Predict site answers 404: the caller may see the site, it just has no Optimise plan, and an
 * access refusal (401/403) is kept for callers who may not (test/hardening-siteAccess.test.ts).
 */
export async function refuseNonOptimiseSite(db: Kysely<Database>, siteId: string): Promise<void> {
  const site = await db
    .selectFrom('sites')
    .select('product')
    .where('id', '=', siteId)
    .executeTakeFirst();
  if (!site) throw analysisNotFound('No site with this id is visible to you.');
  if (site.product !== 'OPTIMISE') throw analysisNotFound('This is not an Optimise site.');
}

export async function optimisePlan(request: PlanRequest): Promise<PlanBuilding> {
  await refuseNonOptimiseSite(request.db, request.siteId);
  return planBuilding(request);
}

/** Recommended (remaining) and completed (implemented) scenarios of a node (analysis §3 'Scenario set'). */
export async function optimiseScenarioSet(request: PlanRequest) {
  const { entry, states } = await optimisePlan(request);
  const buildingId = entry.building.id;
  const views = entry.results?.scenarios ?? [];
  const facts = buildingFactsOf(entry.building);
  // toggled: in the user's stored selection (analysis §4.1 'previously selected').
  const ranges = entry.results?.savingRanges ?? {};
  const shown = (view: (typeof views)[number]) => ({
    ...scenarioOf(view, buildingId, states.get(view.id), facts, ranges[view.id]),
    toggled: states.get(view.id)?.selected === true,
  });
  return {
    recommendedScenarios: views.filter((view) => !isGone(states.get(view.id))).map(shown),
    completedScenarios: views.filter((view) => states.get(view.id)?.completed).map(shown),
    usingAI: true,
    energyModelRunning: entry.running,
  };
}

/** The recommended scenarios that can act together: in list order, skipping mutual exclusions. */
function compatibleSelection(scenarios: { id: string; mutuallyExclusiveWith: string[] }[]) {
  const chosen: typeof scenarios = [];
  for (const scenario of scenarios) {
    const clash = chosen.some(
      (c) =>
        c.mutuallyExclusiveWith.includes(scenario.id) ||
        scenario.mutuallyExclusiveWith.includes(c.id),
    );
    if (!clash) chosen.push(scenario);
  }
  return chosen.map((s) => s.id);
}

/**
 * Areas for improvement (analysis §3): the largest end uses of each fuel from the engine's
 * diagnose breakdown (default benchmark scheme), as a share of that fuel's modelled use.
 */
function areasForImprovement(plan: PlanBuilding) {
  const metrics = plan.entry.results?.diagnoses[DEFAULT_SCHEME]?.diagnoseMetrics;
  if (!metrics) return [];
  const fuels = [
    ['electricity', metrics.electricity],
    ['gas', metrics.gas],
    ['oil', metrics.oil],
  ] as const;
  const areas = fuels.flatMap(([fuel, metric]) =>
    metric.breakdown
      .filter((item) => metric.actual > 0 && item.value > 0)
      .map((item) => ({ share: item.value / metric.actual, label: item.label, fuel })),
  );
  return areas
    .sort((a, b) => b.share - a.share)
    .slice(0, 3)
    .map((area) => ({
      title: area.label,
      text: `${area.label} uses ${Math.round(area.share * 100)}% of ${area.fuel}.`,
    }));
}

/**
 * The improvement overview (analysis §2.3, §3): KPIs of the recommended scenarios acting
 * together (by the engine), areas for improvement, and the annual saving per granularity period.
 * The scenarios acting together are the engine's recommended set (those that lower the running
 * cost and pay back within their life) still in the list; runs stored before the engine kept
 * that set take every scenario that can act with the others.
 */
export async function optimiseOverview(request: PlanRequest & { timespan?: Granularity }) {
  const plan = await optimisePlan(request);
  const { recommendedScenarios } = await optimiseScenarioSet(request);
  const engineSet = plan.entry.results?.plan?.measureIds;
  const selectedScenarios = engineSet
    ? recommendedScenarios.filter((s) => engineSet.includes(s.id)).map((s) => s.id)
    : compatibleSelection(recommendedScenarios);
  const results = await scenarioResults({ ...request, selectedScenarios });
  const periods = PERIODS_PER_YEAR[request.timespan ?? 'YEARLY'];
  return {
    kpis: results.kpis,
    areasForImprovement: areasForImprovement(plan),
    scenarios: recommendedScenarios,
    totalSavings: results.totalSavings.value / periods,
    totalSavingsUnit: results.totalSavings.currencyCode,
    energyModelRunning: plan.entry.running,
  };
}

/** Selected ids must be this node's scenarios, not hidden or deleted (completed ones still act). */
export function checkSelection(plan: PlanBuilding, selected: string[]) {
  const known = new Set(plan.entry.results?.scenarios.map((s) => s.id) ?? []);
  for (const id of selected) {
    const state = plan.states.get(id);
    if (!known.has(id) || state?.hidden || state?.deleted)
      throw badAnalysisRequest(`Scenario '${id}' is not in this building's plan.`, {
        field: 'selectedScenarios',
      });
  }
}

const DAY_MS = 86_400_000;

/**
 * The timeline (analysis §4.3, §7.1): when each selected operational measure acts, from the
 * engine's timeline of the building's schedules, for the day `date` or the seven days from it.
 */
export async function optimiseTimeline(
  request: PlanRequest & { mode: 'day' | 'week'; date: string; selectedScenarios: string[] },
) {
  const plan = await optimisePlan(request);
  checkSelection(plan, request.selectedScenarios);
  const from = Date.parse(`${request.date}T00:00:00Z`);
  const days = request.mode === 'day' ? 1 : 7;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  // The engine's weeks start on Monday: take the week of `date` and the next one.
  const monday = from - ((new Date(from).getUTCDay() + 6) % 7) * DAY_MS;
  let timelines;
  try {
    timelines = operationalTimeline(
      buildingFactsOf(plan.entry.building),
      request.selectedScenarios.map((id) => ({
        id,
        parameters: plan.states.get(id)?.parameters ?? {},
      })),
    );
  } catch (error) {
    if (error instanceof EnergyModelInputError)
      throw badAnalysisRequest(error.message, { field: 'selectedScenarios' });
    throw error;
  }
  const location = plan.entry.building.name;
  const entries = [
    ...timelineEntries(timelines, iso(monday), location),
    ...timelineEntries(timelines, iso(monday + 7 * DAY_MS), location),
  ];
  const byTitle = new Map(
    (plan.entry.results?.scenarios ?? []).map((view) => [view.title, view] as const),
  );
  const first = entries.findIndex((entry) => entry.date === request.date);
  return entries.slice(first, first + days).map((entry) => ({
    date: entry.date,
    scenarios: entry.scenarios.map((s) => {
      const view = byTitle.get(s.title);
      return {
        ...s,
        recommended: !(view && plan.states.get(view.id)?.completed),
        indicators: view?.indicators ?? [],
      };
    }),
  }));
}
