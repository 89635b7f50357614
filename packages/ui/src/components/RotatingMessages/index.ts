export { RotatingMessages } from './RotatingMessages';
export type { RotatingMessagesProps } from './RotatingMessages';
