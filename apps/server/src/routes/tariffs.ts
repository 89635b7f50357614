import { tariffSuggestions } from '../services/tariffs';
import { answeringAnalysisErrors } from './analysisErrors';
import type { ServedHandlers } from '../http/contractRoutes';

/** Tariff suggestions of a building or site (analysis §2.2, §7.2). */
export const tariffHandlers: ServedHandlers = {
  tariffs: async ({ db, params }) => answeringAnalysisErrors(() => tariffSuggestions(db, params)),
};
