export { DeleteSiteDialog } from './DeleteSiteDialog';
export type { DeleteSiteDialogProps } from './DeleteSiteDialog';
