export { EpcWizardDialog } from './EpcWizardDialog';
export type { EpcWizardDialogProps } from './EpcWizardDialog';
