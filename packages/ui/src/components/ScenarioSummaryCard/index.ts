export { ScenarioSummaryCard } from './ScenarioSummaryCard';
export type { ScenarioSummaryCardProps } from './ScenarioSummaryCard';
