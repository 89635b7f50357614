export { Dialog, AlertDialog } from './Dialog';
export type { DialogProps, AlertDialogProps } from './Dialog';
