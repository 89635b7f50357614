import type { ServedHandlers } from '../platform/contract/contractRoutes';
import { HttpError } from '../platform/errors/httpError';
import { dataSeries, stimulusMap } from '../areas/data/dataSeries';
import { createIntervention, listInterventions } from '../areas/data/interventions';
import { answeringAnalysisErrors } from '../platform/errors/answeringAnalysisErrors';

function accountOf(caller: { sub: string } | undefined): string {
  if (!caller) throw new HttpError(401, 'Unauthorized', 'A bearer access token is required.');
  return caller.sub;
}

/**
 * Data calls of analysis §7.3: series, stimulus map and interventions. The contract routes
 * checked the caller may see the site (reads) or change it (the intervention POST) before.
 */
export const dataHandlers: ServedHandlers = {
  'data.series.site': ({ db, params, query }) =>
    answeringAnalysisErrors(() =>
      dataSeries(db, {
        siteId: params.siteId,
        stimulus: params.stimulus,
        query: query.query,
        now: new Date(),
      }),
    ),
  'data.series.node': ({ db, params, query }) =>
    answeringAnalysisErrors(() =>
      dataSeries(db, {
        siteId: params.siteId,
        path: params.path,
        stimulus: params.stimulus,
        query: query.query,
        now: new Date(),
      }),
    ),
  'data.stimulus': ({ db, params }) =>
    answeringAnalysisErrors(() => stimulusMap(db, params.siteId, params.path)),
  'data.interventions.create': async ({ db, params, body, caller, reply }) => {
    await answeringAnalysisErrors(() =>
      createIntervention(db, {
        siteId: params.siteId,
        ...(params.path !== undefined ? { path: params.path } : {}),
        accountId: accountOf(caller),
        intervention: body,
      }),
    );
    return reply.status(201).send() as never;
  },
  'data.interventions.list': ({ db, params, query }) =>
    answeringAnalysisErrors(() =>
      listInterventions(db, {
        siteId: params.siteId,
        ...(params.path !== undefined ? { path: params.path } : {}),
        ...(query?.startDate !== undefined ? { startDate: query.startDate } : {}),
        ...(query?.endDate !== undefined ? { endDate: query.endDate } : {}),
        ...(query?.stimulusType !== undefined ? { stimulusType: query.stimulusType } : {}),
      }),
    ),
};
