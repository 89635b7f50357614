export { MeterUploadDialog, GAS_FILE_UNITS } from './MeterUploadDialog';
export type {
  GasFileUnit,
  MeterUploadDialogProps,
  MeterUploadStep,
  MeterUploadTarget,
} from './MeterUploadDialog';
