export { MpanConfirmation } from './MpanConfirmation';
export type { MpanConfirmationProps } from './MpanConfirmation';
