export { ScenarioGuidance } from './ScenarioGuidance';
export type { ScenarioGuidanceProps } from './ScenarioGuidance';
