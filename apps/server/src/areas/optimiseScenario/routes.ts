import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AreaHandlers } from '../../platform/contract/contractRoutes';
import { badAnalysisRequest } from '../../platform/errors/analysisErrors';
import { answeringAnalysisErrors } from '../../platform/errors/answeringAnalysisErrors';
import { unauthorized } from '../../platform/errors/httpError';
import type { Caller } from '../../platform/identity/verify';
import { buildingOfPath } from '../diagnose/analysisBuildings';
import { followUp, steps } from '../predictImprovement/guidanceAnswers';
import { scenarioEditData } from '../predictImprovement/improvementPlan';
import { scenarioResults } from '../predictImprovement/scenarioResults';
import {
  checkScenarioEdit,
  markScenario,
  refuseDemoSite,
  saveScenarioEdit,
} from '../predictImprovement/scenarioState';
import {
  checkSelection,
  optimiseOverview,
  optimisePlan,
  optimiseScenarioSet,
  optimiseTimeline,
  refuseNonOptimiseSite,
} from './optimiseScenarios';
import { saveScenarioSelection } from './scenarioSelection';

/** Reads also answer anonymous visitors of demo sites (shell §6), who have no saved state. */
const readerOf = (caller: Caller | undefined) => caller?.sub ?? '';

function accountOf(caller: Caller | undefined): string {
  if (!caller) throw unauthorized('A bearer access token is required.');
  return caller.sub;
}

interface ChangeInput {
  db: Kysely<Database>;
  caller: Caller | undefined;
  params: { siteId: string; path: string; scenarioId: string };
  bodyId: string;
}

/** A change of the caller's own scenario state: never on demo sites, the body's id the path's. */
async function changing({ db, caller, params, bodyId }: ChangeInput) {
  const accountId = accountOf(caller);
  await refuseDemoSite(db, params.siteId);
  if (bodyId !== params.scenarioId) {
    throw badAnalysisRequest(
      `The body's id '${bodyId}' is not the scenario '${params.scenarioId}' of the path.`,
      { field: 'id' },
    );
  }
  // The scenario must be one of this node's (and not gone) before it changes.
  await scenarioEditData({ db, accountId, ...params });
  const buildingId = await buildingOfPath(db, params.siteId, params.path);
  return { accountId, siteId: params.siteId, buildingId, scenarioId: params.scenarioId };
}

/**
 * Optimise improvement and scenarios (analysis §2.3, §4.3, §7.1), composed from the Predict
 * plan's services and scenario state per user; the engine computes every figure. Steps and chat
 * are answered as the Predict plan's are.
 */
export const handlers: AreaHandlers<'optimiseScenarioRoutes'> = {
  'optimise.improvement': async ({ db, caller, params }) =>
    answeringAnalysisErrors(() =>
      optimiseScenarioSet({ db, accountId: readerOf(caller), ...params }),
    ),
  'optimise.scenario.list': async ({ db, caller, params }) =>
    answeringAnalysisErrors(() =>
      optimiseScenarioSet({ db, accountId: readerOf(caller), ...params }),
    ),
  'optimise.improvement.overview': async ({ db, caller, params, query }) =>
    answeringAnalysisErrors(() =>
      optimiseOverview({ db, accountId: readerOf(caller), ...params, timespan: query.timespan }),
    ),
  'optimise.scenario.potential': async ({ db, caller, params, query }) =>
    answeringAnalysisErrors(async () => {
      // Only Optimise sites answer here (the Predict plan has its own routes).
      await refuseNonOptimiseSite(db, params.siteId);
      return scenarioResults({
        db,
        accountId: readerOf(caller),
        ...params,
        selectedScenarios: query.selectedScenarios,
        includeCompleted: true,
      });
    }),
  'optimise.scenario.edit.get': async ({ db, caller, params }) =>
    answeringAnalysisErrors(async () => {
      await refuseNonOptimiseSite(db, params.siteId);
      return scenarioEditData({ db, accountId: readerOf(caller), ...params });
    }),
  'optimise.scenario.edit.save': async ({ db, caller, params, body }) =>
    answeringAnalysisErrors(async () => {
      await refuseNonOptimiseSite(db, params.siteId);
      const key = await changing({ db, caller, params, bodyId: body.id });
      await saveScenarioEdit(db, key, checkScenarioEdit(params.scenarioId, body));
      return null;
    }),
  'optimise.scenario.implement': async ({ db, caller, params, body }) =>
    answeringAnalysisErrors(async () => {
      await refuseNonOptimiseSite(db, params.siteId);
      const key = await changing({ db, caller, params, bodyId: body.id });
      // Implemented: the scenario moves from recommended to completed for this user.
      await markScenario(db, key, 'completed');
      return null;
    }),
  'optimise.scenario.selection': async ({ db, caller, params, body }) =>
    answeringAnalysisErrors(async () => {
      const accountId = accountOf(caller);
      await refuseDemoSite(db, params.siteId);
      const plan = await optimisePlan({ db, accountId, ...params });
      checkSelection(plan, body.selectedScenarios);
      await saveScenarioSelection(
        db,
        { accountId, siteId: params.siteId, buildingId: plan.entry.building.id },
        body.selectedScenarios,
      );
      return null;
    }),
  'optimise.scenario.timeline': async ({ db, caller, params, query }) =>
    answeringAnalysisErrors(() =>
      optimiseTimeline({
        db,
        accountId: readerOf(caller),
        siteId: params.siteId,
        path: params.x,
        mode: query.mode,
        date: query.date,
        selectedScenarios: query.selectedScenarios,
      }),
    ),
  'optimise.scenario.steps': (context) => steps(context),
  'optimise.scenario.followUp': (context) => followUp(context),
};
