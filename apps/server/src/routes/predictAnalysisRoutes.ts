import type { ServedHandlers } from '../platform/contract/contractRoutes';
import { diagnoseHandlers } from './diagnose';
import { improvementPlanHandlers } from './improvementPlan';
import { optimiseScenarioHandlers } from './optimiseScenarios';
import { scenarioGuidanceHandlers } from './scenarioGuidance';
import { simpleDiagnoseHandlers } from './simpleDiagnose';
import { tariffHandlers } from './tariffs';
import { validateHandlers } from './validate';

/** Predict analysis served from stored results: diagnose, tariffs, the improvement plan, its steps and chat, simple diagnose and validate. */
export const predictAnalysisHandlers: ServedHandlers = {
  ...diagnoseHandlers,
  ...improvementPlanHandlers,
  ...optimiseScenarioHandlers,
  ...tariffHandlers,
  ...scenarioGuidanceHandlers,
  ...simpleDiagnoseHandlers,
  ...validateHandlers,
};
