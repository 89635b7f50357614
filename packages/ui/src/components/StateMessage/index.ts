export { EmptyState, ErrorState, LoadingState } from './StateMessage';
export type { EmptyStateProps, ErrorStateProps, LoadingStateProps } from './StateMessage';
