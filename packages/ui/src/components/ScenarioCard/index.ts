export {
  ScenarioCard,
  scenarioActions,
  predictScenarioActions,
  optimiseScenarioActions,
} from './ScenarioCard';
export type { ScenarioCardProps, ScenarioCardData, ScenarioAction } from './ScenarioCard';
