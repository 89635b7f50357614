import type { ServedHandlers } from '../http/contractRoutes';
import { diagnoseHandlers } from './diagnose';
import { improvementPlanHandlers } from './improvementPlan';
import { tariffHandlers } from './tariffs';
import { validateHandlers } from './validate';

/** Predict analysis served from stored results: diagnose, tariffs, the improvement plan and validate. */
export const predictAnalysisHandlers: ServedHandlers = {
  ...diagnoseHandlers,
  ...improvementPlanHandlers,
  ...tariffHandlers,
  ...validateHandlers,
};
