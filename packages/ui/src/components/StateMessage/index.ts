export { EmptyState, ErrorState } from './StateMessage';
export type { EmptyStateProps, ErrorStateProps } from './StateMessage';
