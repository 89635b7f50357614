export { AssumptionList } from './AssumptionList';
export type { Assumption, AssumptionListProps } from './AssumptionList';
