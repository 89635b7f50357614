export { InterventionDialog } from './InterventionDialog';
export type { InterventionDialogProps } from './InterventionDialog';
