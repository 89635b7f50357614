import { diagnoseSchemes, diagnoseSite } from '../areas/diagnose/diagnose';
import { modelInputsOf } from '../areas/diagnose/modelInputs';
import { answeringAnalysisErrors } from '../platform/errors/answeringAnalysisErrors';
import type { ServedHandlers } from '../platform/contract/contractRoutes';

/** Diagnose of a site or building and the list of schemes (analysis §2.2, §7.2, §9). */
export const diagnoseHandlers: ServedHandlers = {
  'diagnose.schemes': async () => diagnoseSchemes(),
  'predict.modelInputs': async ({ db, params }) =>
    modelInputsOf(db, params.siteId, params.buildingId),
  diagnose: async ({ db, params, query }) =>
    answeringAnalysisErrors(() =>
      diagnoseSite(db, {
        siteId: params.siteId,
        ...(params.buildingId ? { buildingId: params.buildingId } : {}),
        ...(query.diagnoseMetric ? { diagnoseMetric: query.diagnoseMetric } : {}),
        ...(query.potentialMetric ? { potentialMetric: query.potentialMetric } : {}),
      }),
    ),
};
