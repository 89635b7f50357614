export { SchedulerGrid } from './SchedulerGrid';
export type { SchedulerGridProps, SchedulePreset } from './SchedulerGrid';
