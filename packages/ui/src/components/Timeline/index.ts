export { Timeline } from './Timeline';
export type { TimelineProps, TimelineItem } from './Timeline';
