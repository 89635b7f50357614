export { AddressStep } from './AddressStep';
export type { AddressStepProps } from './AddressStep';
export { StepSection } from './StepSection';
export type { StepSectionProps } from './StepSection';
export { StepNotice, stepNoticeTones } from './StepNotice';
export type { StepNoticeProps, StepNoticeTone } from './StepNotice';
export { lookUpStatuses } from './lookUpState';
export type { LookUpState, LookUpStatus } from './lookUpState';
