export { ScenarioList } from './ScenarioList';
export type { ScenarioListProps, ScenarioListItem } from './ScenarioList';
export { ScenarioFilterPanel, defaultScenarioFilterLabels } from './ScenarioFilterPanel';
export type { ScenarioFilterPanelProps } from './ScenarioFilterPanel';
