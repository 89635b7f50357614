export { SendDiagnoseEmailDialog } from './SendDiagnoseEmailDialog';
export type { SendDiagnoseEmailDialogProps } from './SendDiagnoseEmailDialog';
