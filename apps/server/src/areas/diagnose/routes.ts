import type { AreaHandlers } from '../../platform/contract/contractRoutes';
import { answeringAnalysisErrors } from '../../platform/errors/answeringAnalysisErrors';
import { diagnoseSchemes, diagnoseSite } from './diagnose';
import { emailDiagnosis } from './diagnosisEmail';
import { modelInputsOf } from './modelInputs';
import { simpleDiagnosis } from './simpleDiagnose';
import { tariffSuggestions } from './tariffs';
import { validateKpis, validateOverview } from './validate';

/** The schemes of a request, only those given (the service defaults to CIBSE). */
function schemesOf(query: {
  diagnoseMetric?: string | undefined;
  potentialMetric?: string | undefined;
}) {
  return {
    ...(query.diagnoseMetric ? { diagnoseMetric: query.diagnoseMetric } : {}),
    ...(query.potentialMetric ? { potentialMetric: query.potentialMetric } : {}),
  };
}

/**
 * Diagnose of a site or building, the list of schemes and the model's inputs (analysis §2.2,
 * §7.2, §9); simple diagnose without sign-in and its e-mail (plain and scheme-aware: the site
 * data string is the visitor's key to the site, the per-client e-mail budget is the route's rate
 * limit); tariff suggestions; and Validate of a site, building, floor or space (analysis §2.5,
 * §7.1, §7.3). The contract routes check before that the caller may see the site.
 */
export const handlers: AreaHandlers<'diagnoseRoutes'> = {
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
  'predict.simplediagnose': async ({ db, body, query }) =>
    answeringAnalysisErrors(() => simpleDiagnosis(db, { siteData: body, ...schemesOf(query) })),
  'predict.simplediagnose.email': async ({ db, body, query, config, request }) =>
    answeringAnalysisErrors(async () => {
      await emailDiagnosis(
        {
          db,
          mailer: request.server.adapters.mailer,
          publicUrl: config.publicUrl,
          perAddress: config.rateLimits.enabled ? config.rateLimits.diagnosisEmailPerAddress : null,
        },
        { siteData: body, email: query.email },
      );
      return null;
    }),
  'predict.simplediagnose.emailScheme': async ({ db, body, query, config, request }) =>
    answeringAnalysisErrors(async () => {
      await emailDiagnosis(
        {
          db,
          mailer: request.server.adapters.mailer,
          publicUrl: config.publicUrl,
          perAddress: config.rateLimits.enabled ? config.rateLimits.diagnosisEmailPerAddress : null,
        },
        { siteData: body, email: query.email, ...schemesOf(query) },
      );
      return null;
    }),
  tariffs: async ({ db, params }) => answeringAnalysisErrors(() => tariffSuggestions(db, params)),
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
