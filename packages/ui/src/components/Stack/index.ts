export { Stack, Inline } from './Stack';
export type { StackProps } from './Stack';
