export { UpgradeDialog } from './UpgradeDialog';
export type { UpgradeDialogProps } from './UpgradeDialog';
