export { UpgradeOverlay } from './UpgradeOverlay';
export type { UpgradeOverlayProps } from './UpgradeOverlay';
