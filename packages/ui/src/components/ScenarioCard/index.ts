export { ScenarioCard, scenarioActions } from './ScenarioCard';
export type { ScenarioCardProps, ScenarioCardData, ScenarioAction } from './ScenarioCard';
