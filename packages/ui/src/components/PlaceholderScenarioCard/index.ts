export { PlaceholderScenarioCard } from './PlaceholderScenarioCard';
export type { PlaceholderScenarioCardProps } from './PlaceholderScenarioCard';
