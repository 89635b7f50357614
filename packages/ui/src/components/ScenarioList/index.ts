export { ScenarioList } from './ScenarioList';
export type { ScenarioListProps, ScenarioListItem } from './ScenarioList';
