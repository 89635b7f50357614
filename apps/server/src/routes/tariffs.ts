import { tariffSuggestions } from '../areas/diagnose/tariffs';
import { answeringAnalysisErrors } from '../platform/errors/answeringAnalysisErrors';
import type { ServedHandlers } from '../platform/contract/contractRoutes';

/** Tariff suggestions of a building or site (analysis §2.2, §7.2). */
export const tariffHandlers: ServedHandlers = {
  tariffs: async ({ db, params }) => answeringAnalysisErrors(() => tariffSuggestions(db, params)),
};
