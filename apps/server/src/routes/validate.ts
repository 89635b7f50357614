import { validateKpis, validateOverview } from '../areas/diagnose/validate';
import { answeringAnalysisErrors } from '../platform/errors/answeringAnalysisErrors';
import type { ServedHandlers } from '../platform/contract/contractRoutes';

/**
 * Validate of a site, building, floor or space (analysis §2.5, §7.1, §7.3). The contract routes
 * check before that the caller may see the site; both calls are reads.
 */
export const validateHandlers: ServedHandlers = {
  'predict.validate.overview': async ({ db, params, query }) =>
    answeringAnalysisErrors(() =>
      validateOverview(db, {
        siteId: params.siteId,
        ...(query.path ? { path: query.path } : {}),
        ...(query.timespan ? { timespan: query.timespan } : {}),
      }),
    ),
  'predict.validate.kpis': async ({ db, params }) =>
    answeringAnalysisErrors(() =>
      validateKpis(db, { siteId: params.siteId, ...(params.path ? { path: params.path } : {}) }),
    ),
};
