export { MeasuredSavingList } from './MeasuredSavingList';
export type { MeasuredSavingItem, MeasuredSavingListProps } from './MeasuredSavingList';
