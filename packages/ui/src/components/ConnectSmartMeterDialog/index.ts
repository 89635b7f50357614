export { ConnectSmartMeterDialog } from './ConnectSmartMeterDialog';
export type { ConnectSmartMeterDialogProps } from './ConnectSmartMeterDialog';
