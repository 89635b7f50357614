export { PageLoading, pageLoadingFills } from './PageLoading';
export type { PageLoadingFill, PageLoadingProps } from './PageLoading';
