export { PendingOverlay } from './PendingOverlay';
export type { PendingOverlayProps } from './PendingOverlay';
