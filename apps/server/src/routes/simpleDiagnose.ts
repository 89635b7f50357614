import type { ServedHandlers } from '../platform/contract/contractRoutes';
import { emailDiagnosis } from '../areas/diagnose/diagnosisEmail';
import { simpleDiagnosis } from '../areas/diagnose/simpleDiagnose';
import { answeringAnalysisErrors } from '../platform/errors/answeringAnalysisErrors';

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
 * Simple diagnose without sign-in (analysis §2.2, §7.2): the diagnosis of the site data's
 * building, and the e-mail of it (plain and scheme-aware). The site data string is the
 * visitor's key to the site; the per-client e-mail budget is the route's rate limit.
 */
export const simpleDiagnoseHandlers: ServedHandlers = {
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
};
