export { ResultsPanel } from './ResultsPanel';
export type { ResultsPanelProps, ResultsData } from './ResultsPanel';
export { EpcChange } from './ResultsTotals';
export type { EpcChangeProps, TotalSavings } from './ResultsTotals';
