export { ConnectSmartMeterDialog } from './ConnectSmartMeterDialog';
export type { ConnectSmartMeterDialogProps, MeterEligibility } from './ConnectSmartMeterDialog';
