import type { Kysely } from 'kysely';
import { planMessages } from '@wattwise/domain';
import {
  EnergyModelInputError,
  costForPayback,
  evaluateScenarios,
  measureById,
  type ParameterValue,
  type ScenarioView,
} from '@wattwise/energy-model';
import type { ScenarioGrounding } from '../../adapters/assistant/index';
import type { Database } from '../../db/schema';
import { analysisNotFound, badAnalysisRequest } from '../../platform/errors/analysisErrors';
import { analysedSite, buildingOfPath } from '../diagnose/analysisBuildings';
import { buildingFactsOf } from '../registration/buildingFacts';
import { isGone, saveScenarioEdit, scenarioStates, type ScenarioStateRow } from './scenarioState';

export interface GuidanceRequest {
  db: Kysely<Database>;
  accountId: string;
  siteId: string;
  /** The building's spatial path (its id, or a node under it). */
  path: string;
  scenarioId: string;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A parameter's value as the user sees it (ENUM keys by their display names). */
function shownValue(
  parameter: ScenarioView['parameterGroups'][number]['parameters'][number],
  value: ParameterValue,
) {
  if (parameter.type === 'BOOLEAN') return value ? 'yes' : 'no';
  if (parameter.type === 'ENUM' && parameter.possibleValues) {
    const keys = parameter.possibleValues.split(',');
    const names = (parameter.displayValues ?? parameter.possibleValues).split(',');
    return names[keys.indexOf(String(value))] ?? String(value);
  }
  return `${String(value)}${parameter.unit ? ` ${parameter.unit}` : ''}`;
}

interface GuidedScenario {
  grounding: ScenarioGrounding;
  buildingId: string;
  state: ScenarioStateRow | undefined;
}

/**
 * The grounding of steps and chat (analysis §2.3, §4.4): the scenario from the engine's catalogue
 * and this building's stored results, evaluated by the engine with the user's own parameters and
 * cost. Paid and demo sites only, like the plan's real figures (analysis §2.3); a scenario the
 * user hid, completed or deleted is gone.
 */
export async function guidedScenario(request: GuidanceRequest): Promise<GuidedScenario> {
  const buildingId = await buildingOfPath(request.db, request.siteId, request.path);
  const { site, buildings } = await analysedSite(request.db, request.siteId, buildingId);
  const entry = buildings[0]!;
  const states = await scenarioStates(request.db, request.accountId, buildingId);
  const state = states.get(request.scenarioId);
  const view =
    site.paid || site.demo
      ? entry.results?.scenarios.find((s) => s.id === request.scenarioId)
      : undefined;
  const measure = measureById(request.scenarioId);
  if (!view || !measure || !entry.results || isGone(state)) {
    throw analysisNotFound(`No scenario '${request.scenarioId}' in this building's plan.`);
  }
  const saved = state?.parameters ?? {};
  const results = evaluateScenarios(buildingFactsOf(entry.building), [
    {
      id: view.id,
      parameters: saved,
      ...(state?.capital_cost != null ? { capitalCostGbp: state.capital_cost } : {}),
    },
  ]);
  const estimate = entry.results.estimate;
  const grounding: ScenarioGrounding = {
    building: {
      name: entry.building.name,
      // The engine's key in words, e.g. general_office -> general office.
      buildingType: estimate.buildingType.replace(/_/g, ' '),
      floorAreaM2: estimate.floorAreaM2,
      floors: entry.building.floors,
      yearOfConstruction: entry.building.year_of_construction,
      ageBand: estimate.ageBand,
      heatingSystem: estimate.heatingSystem,
      climateRegion: estimate.climateRegion.name,
      currentEpc: results.currentEpcRating,
      annualEnergyKwh: estimate.annual.totalKwh.value,
      annualCostGbp: estimate.annual.costGbp.value,
      annualCarbonKg: estimate.annual.carbonKg.value,
      assumptions: estimate.assumptions.map((a) => ({ label: a.label, text: a.text })),
    },
    scenario: {
      id: view.id,
      title: view.title,
      description: plain(view.description),
      category: measure.category,
      parameters: view.parameterGroups.flatMap((group) =>
        group.parameters.map((p) => ({
          label: p.label,
          value: shownValue(p, saved[p.property] ?? p.value),
        })),
      ),
      capitalCostGbp: results.capitalCostGbp,
      costIsUsers: state?.capital_cost != null,
      costSource: results.measures[0]?.costSource ?? '',
      savingGbpPerYear: results.totalSavings.value,
      savingPercent: results.totalSavings.percentage,
      savingKwh: results.totalSavings.kwh,
      savingKgCo2e: results.totalSavings.kgCo2e,
      paybackYears: results.paybackYears,
      lifetimeYears: measure.lifetimeYears,
      lifetimeSource: measure.lifetimeSource,
      potentialEpc: results.potentialEpcRating,
    },
  };
  return { grounding, buildingId, state };
}

/**
 * 'Set ROI' (analysis §2.3, §5): the engine's capital cost that gives the chosen payback on this
 * building, stored as the scenario's own cost ('Update Cost'), so the list, results and chat use it.
 */
export async function setScenarioRoi(
  request: GuidanceRequest & { roiYears: number },
): Promise<{ roiYears: number; capitalCost: number }> {
  const { buildingId, state, grounding } = await guidedScenario(request);
  // No cost gives a payback to a measure that saves no money here: say why, in words.
  const saving = grounding.scenario.savingGbpPerYear;
  if (!(saving > 0))
    throw badAnalysisRequest(planMessages.roiNoPayback(grounding.scenario.title, saving < 0), {
      field: 'roiYears',
    });
  const building = await request.db
    .selectFrom('buildings')
    .selectAll()
    .where('id', '=', buildingId)
    .executeTakeFirstOrThrow();
  let capitalCost: number;
  try {
    capitalCost = costForPayback(
      buildingFactsOf(building),
      { id: request.scenarioId, parameters: state?.parameters ?? {} },
      request.roiYears,
    );
  } catch (error) {
    if (error instanceof EnergyModelInputError)
      throw badAnalysisRequest(`${request.scenarioId}: ${error.message}`, { field: 'roiYears' });
    throw error;
  }
  capitalCost = Math.round(capitalCost * 100) / 100;
  await saveScenarioEdit(
    request.db,
    {
      accountId: request.accountId,
      siteId: request.siteId,
      buildingId,
      scenarioId: request.scenarioId,
    },
    { parameters: {}, capitalCost },
  );
  return { roiYears: request.roiYears, capitalCost };
}
