import type { ServedHandlers } from '../http/contractRoutes';
import { diagnoseHandlers } from './diagnose';
import { improvementPlanHandlers } from './improvementPlan';
import { simpleDiagnoseHandlers } from './simpleDiagnose';
import { tariffHandlers } from './tariffs';

/** Predict analysis served from stored results: diagnose, tariffs and the improvement plan. */
export const predictAnalysisHandlers: ServedHandlers = {
  ...diagnoseHandlers,
  ...improvementPlanHandlers,
  ...tariffHandlers,
  ...simpleDiagnoseHandlers,
};
