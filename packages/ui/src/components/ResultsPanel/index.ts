export { ResultsPanel } from './ResultsPanel';
export type { ResultsPanelProps, ResultsData } from './ResultsPanel';
