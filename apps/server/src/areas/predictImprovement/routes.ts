import type { AreaHandlers, RouteContext } from '../../platform/contract/contractRoutes';
import { badAnalysisRequest } from '../../platform/errors/analysisErrors';
import { answeringAnalysisErrors } from '../../platform/errors/answeringAnalysisErrors';
import { unauthorized } from '../../platform/errors/httpError';
import { buildingOfPath } from '../diagnose/analysisBuildings';
import { followUp, steps } from './guidanceAnswers';
import { epcTargetCheck, improvementList, scenarioEditData } from './improvementPlan';
import { scenarioResults } from './scenarioResults';
import { setScenarioRoi } from './scenarioGuidance';
import { kpisCsv, planCsv, readingsCsv, seriesCsv } from './siteExports';
import { checkScenarioEdit, markScenario, refuseDemoSite, saveScenarioEdit } from './scenarioState';

function accountOf(caller: RouteContext<'predict.improvement.list'>['caller']): string {
  if (!caller) throw unauthorized('A bearer access token is required.');
  return caller.sub;
}

/** Reads also answer anonymous visitors of demo sites (shell §6), who have no saved state. */
function readerOf(caller: RouteContext<'predict.improvement.list'>['caller']): string {
  return caller?.sub ?? '';
}

type MarkRoute =
  'predict.improvement.hide' | 'predict.improvement.complete' | 'predict.improvement.delete';

/** Hide, complete and delete: permanent for the user (analysis §4.1); demo sites refuse. */
function marking<N extends MarkRoute>(mark: 'hidden' | 'completed' | 'deleted') {
  return async (context: RouteContext<N>): Promise<null> => {
    const { db, caller } = context;
    const params = context.params as { siteId: string; scenarioId: string; path?: string };
    return answeringAnalysisErrors(async () => {
      const accountId = accountOf(caller);
      await refuseDemoSite(db, params.siteId);
      // Designed: without a path the scenario id is looked up in the user's only building.
      const path =
        params.path ??
        (
          await db
            .selectFrom('buildings')
            .select('id')
            .where('site_id', '=', params.siteId)
            .orderBy('created_at')
            .executeTakeFirstOrThrow()
        ).id;
      const buildingId = await buildingOfPath(db, params.siteId, path);
      await markScenario(
        db,
        { accountId, siteId: params.siteId, buildingId, scenarioId: params.scenarioId },
        mark,
      );
      return null;
    });
  };
}

/**
 * The Predict improvement plan (analysis §2.3, §4.1, §7.1), and a scenario's steps, chat and
 * Set ROI (analysis §2.3, §2.4, §4.4, §7.1).
 */
export const handlers: AreaHandlers<'predictImprovementRoutes'> = {
  'predict.improvement.list': async ({ db, caller, params }) =>
    answeringAnalysisErrors(() => improvementList({ db, accountId: readerOf(caller), ...params })),
  'predict.improvement.potential': async ({ db, caller, params, query }) =>
    answeringAnalysisErrors(() =>
      scenarioResults({
        db,
        accountId: readerOf(caller),
        ...params,
        selectedScenarios: query.selectedScenarios,
      }),
    ),
  'predict.improvement.edit.get': async ({ db, caller, params }) =>
    answeringAnalysisErrors(() => scenarioEditData({ db, accountId: readerOf(caller), ...params })),
  'predict.improvement.edit.save': async ({ db, caller, params, body }) =>
    answeringAnalysisErrors(async () => {
      const accountId = accountOf(caller);
      await refuseDemoSite(db, params.siteId);
      if (body.id !== params.scenarioId) {
        throw badAnalysisRequest(
          `The body's id '${body.id}' is not the scenario '${params.scenarioId}' of the path.`,
          { field: 'id' },
        );
      }
      // The scenario must be one of this building's (and not gone) before it is saved.
      await scenarioEditData({ db, accountId, ...params });
      const edit = checkScenarioEdit(params.scenarioId, body);
      const buildingId = await buildingOfPath(db, params.siteId, params.path);
      await saveScenarioEdit(
        db,
        { accountId, siteId: params.siteId, buildingId, scenarioId: params.scenarioId },
        edit,
      );
      return null;
    }),
  'predict.improvement.hide': marking<'predict.improvement.hide'>('hidden'),
  'predict.improvement.complete': marking<'predict.improvement.complete'>('completed'),
  'predict.improvement.delete': marking<'predict.improvement.delete'>('deleted'),
  'predict.improvement.target': async ({ db, caller, params, query }) =>
    answeringAnalysisErrors(() =>
      epcTargetCheck({
        db,
        accountId: readerOf(caller),
        siteId: params.siteId,
        path: params.buildingId,
        target: query.target,
      }),
    ),
  'improvement.steps': (context) => steps(context),
  'improvement.followUp': (context) => followUp(context),
  'predict.improvement.roi': async ({ db, caller, params, body }) =>
    answeringAnalysisErrors(async () => {
      const accountId = accountOf(caller);
      await refuseDemoSite(db, params.siteId);
      return setScenarioRoi({ db, accountId, ...params, roiYears: body.roiYears });
    }),
  // The site's data as CSV (designed), for whoever may see the site (checked by the contract
  // layer): its readings, model series, this plan and the KPIs; a demo's visitor reads its plan.
  'data.export.csv': async ({ db, params, caller, reply }) => {
    const reader = caller?.sub ?? '';
    const { siteId, table } = params;
    const csv = await answeringAnalysisErrors(() =>
      table === 'readings'
        ? readingsCsv(db, siteId)
        : table === 'plan'
          ? planCsv(db, siteId, reader)
          : table === 'kpis'
            ? kpisCsv(db, siteId, reader)
            : seriesCsv(db, siteId, reader),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="wattwise-${siteId}-${table}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv) as never;
  },
};
