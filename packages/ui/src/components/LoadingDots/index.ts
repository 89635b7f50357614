export { LoadingDots } from './LoadingDots';
export type { LoadingDotsProps } from './LoadingDots';
